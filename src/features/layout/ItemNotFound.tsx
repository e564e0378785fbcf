import { Link } from '@tanstack/react-router';
import type { PagePath } from '@/lib/urls';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import * as styles from './Layout.css';

type ItemNotFoundProps = {
  /** The page's heading, e.g. 'Job not found'. */
  title: string;
  message: string;
  /** The list the item belongs to, offered as the way on. */
  listPath: PagePath;
  listLabel: string;
};

/** What a detail page shows for an id or slug that names nothing: not indexed, with a way back. */
export function ItemNotFound({ title, message, listPath, listLabel }: ItemNotFoundProps) {
  return (
    <div className={styles.page}>
      <Seo title={title} path={listPath} noindex />
      <h1>{title}</h1>
      <EmptyState
        title={message}
        action={
          <Link to={listPath} className={buttonClass({ variant: 'primary' })}>
            {listLabel}
          </Link>
        }
      />
    </div>
  );
}
