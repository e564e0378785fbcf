import { visuallyHidden } from '@/styles/utilities.css';
import { Icon } from './Icon';

/** A star and '4.5' on screen, 'Rated 4.5 out of 5' for screen readers. */
export function Rating({ value }: { value: number }) {
  const text = value.toFixed(1);
  return (
    <span>
      <span aria-hidden="true">
        <Icon name="star" /> {text}
      </span>
      <span className={visuallyHidden}>Rated {text} out of 5</span>
    </span>
  );
}
