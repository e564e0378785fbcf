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
 * for their next sign-in, and no other account signing in here sees it.
 */
export function useReplyDraft(topicId: number) {
  const { user, isLoading } = useCurrentUser();
  /** Whose draft this is; undefined while the session is being checked. */
  const writer = isLoading ? undefined : (user?.id ?? null);
  const [shown, setShown] = useState(() => ({ topicId, writer, draft: draftOf(topicId, writer) }));

  const keyOf = (owner: number | null) =>
    owner === null ? visitorKey(topicId) : memberKey(topicId, owner);
  const save = (owner: number | null | undefined, value: string) => {
    if (owner === undefined) return;
    if (value) safeStorage.set(keyOf(owner), value);
    else safeStorage.remove(keyOf(owner));
  };

  if (shown.topicId !== topicId || shown.writer !== writer) {
    // What was typed while the session was being checked belongs to whoever it turned out to be.
    const typedMeanwhile = shown.topicId === topicId && shown.writer === undefined && shown.draft;
    if (typedMeanwhile) save(writer, shown.draft);
    setShown({ topicId, writer, draft: typedMeanwhile || draftOf(topicId, writer) });
  }

  const setDraft = (value: string) => {
    setShown({ topicId, writer, draft: value });
    save(writer, value);
  };
  return [shown.draft, setDraft] as const;
}

const draftOf = (topicId: number, writer: number | null | undefined) =>
  writer === undefined ? '' : readDraft(topicId, writer);
