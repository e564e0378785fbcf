import { useState } from 'react';

/**
 * Local state that follows a value owned elsewhere (the URL). The control shows the user's
 * choice at once, before the URL update lands, and takes the outside value whenever it changes.
 */
export function useFollowedValue<T>(outside: T) {
  const [value, setValue] = useState(outside);
  const [seen, setSeen] = useState(outside);
  if (!Object.is(seen, outside)) {
    setSeen(outside);
    setValue(outside);
  }
  return [value, setValue] as const;
}
