import type { JournalEntry } from '@/api/generated';
import { vCreateJournalEntryBody, vDeleteJournalEntryPath } from '@/api/generated/valibot.gen';
import { db, type TableRow } from '../db';
import type { UserRecord } from '../resources';
import {
  contract,
  noContent,
  errorResponse,
  json,
  notFound,
  ruleErrors,
  validationError,
} from './http';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';
import { allocateId } from '../persist';

export const PLAN_REQUIRED_MESSAGE = 'This feature requires an Adventurer membership or higher.';

type EntryRow = TableRow<'journalEntry'>;

const hasJournal = (user: UserRecord) => user.membership_tier !== 'free';

function toEntry({
  id,
  title,
  place,
  visited_on,
  notes,
  photo,
  created_at,
}: EntryRow): JournalEntry {
  return { id, title, place, visited_on, notes, photo, created_at };
}

export const journalHandlers = [
  contract.get(
    '/journal/entries',
    route({ auth: 'required' }, ({ user }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const entries = db.journalEntry
        .findMany((q) => q.where({ user_id: user.id }))
        .sort((a, b) => b.visited_on.localeCompare(a.visited_on) || b.id - a.id);
      return json({ data: entries.map(toEntry) });
    }),
  ),

  contract.post(
    '/journal/entries',
    route({ auth: 'required', body: vCreateJournalEntryBody }, async ({ user, body }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const broken = ruleErrors([['visited_on', body.visited_on, 'calendarDate']]);
      if (broken) return validationError(broken);
      const row = await db.journalEntry.create({
        id: await allocateId('journalEntry'),
        user_id: user.id,
        title: body.title.trim(),
        place: body.place?.trim() || null,
        visited_on: body.visited_on,
        notes: body.notes.trim(),
        photo: body.photo ?? null,
        created_at: clockNow().toISOString(),
      });
      return json({ data: toEntry(row) }, 201);
    }),
  ),

  contract.delete(
    '/journal/entries/{id}',
    route({ auth: 'required', params: vDeleteJournalEntryPath }, ({ user, params }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const entry = db.journalEntry.findFirst((q) => q.where({ id: params.id, user_id: user.id }));
      if (!entry) return notFound('Journal entry');
      db.journalEntry.delete(entry);
      return noContent();
    }),
  ),
];
