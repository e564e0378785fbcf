import { Link } from '@tanstack/react-router';
import { Seo } from '@/seo/Seo';
import { Benefits } from './AuthIntro';
import * as styles from './AuthPage.css';
import { LegalLinks } from './LegalLinks';
import { LoginForm } from './LoginForm';
import { SocialButtons } from './SocialButtons';
import { useSignedIn } from './useSignedIn';

export function LoginPage({ redirect }: { redirect?: string }) {
  const signedIn = useSignedIn(redirect);
  return (
    <div className={styles.layout}>
      <Seo
        title="Sign in"
        description="Sign in to Ginger to save favourites, keep a travel journal and join the community."
        path="/login"
        breadcrumbs={[{ name: 'Sign in', url: '/login' }]}
      />
      <div className={styles.formCard}>
        <h1>Welcome back</h1>
        <p className={styles.small}>Sign in to continue your adventure.</p>
        <SocialButtons />
        <LoginForm onSignedIn={(user) => signedIn(user)} />
        <p className={styles.small}>
          New to Ginger?{' '}
          <Link to="/register" search={{ redirect }}>
            Create a free account
          </Link>
        </p>
        <LegalLinks action="signing in" />
      </div>
      <div className={styles.intro}>
        <p className={styles.lead}>
          Welcome to Ginger, your companion for travel and life in Asia. Pick up where you left off:
          your saved places, your journal and your community are waiting.
        </p>
        <Benefits />
      </div>
    </div>
  );
}
