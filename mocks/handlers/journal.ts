import { http, HttpResponse } from 'msw';
import type { JournalEntry } from '@/api/generated';
import { vCreateJournalEntryBody, vDeleteJournalEntryPath } from '@/api/generated/valibot.gen';
import { db } from '../db';
import { persistDatabase } from '../persist';
import type { UserRecord } from '../resources';
import { API, errorResponse, json, notFound } from './http';
import { route } from './route';
import { now as clockNow } from '@/lib/clock';

export const PLAN_REQUIRED_MESSAGE = 'This feature requires an Adventurer membership or higher.';

type EntryRow = NonNullable<ReturnType<typeof db.journalEntry.findFirst>>;

const hasJournal = (user: UserRecord) => user.membership_tier !== 'free';

function toEntry({ id, title, place, visited_on, notes, created_at }: EntryRow): JournalEntry {
  return { id, title, place, visited_on, notes, created_at };
}

export const journalHandlers = [
  http.get(
    `${API}/journal/entries`,
    route({ auth: 'required' }, ({ user }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const entries = db.journalEntry
        .findMany({ where: { user_id: { equals: user.id } } })
        .sort((a, b) => b.visited_on.localeCompare(a.visited_on) || b.id - a.id);
      return json({ data: entries.map(toEntry) });
    }),
  ),

  http.post(
    `${API}/journal/entries`,
    route({ auth: 'required', body: vCreateJournalEntryBody }, ({ user, body }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const ids = db.journalEntry.getAll().map((entry) => entry.id);
      const row = db.journalEntry.create({
        id: Math.max(0, ...ids) + 1,
        user_id: user.id,
        title: body.title.trim(),
        place: body.place?.trim() || null,
        visited_on: body.visited_on,
        notes: body.notes.trim(),
        created_at: clockNow().toISOString(),
      });
      persistDatabase();
      return json({ data: toEntry(row) }, 201);
    }),
  ),

  http.delete(
    `${API}/journal/entries/:id`,
    route({ auth: 'required', params: vDeleteJournalEntryPath }, ({ user, params }) => {
      if (!hasJournal(user)) return errorResponse(403, PLAN_REQUIRED_MESSAGE);
      const where = { id: { equals: params.id }, user_id: { equals: user.id } };
      if (!db.journalEntry.findFirst({ where })) return notFound('Journal entry');
      db.journalEntry.delete({ where });
      persistDatabase();
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
