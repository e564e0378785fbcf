import { db } from '../db';

/** Where the HTTP mock server shows what it would have emailed (not part of the API). */
export const SENT_MAIL_PATH = '/__qa/mail';

/**
 * The HTTP mock server's 'Sent mail', as the QA panel shows it in the browser: every email the
 * backend would have sent (reset links, confirmations, invitations), newest first, with the
 * site path its link opens.
 */
export function sentMail() {
  return db.mail
    .findMany()
    .sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at))
    .map(({ to, subject, text, link, sent_at }) => ({ to, subject, text, link, sent_at }));
}
