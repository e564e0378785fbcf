import type { MemberRequest, RequestStatus } from '@/api/generated';
import { now as clockNow } from '@/lib/clock';
import { db, type TableRow } from '../db';
import type { UserRecord } from '../resources';
import { randomHex } from '../passwords';
import { allocateId } from '../persist';
import { contract, json } from './http';
import { route } from './route';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long a reset link works (the contract says 60 minutes). */
const RESET_LINK_MS = HOUR_MS;

type SupportRequestRow = TableRow<'supportRequest'>;
type PasswordResetRow = TableRow<'passwordReset'>;

const ageOf = (isoDate: string) => clockNow().getTime() - Date.parse(isoDate);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The team answers a message within a day; editors read a guide in about a week. */
function supportStatus({ kind, created_at }: SupportRequestRow): RequestStatus {
  const age = ageOf(created_at);
  if (kind === 'contact') return age < DAY_MS ? 'received' : 'answered';
  if (age < 2 * DAY_MS) return 'received';
  return age < 7 * DAY_MS ? 'in_review' : 'reviewed';
}

function resetStatus(reset: PasswordResetRow): RequestStatus {
  if (reset.used_at) return 'used';
  return ageOf(reset.created_at) < RESET_LINK_MS ? 'sent' : 'expired';
}

/** What the backend would email; the QA panel lists it as 'Sent mail'. */
export async function sendMail(mail: { to: string; subject: string; text: string; link?: string }) {
  await db.mail.create({
    id: await allocateId('mail'),
    link: null,
    ...mail,
    sent_at: clockNow().toISOString(),
  });
}

/**
 * Keeps a message or a guide with the account that sent it (none for a visitor), and confirms it
 * by email: a visitor's request is listed nowhere but in that mail.
 */
export async function recordRequest(
  kind: 'contact' | 'guide',
  sender: { email: string; user: UserRecord | null },
  subject: string,
) {
  const { email, user } = sender;
  await db.supportRequest.create({
    id: await allocateId('supportRequest'),
    kind,
    email,
    user_id: user?.id ?? null,
    subject,
    created_at: clockNow().toISOString(),
  });
  await sendMail({
    to: email,
    subject:
      kind === 'contact'
        ? `We got your message: ${subject}`
        : `Your guide is with our editors: ${subject}`,
    text:
      kind === 'contact'
        ? 'Thank you for writing to Ginger. Someone from the team will reply within one working day.'
        : 'Thank you for your guide. Our editors will read it and email you within a week.',
  });
}

/** A reset link for the account of `email`, sent to it. */
export async function startPasswordReset(email: string) {
  const token = randomHex(16);
  await db.passwordReset.create({
    id: await allocateId('passwordReset'),
    token,
    email,
    created_at: clockNow().toISOString(),
    used_at: null,
  });
  await sendMail({
    to: email,
    subject: 'Reset your Ginger password',
    text: 'Someone asked to reset the password of your Ginger account. The link works once, for 60 minutes. If it was not you, ignore this email.',
    link: `/reset-password?token=${token}`,
  });
}

/** The reset of this token if its link still works (unused, under an hour old). */
export function usableReset(token: string): PasswordResetRow | null {
  const reset = db.passwordReset.findFirst((q) => q.where({ token }));
  return reset && resetStatus(reset) === 'sent' ? reset : null;
}

export async function markResetUsed(reset: PasswordResetRow) {
  await db.passwordReset.update(reset, {
    data: (row) => void (row.used_at = clockNow().toISOString()),
  });
}

/** What the member sent while signed in, and the password resets asked for their email. */
function requestsOf({ id, email }: UserRecord): MemberRequest[] {
  const support = db.supportRequest
    .findMany((q) => q.where({ user_id: id }))
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: supportStatus(row),
      created_at: row.created_at,
    }));
  const resets = db.passwordReset
    .findMany((q) => q.where({ email: (value: string) => sameEmail(value, email) }))
    .map((row) => ({
      id: row.id,
      kind: 'password_reset' as const,
      subject: row.email,
      status: resetStatus(row),
      created_at: row.created_at,
    }));
  return [...support, ...resets].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}

export const requestHandlers = [
  contract.get(
    '/account/requests',
    route({ auth: 'required' }, ({ user }) => json({ data: requestsOf(user) })),
  ),
];
