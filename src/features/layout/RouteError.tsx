import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { Seo } from '@/seo/Seo';
import { ErrorState } from '@/ui/ErrorState';
import * as styles from './Layout.css';

/** The default error screen of a route: never a blank page, always a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message =
    error instanceof ApiError && error.kind !== 'http'
      ? error.message
      : 'Something went wrong while loading this page. Please try again.';
  return (
    <div className={styles.page}>
      <Seo title="Something went wrong" path={router.state.location.pathname} noindex />
      <h1>Something went wrong</h1>
      <ErrorState
        message={message}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
