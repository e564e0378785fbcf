/** What QA is told about the mock's storage (the QA panel shows it). */
export type StorageReport = {
  /** 'saved': changes go to IndexedDB, shared by every tab; 'memory': this tab only, until it closes. */
  mode: 'saved' | 'memory';
  /** Stored rows that could not be read back: set aside, not loaded. */
  dropped: Array<{ table: string; key: string; reason: string }>;
  /** The last change could not be saved because the browser's storage is full. */
  full: boolean;
};

/** Whether QA must be told about the demo's storage: rows dropped, no storage, or a full one. */
export function storageNeedsAttention(report: StorageReport): boolean {
  return report.mode === 'memory' || report.full || report.dropped.length > 0;
}
