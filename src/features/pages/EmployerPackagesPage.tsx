import { buttonClass } from '@/ui/Button';
import { AD_PLANS } from '@/features/advertise';
import { PlanGrid } from '@/ui/PlanGrid';
import { SiteLink } from '@/ui/SiteLink';
import { ContentPage, type ContentPageData } from './ContentPage';
import * as styles from './Pages.css';

const EMPLOYER_PAGE: ContentPageData = {
  path: '/employer-packages',
  title: 'Employer Packages',
  description:
    'Hire across Asia: post a job free for 30 days, or feature your openings to 850k+ monthly readers with Premium and Business.',
  keywords: ['post a job in Asia', 'hire expats', 'employer packages', 'recruit teachers Asia'],
  body: `Reach teachers, developers, nurses, chefs and digital nomads who want to work in Asia.

## How it works
- Post a job in a few minutes: it appears on the job board straight away.
- Candidates apply through your own application link.
- Featured jobs are shown first and highlighted on the board.`,
  actions: [
    { href: '/post-job', label: 'Post a job' },
    { href: '/jobs', label: 'See the job board' },
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
              <SiteLink href="/post-job" className={buttonClass({ fullWidth: true })}>
                Post a job free
              </SiteLink>
            ) : (
              <SiteLink
                href={`/contact?subject=${encodeURIComponent('Employer packages')}`}
                className={buttonClass({ variant: 'secondary', fullWidth: true })}
              >
                Talk to our team
              </SiteLink>
            )
          }
        />
      </section>
    </ContentPage>
  );
}
