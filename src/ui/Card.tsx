import { cx } from '@/lib/cx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  media?: ReactNode;
};

export function Card({ as: Element = 'article', media, children, className, ...props }: CardProps) {
  return (
    <Element className={cx(styles.card, className)} {...props}>
      {media}
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
