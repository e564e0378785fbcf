import type { ReactNode } from 'react';
import { Seo } from '@/seo/Seo';
import * as styles from './Forums.css';
import { BackLink } from '@/ui/BackLink';

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
          { name: 'Forums', url: '/forums' },
          { name: title, url: path },
        ]}
      />
      <BackLink to="/forums">Back to Forums</BackLink>
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
