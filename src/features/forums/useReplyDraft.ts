import { useState } from 'react';
import { MEMBER_KEY_PREFIX, safeStorage } from '@/lib/storage';

/** The reply being written for a topic, kept on this device until it is posted or the member signs out. */
export function useReplyDraft(topicId: number) {
  const key = `${MEMBER_KEY_PREFIX}reply-draft:${topicId}`;
  const [draft, setDraftState] = useState(() => safeStorage.get(key) ?? '');
  const setDraft = (value: string) => {
    setDraftState(value);
    if (value) safeStorage.set(key, value);
    else safeStorage.remove(key);
  };
  return [draft, setDraft] as const;
}
