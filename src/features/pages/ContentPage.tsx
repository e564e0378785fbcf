import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PagePath } from '@/lib/urls';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { Markdown } from '@/ui/Markdown';
import * as styles from './Pages.css';
import { DateText } from '@/ui/DateText';

export type ContentPageData = {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** ISO date of the last change, for legal pages. */
  updated?: string;
  /** Simple markdown: '##' headings, '-' bullets, '**bold**' lines, paragraphs. */
  body: string;
  actions?: ReadonlyArray<{ to: PagePath; label: string }>;
};

/** A page of prose: title, optional date, body and the calls to action under it. */
export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  const crumbs = [
    ...(page.path.startsWith('/forums/') ? [{ name: 'Forums', url: '/forums' }] : []),
    { name: page.title, url: page.path },
  ];
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <Seo
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        path={page.path}
        breadcrumbs={crumbs}
      />
      <header className={styles.prose}>
        <h1 id="page-title">{page.title}</h1>
        {page.updated ? (
          <p className={styles.muted}>
            Last updated <DateText value={page.updated} />
          </p>
        ) : null}
      </header>
      <div className={styles.prose}>
        <Markdown source={page.body} />
      </div>
      {children}
      {page.actions?.length ? (
        <p className={styles.actions}>
          {page.actions.map((action, index) => (
            <Link
              key={action.to}
              to={action.to}
              className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
            >
              {action.label}
            </Link>
          ))}
        </p>
      ) : null}
    </article>
  );
}
