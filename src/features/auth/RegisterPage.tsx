import { Link } from '@tanstack/react-router';
import { Seo } from '@/seo/Seo';
import { CommunityStats, TierComparison } from './AuthIntro';
import * as styles from './AuthPage.css';
import { LegalLinks } from './LegalLinks';
import { RegisterForm } from './RegisterForm';
import { SocialButtons } from './SocialButtons';

export function RegisterPage({ redirect }: { redirect?: string }) {
  return (
    <div className={styles.layout}>
      <Seo
        title="Join Ginger"
        description="Create a free Ginger account: save favourites, follow guides and meet travellers and expats across Asia."
        path="/register"
        breadcrumbs={[{ name: 'Join', url: '/register' }]}
      />
      <div className={styles.formCard}>
        <h1>Join the adventure</h1>
        <p className={styles.small}>Free forever as an Explorer. Upgrade whenever you like.</p>
        <SocialButtons />
        <RegisterForm redirect={redirect} />
        <p className={styles.small}>
          Already a member?{' '}
          <Link to="/login" search={{ redirect }}>
            Sign in
          </Link>
        </p>
        <LegalLinks action="creating an account" />
      </div>
      <div className={styles.intro}>
        <TierComparison />
        <CommunityStats />
      </div>
    </div>
  );
}
