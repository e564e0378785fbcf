import { queryOptions } from '@tanstack/react-query';
import type { CreateJournalEntryRequest } from './generated';
import { vCreateJournalEntryResponse, vListJournalEntriesResponse } from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiCommand, apiRequest } from './client';

export const journalKeys = { all: ['journal'] as const };

export function journalQueryOptions() {
  return queryOptions({
    queryKey: journalKeys.all,
    queryFn: async () => (await apiRequest('/journal/entries', vListJournalEntriesResponse)).data,
    ...cachePolicy.list,
  });
}

export async function createJournalEntry(entry: CreateJournalEntryRequest, submissionKey: string) {
  return (
    await apiRequest('/journal/entries', vCreateJournalEntryResponse, {
      method: 'post',
      json: entry,
      submissionKey,
    })
  ).data;
}

export async function deleteJournalEntry(id: number): Promise<void> {
  await apiCommand(`/journal/entries/${id}`, { method: 'delete' });
}
