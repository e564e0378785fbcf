import type { ReactNode } from 'react';
import { Seo } from '@/seo/Seo';
import { SiteLink } from '@/ui/SiteLink';
import * as styles from './Forums.css';

type ForumSubpageHeaderProps = {
  path: string;
  title: string;
  intro: string;
  /** Actions beside the title, such as 'Start a topic'. */
  children?: ReactNode;
};

/** The head of a forum board or member list: its SEO, the way back to the forums, its title. */
export function ForumSubpageHeader({ path, title, intro, children }: ForumSubpageHeaderProps) {
  return (
    <>
      <Seo
        title={`${title} | Community Forums`}
        description={intro}
        path={path}
        breadcrumbs={[
          { name: 'Home', url: '/' },
          { name: 'Forums', url: '/forums' },
          { name: title, url: path },
        ]}
      />
      <SiteLink href="/forums">← Back to Forums</SiteLink>
      <div className={styles.row}>
        <div>
          <h1>{title}</h1>
          <p className={styles.muted}>{intro}</p>
        </div>
        {children}
      </div>
    </>
  );
}
