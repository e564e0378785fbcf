import { Link } from '@tanstack/react-router';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import * as styles from './Layout.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <Seo title="Page not found" path="/404" noindex />
      <h1>Page not found</h1>
      <EmptyState
        title="We couldn't find that page."
        description="The link may be broken, or the page may have moved."
        action={
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            Back to the home page
          </Link>
        }
      />
    </div>
  );
}
