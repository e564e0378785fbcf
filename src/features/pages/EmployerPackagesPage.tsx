import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/Button';
import { AD_PLANS } from '@/features/advertise';
import { PlanGrid } from '@/ui/PlanGrid';
import { TalkToOurTeamLink } from '@/ui/TalkToOurTeamLink';
import { ContentPage, type ContentPageData } from './ContentPage';
import * as styles from './Pages.css';

const EMPLOYER_PAGE: ContentPageData = {
  path: '/employer-packages',
  title: 'Employer Packages',
  description:
    'Hire across Asia: post a job free for 30 days, or feature your openings to every reader of the job board with Premium and Business.',
  keywords: ['post a job in Asia', 'hire expats', 'employer packages', 'recruit teachers Asia'],
  body: `Reach teachers, developers, nurses, chefs and digital nomads who want to work in Asia.

## How it works
- Post a job in a few minutes: it appears on the job board straight away.
- Candidates apply through your own application link.
- Featured jobs are shown first and highlighted on the board.`,
  actions: [
    { to: '/post-job', label: 'Post a job' },
    { to: '/jobs', label: 'See the job board' },
  ],
};

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
