/** Cards show the first 3 interests, then '+N more'. */
export const CARD_INTERESTS = 3;

export const AVATAR_FALLBACK = '/images/avatar-fallback.svg';

export function cardInterests(interests: readonly string[]) {
  return {
    shown: interests.slice(0, CARD_INTERESTS),
    more: Math.max(0, interests.length - CARD_INTERESTS),
  };
}

export const profilePath = (id: number) => `/dating/profile/${id}`;
