import { useState } from 'react';
import { db, type Db } from '../db';

type Mails = ReturnType<Db['mail']['findMany']>;

/** What the backend would have emailed, newest first. */
const sentMail = (): Mails =>
  db.mail.findMany().sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at));

/**
 * The QA panel's 'Sent mail': what the backend would have emailed (reset links, confirmations),
 * read when it is opened, so QA can follow a reset link without a real inbox.
 */
export function SentMail() {
  const [mails, setMails] = useState(sentMail);
  return (
    <details
      style={{ marginBlock: 6 }}
      onToggle={(event) => event.currentTarget.open && setMails(sentMail())}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Sent mail ({mails.length})</summary>
      {mails.length === 0 ? (
        <p style={{ margin: '4px 0' }}>No mail yet. Ask for a password reset to get one.</p>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 200, overflow: 'auto' }}>
          {mails.map((mail) => (
            <li key={mail.id} style={{ marginBlock: 4 }}>
              <details>
                <summary style={{ cursor: 'pointer' }}>
                  <strong>{mail.subject}</strong>
                  <br />
                  To {mail.to}, {new Date(mail.sent_at).toLocaleString('en')}
                </summary>
                <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{mail.text}</p>
                {mail.link ? <a href={mail.link}>Open the link in this email</a> : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
