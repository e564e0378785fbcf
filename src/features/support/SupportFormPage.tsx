import type { AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Seo, type SeoProps } from '@/seo/Seo';
import { Confirmation } from '@/ui/Confirmation';
import type { ServerErrors } from '@/ui/form/serverErrors';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Support.css';

type SupportFormPageProps = {
  seo: SeoProps;
  heading: string;
  intro: ReactNode;
  /** The team's answer once the form is sent: it takes the form's place. */
  answer: string | null;
  answerTitle: string;
  /** Where to go once it is sent. */
  next: ReactNode;
  form: AnyFormApi;
  server: ServerErrors;
  formLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/** A page that writes to the team (a message, a guide): its intro, the form, then the answer. */
export function SupportFormPage({
  seo,
  heading,
  intro,
  answer,
  answerTitle,
  next,
  form,
  server,
  formLabel,
  submitLabel,
  pendingLabel,
  children,
}: SupportFormPageProps) {
  return (
    <div className={styles.page}>
      <Seo {...seo} />
      <div className={styles.intro}>
        <h1>{heading}</h1>
        <p className={styles.muted}>{intro}</p>
      </div>
      {answer ? (
        <Confirmation title={answerTitle} message={answer}>
          {next}
        </Confirmation>
      ) : (
        <FormShell
          form={form}
          label={formLabel}
          className={styles.form}
          server={server}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
        >
          {children}
        </FormShell>
      )}
    </div>
  );
}
