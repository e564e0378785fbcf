import { visuallyHidden } from '@/styles/utilities.css';

/** '★ 4.5' on screen, 'Rated 4.5 out of 5' for screen readers. */
export function Rating({ value }: { value: number }) {
  const text = value.toFixed(1);
  return (
    <span>
      <span aria-hidden="true">★ {text}</span>
      <span className={visuallyHidden}>Rated {text} out of 5</span>
    </span>
  );
}
