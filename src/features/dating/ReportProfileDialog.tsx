import { lazy } from 'react';
import { OnceOpened } from '@/ui/OnceOpened';

// Loads when first opened: a profile's or a conversation's first paint needs neither it nor the
// form library.
const ReportDialog = lazy(() =>
  import('@/features/safety').then((module) => ({ default: module.ReportDialog })),
);

type ReportProfileDialogProps = {
  profile: { id: number; name: string };
  open: boolean;
  onClose: () => void;
};

/** Reporting a dating profile to the safety team, from the profile or a conversation with it. */
export function ReportProfileDialog({ profile, open, onClose }: ReportProfileDialogProps) {
  return (
    <OnceOpened open={open}>
      <ReportDialog
        target="profile"
        targetId={profile.id}
        author={profile.name}
        open={open}
        onClose={onClose}
      />
    </OnceOpened>
  );
}
