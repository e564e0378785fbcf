import { site } from '@/seo/site';
import { container } from '@/styles/utilities.css';
import * as styles from './Footer.css';
import { FOOTER_NAV } from './navigation';
import { SiteLink } from '@/ui/SiteLink';

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
          © 2026 {site.name}. Made for travellers, expats and digital nomads in Asia.
        </p>
      </div>
    </footer>
  );
}
