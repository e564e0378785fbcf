import { useSyncExternalStore } from 'react';
import { onStorageReport, storageReport } from '../persist';

/** The QA panel's account of the demo's storage: where changes go and what could not be read. */
export function StorageNotice() {
  const report = useSyncExternalStore(onStorageReport, storageReport);
  return (
    <div role="status">
      <p style={{ margin: '4px 0' }}>
        {report.mode === 'saved'
          ? 'Demo data: saved in this browser and shared by its tabs.'
          : 'Demo data: this browser blocks storage, so changes last only until this tab closes.'}
      </p>
      {report.full && (
        <p style={{ margin: '4px 0', fontWeight: 700 }}>
          The browser storage is full: the last change was not saved. Reset the demo data to go on.
        </p>
      )}
      {report.dropped.length > 0 && (
        <>
          <p style={{ margin: '4px 0', fontWeight: 700 }}>
            {report.dropped.length === 1
              ? '1 stored row could not be read and was set aside:'
              : `${report.dropped.length} stored rows could not be read and were set aside:`}
          </p>
          <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 120, overflow: 'auto' }}>
            {report.dropped.map((row) => (
              <li key={`${row.table}:${row.key}`}>
                {row.table} {row.key}: {row.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
