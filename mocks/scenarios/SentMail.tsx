import { useEffect, useState } from 'react';
import { sentMail } from '../mockBackend';
import type { SentMail as Mails } from '../worker/protocol';

/**
 * The QA panel's 'Sent mail': what the backend would have emailed (reset links, confirmations),
 * read when it is opened, so QA can follow a reset link without a real inbox.
 */
export function SentMail() {
  const [mails, setMails] = useState<Mails | null>(null);
  const read = () => void sentMail().then(setMails);
  useEffect(read, []);
  return (
    <details style={{ marginBlock: 6 }} onToggle={(event) => event.currentTarget.open && read()}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        Sent mail{mails ? ` (${mails.length})` : ''}
      </summary>
      {!mails ? (
        <p style={{ margin: '4px 0' }}>Reading the sent mail…</p>
      ) : mails.length === 0 ? (
        <p style={{ margin: '4px 0' }}>No mail yet. Ask for a password reset to get one.</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 200, overflow: 'auto' }}>
          {mails.map((mail) => (
            <li key={mail.id} style={{ marginBlock: 4 }}>
              <strong>{mail.subject}</strong>
              <br />
              To {mail.to}, {new Date(mail.sent_at).toLocaleString('en')}
              {mail.link ? (
                <>
                  <br />
                  <a href={mail.link}>Open the link in this email</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
