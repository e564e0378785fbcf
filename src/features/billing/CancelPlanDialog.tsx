import { errorBannerMessage } from '@/api/errors';
import { formatDate } from '@/lib/format';
import { actionRow, mutedText } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import * as styles from './Billing.css';

type CancelPlanDialogProps = {
  open: boolean;
  /** When the plan would end: the trial's end or the end of the month paid for. */
  endsAt: string;
  inTrial: boolean;
  cancelling: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before Adventurer is cancelled, saying exactly when it ends and what changes then. */
export function CancelPlanDialog({
  open,
  endsAt,
  inTrial,
  cancelling,
  error,
  onConfirm,
  onClose,
}: CancelPlanDialogProps) {
  const date = formatDate(endsAt);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={inTrial ? 'Cancel your trial?' : 'Switch to Explorer?'}
    >
      <div className={styles.stack}>
        {error ? <Alert tone="error">{errorBannerMessage(error)}</Alert> : null}
        <p className={mutedText}>
          You keep Adventurer until <strong>{date}</strong> and nothing more is charged. From then
          you are on Explorer: you keep what you saved, but can add no more than 10 favorites, and
          the Travel Journal waits for you to come back.
        </p>
        <div className={actionRow}>
          <Button disabled={cancelling} onClick={onConfirm}>
            {cancelling ? 'Cancelling...' : `Switch to Explorer on ${date}`}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep Adventurer
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
