import { queryOptions } from '@tanstack/react-query';
import type { CreateJournalEntryRequest } from './generated';
import { listJournalEntriesOptions } from './generated/@tanstack/react-query.gen';
import {
  createJournalEntry as postEntry,
  deleteJournalEntry as deleteEntry,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { api, submittedAs } from './client';

/** Every journal query, by the contract's tag (member data: see MEMBER_QUERY_TAGS). */
export const journalKeys = { all: [{ tags: ['journal'] }] as const };

export function journalQueryOptions() {
  return queryOptions({
    ...listJournalEntriesOptions({ client: api }),
    ...cachePolicy.list,
    select: (response) => response.data,
  });
}

export async function createJournalEntry(entry: CreateJournalEntryRequest, submissionKey: string) {
  const { data } = await postEntry({
    client: api,
    body: entry,
    ...submittedAs(submissionKey),
  });
  return data.data;
}

export async function deleteJournalEntry(id: number): Promise<void> {
  await deleteEntry({ client: api, path: { id } });
}
