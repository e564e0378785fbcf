import * as styles from './Feedback.css';

type SpinnerProps = { label?: string };

export function Spinner({ label = 'Loading...' }: SpinnerProps) {
  return (
    <div role="status" className={styles.spinnerWrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
