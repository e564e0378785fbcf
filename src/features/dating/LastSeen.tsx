import type { DatingProfile } from '@/api/generated';
import { DateText } from '@/ui/DateText';

/** 'Online now', or when the member was last seen ('Last seen 3 hours ago'), as a time element. */
export function LastSeen({ profile }: { profile: Pick<DatingProfile, 'online' | 'lastSeen'> }) {
  if (profile.online) return <>Online now</>;
  return (
    <>
      Last seen <DateText value={profile.lastSeen} format="relative" />
    </>
  );
}
