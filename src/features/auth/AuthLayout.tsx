import type { ReactNode } from 'react';
import { Seo, type SeoProps } from '@/seo/Seo';
import * as styles from './AuthPage.css';
import { LegalLinks } from './LegalLinks';
import { SocialButtons } from './SocialButtons';

type AuthLayoutProps = {
  seo: SeoProps;
  heading: string;
  lead: string;
  /** The way to the other page of the pair (sign in, join). */
  otherWay: ReactNode;
  /** What the legal links say they apply to ('signing in'). */
  legalAction: string;
  /** Beside the form: why join. */
  aside: ReactNode;
  /** The form. */
  children: ReactNode;
};

/** The sign-in and join pages: the form in its card, the social buttons and the legal links. */
export function AuthLayout({
  seo,
  heading,
  lead,
  otherWay,
  legalAction,
  aside,
  children,
}: AuthLayoutProps) {
  return (
    <div className={styles.layout}>
      <Seo {...seo} />
      <div className={styles.formCard}>
        <h1>{heading}</h1>
        <p className={styles.small}>{lead}</p>
        <SocialButtons />
        {children}
        <p className={styles.small}>{otherWay}</p>
        <LegalLinks action={legalAction} />
      </div>
      <div className={styles.intro}>{aside}</div>
    </div>
  );
}
