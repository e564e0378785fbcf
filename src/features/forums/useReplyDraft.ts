import { useState } from 'react';
import { useCurrentUser } from '@/api/useCurrentUser';
import { MEMBER_KEY_PREFIX, safeStorage } from '@/lib/storage';

const visitorKey = (topicId: number) => `ginger:visitor:reply-draft:${topicId}`;
const memberKey = (topicId: number, memberId: number) =>
  `${MEMBER_KEY_PREFIX}${memberId}:reply-draft:${topicId}`;

/**
 * The member's draft for the topic; a visitor's draft, written before signing in, becomes the
 * draft of the member who signs in next on this device.
 */
function readDraft(topicId: number, memberId: number | null): string {
  if (memberId === null) return safeStorage.get(visitorKey(topicId)) ?? '';
  const own = safeStorage.get(memberKey(topicId, memberId));
  if (own) return own;
  const handedOver = safeStorage.get(visitorKey(topicId)) ?? '';
  if (handedOver) {
    safeStorage.set(memberKey(topicId, memberId), handedOver);
    safeStorage.remove(visitorKey(topicId));
  }
  return handedOver;
}

/**
 * The reply being written for a topic, kept on this device for whoever writes it until it is
 * posted or they sign out: a session that ends otherwise (it expired) keeps the member's draft
 * for their next sign-in, and no other account signing in here sees it. Until the session check
 * answers, the writer counts as a visitor, so what they type then passes to them.
 */
export function useReplyDraft(topicId: number) {
  const writer = useCurrentUser().user?.id ?? null;
  const key = writer === null ? visitorKey(topicId) : memberKey(topicId, writer);
  const [shown, setShown] = useState(() => ({ key, draft: readDraft(topicId, writer) }));
  if (shown.key !== key) setShown({ key, draft: readDraft(topicId, writer) });

  const setDraft = (value: string) => {
    setShown({ key, draft: value });
    if (value) safeStorage.set(key, value);
    else safeStorage.remove(key);
  };
  return [shown.draft, setDraft] as const;
}
