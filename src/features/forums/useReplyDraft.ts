import { useState } from 'react';
import { safeStorage } from '@/lib/storage';

/** The reply being written for a topic, kept on this device until it is posted (SPEC §4). */
export function useReplyDraft(topicId: number) {
  const key = `ginger:reply-draft:${topicId}`;
  const [draft, setDraftState] = useState(() => safeStorage.get(key) ?? '');
  const setDraft = (value: string) => {
    setDraftState(value);
    if (value) safeStorage.set(key, value);
    else safeStorage.remove(key);
  };
  return [draft, setDraft] as const;
}
