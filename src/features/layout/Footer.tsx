import { Link, linkOptions } from '@tanstack/react-router';
import { now } from '@/lib/clock';
import { site } from '@/seo/site';
import { container } from '@/styles/utilities.css';
import * as styles from './Footer.css';

export const FOOTER_NAV = [
  {
    heading: 'Explore',
    links: linkOptions([
      { to: '/locations', label: 'Locations' },
      { to: '/guides', label: 'Ginger Guides' },
      { to: '/articles', label: 'Articles' },
      { to: '/jobs', label: 'Jobs & Careers' },
    ]),
  },
  {
    heading: 'Community',
    links: linkOptions([
      { to: '/forums', label: 'Forums' },
      { to: '/dating', label: 'Dating & Personals' },
      { to: '/community', label: 'Community hub' },
      { to: '/forums/guidelines', label: 'Community guidelines' },
    ]),
  },
  {
    heading: 'For business',
    links: linkOptions([
      { to: '/advertise', label: 'Advertise for free' },
      { to: '/post-job', label: 'Post a job' },
      { to: '/employer-packages', label: 'Employer packages' },
      { to: '/premium', label: 'Premium membership' },
    ]),
  },
  {
    heading: 'About',
    links: linkOptions([
      { to: '/submit-guide', label: 'Submit a guide' },
      { to: '/contact', label: 'Contact us' },
      { to: '/terms', label: 'Terms of service' },
      { to: '/privacy', label: 'Privacy policy' },
    ]),
  },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.grid}>
          <div>
            <p className={styles.heading}>{site.name}</p>
            <p className={styles.tagline}>{site.tagline}</p>
          </div>
          {FOOTER_NAV.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <p className={styles.heading}>{group.heading}</p>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {/* The year is the clock's: build-time HTML may be from last year. */}
        <p className={styles.legal} suppressHydrationWarning>
          © {now().getFullYear()} {site.name}. Made for travellers, expats and digital nomads in
          Asia.
        </p>
      </div>
    </footer>
  );
}
