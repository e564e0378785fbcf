import { now } from '@/lib/clock';
import { site } from '@/seo/site';
import { container } from '@/styles/utilities.css';
import * as styles from './Footer.css';
import { SiteLink } from '@/ui/SiteLink';

export const FOOTER_NAV = [
  {
    heading: 'Explore',
    links: [
      { href: '/locations', label: 'Locations' },
      { href: '/guides', label: 'Ginger Guides' },
      { href: '/articles', label: 'Articles' },
      { href: '/jobs', label: 'Jobs & Careers' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { href: '/forums', label: 'Forums' },
      { href: '/dating', label: 'Dating & Personals' },
      { href: '/community', label: 'Community hub' },
      { href: '/forums/guidelines', label: 'Community guidelines' },
    ],
  },
  {
    heading: 'For business',
    links: [
      { href: '/advertise', label: 'Advertise for free' },
      { href: '/post-job', label: 'Post a job' },
      { href: '/employer-packages', label: 'Employer packages' },
      { href: '/premium', label: 'Premium membership' },
    ],
  },
  {
    heading: 'About',
    links: [
      { href: '/submit-guide', label: 'Submit a guide' },
      { href: '/contact', label: 'Contact us' },
      { href: '/terms', label: 'Terms of service' },
      { href: '/privacy', label: 'Privacy policy' },
    ],
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
                  <li key={link.href}>
                    <SiteLink href={link.href} className={styles.link}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={styles.legal}>
          © {now().getFullYear()} {site.name}. Made for travellers, expats and digital nomads in
          Asia.
        </p>
      </div>
    </footer>
  );
}
