import type { CreateJournalEntryRequest } from './generated';
import { listJournalEntriesOptions } from './generated/@tanstack/react-query.gen';
import {
  createJournalEntry as postEntry,
  deleteJournalEntry as deleteEntry,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions } from './envelope';
import { api, submissionOptions } from './client';

/** Every journal query, by the contract's tag (member data: see MEMBER_QUERY_TAGS). */
export const journalKeys = { all: [{ tags: ['journal'] }] as const };

export function journalQueryOptions() {
  return dataQueryOptions(listJournalEntriesOptions({ client: api }), cachePolicy.list);
}

export function createJournalEntry(entry: CreateJournalEntryRequest, submissionKey: string) {
  return dataOf(postEntry({ ...submissionOptions(submissionKey), body: entry }));
}

export async function deleteJournalEntry(id: number): Promise<void> {
  await deleteEntry({ client: api, path: { id } });
}
