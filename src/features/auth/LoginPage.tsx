import { Link } from '@tanstack/react-router';
import { Benefits } from './AuthIntro';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthPage.css';
import { LoginForm } from './LoginForm';
import { useSignedIn } from './useSignedIn';

export function LoginPage({ redirect }: { redirect?: string }) {
  const signedIn = useSignedIn(redirect);
  return (
    <AuthLayout
      seo={{
        title: 'Sign in',
        description:
          'Sign in to Ginger to save favourites, keep a travel journal and join the community.',
        path: '/login',
        breadcrumbs: [{ name: 'Sign in', url: '/login' }],
      }}
      heading="Welcome back"
      lead="Sign in to continue your adventure."
      otherWay={
        <>
          New to Ginger?{' '}
          <Link to="/register" search={{ redirect }}>
            Create a free account
          </Link>
        </>
      }
      legalAction="signing in"
      aside={
        <>
          <p className={styles.lead}>
            Welcome to Ginger, your companion for travel and life in Asia. Pick up where you left
            off: your saved places, your journal and your community are waiting.
          </p>
          <Benefits />
        </>
      }
    >
      <LoginForm onSignedIn={(user) => signedIn(user)} />
    </AuthLayout>
  );
}
