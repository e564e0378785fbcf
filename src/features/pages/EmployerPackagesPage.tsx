import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/Button';
import { AD_PLANS } from '@/features/advertise';
import { PlanGrid } from '@/ui/PlanGrid';
import { TalkToOurTeamLink } from '@/ui/TalkToOurTeamLink';
import { ContentPage } from './ContentPage';
import { EMPLOYER_PAGE } from './pageTexts';
import * as styles from './Pages.css';

const HIRING_NAMES: Record<string, string> = {
  free: 'Free Job Post',
  premium: 'Premium Hiring',
  business: 'Business Hiring',
};

export function EmployerPackagesPage() {
  return (
    <ContentPage page={EMPLOYER_PAGE}>
      <section className={styles.section} aria-labelledby="packages">
        <h2 id="packages">Packages</h2>
        <PlanGrid
          plans={AD_PLANS.map((plan) => ({ ...plan, name: HIRING_NAMES[plan.id] ?? plan.name }))}
          action={(plan) =>
            plan.id === 'free' ? (
              <Link to="/post-job" className={buttonClass({ fullWidth: true })}>
                Post a job free
              </Link>
            ) : (
              <TalkToOurTeamLink subject="Employer packages" />
            )
          }
        />
      </section>
    </ContentPage>
  );
}
