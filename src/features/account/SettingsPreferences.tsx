import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountSettingsQueryOptions, updateAccountSettings } from '@/api/account';
import type { AccountSettings, NotificationPreferences, ProfileVisibility } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { labelledValues } from '@/lib/labels';
import { useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { QueryResult } from '@/ui/QueryResult';
import * as accountStyles from './Account.css';
import * as styles from './Settings.css';

const NOTIFICATION_LABELS: Record<keyof NotificationPreferences, string> = {
  forum_replies: 'Replies to my forum topics',
  messages: 'New private messages',
  job_alerts: 'New jobs in places I saved',
  newsletter: 'The monthly Ginger newsletter',
};

const NOTIFICATIONS = labelledValues(NOTIFICATION_LABELS);

const VISIBILITY_CHOICES: Array<{ value: ProfileVisibility; label: string; hint: string }> = [
  {
    value: 'public',
    label: 'Everyone',
    hint: 'Visitors and members see you in the member directory.',
  },
  {
    value: 'members',
    label: 'Members only',
    hint: 'Only signed-in members see you in the member directory.',
  },
  {
    value: 'hidden',
    label: 'Hidden',
    hint: 'You are left out of the member directory.',
  },
];

function NotificationsForm({ email, settings }: { email: string; settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const server = useServerErrors();
  const [saved, setSaved] = useState(false);
  const form = useAppForm({
    defaultValues: settings.notifications,
    listeners: { onChange: () => setSaved(false) },
    onSubmit: async ({ value }) => {
      setSaved(false);
      await server.attempt(async () => {
        await updateAccountSettings(queryClient, { notifications: value });
        setSaved(true);
      });
    },
  });
  return (
    <FormShell
      form={form}
      labelledBy="notifications-heading"
      heading={
        <>
          <h2 id="notifications-heading">Email notifications</h2>
          <p className={styles.muted}>
            Choose what we email to <bdi>{email}</bdi>. Messages about your account and payments are
            always sent.
          </p>
        </>
      }
      className={accountStyles.formCard}
      server={server}
      success={saved ? 'Your email preferences have been saved.' : null}
      submitLabel="Save email preferences"
      pendingLabel="Saving..."
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Email me about</legend>
        {NOTIFICATIONS.map((name) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.Checkbox label={NOTIFICATION_LABELS[name]} />}
          </form.AppField>
        ))}
      </fieldset>
    </FormShell>
  );
}

function VisibilityForm({ settings }: { settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const server = useServerErrors();
  const [saved, setSaved] = useState(false);
  const ids = useId();
  const form = useAppForm({
    defaultValues: { profile_visibility: settings.profile_visibility },
    listeners: { onChange: () => setSaved(false) },
    onSubmit: async ({ value }) => {
      setSaved(false);
      await server.attempt(async () => {
        await updateAccountSettings(queryClient, value);
        setSaved(true);
      });
    },
  });
  return (
    <FormShell
      form={form}
      labelledBy="visibility-heading"
      heading={<h2 id="visibility-heading">Profile visibility</h2>}
      className={accountStyles.formCard}
      server={server}
      success={saved ? 'Your profile visibility has been saved.' : null}
      submitLabel="Save visibility"
      pendingLabel="Saving..."
    >
      <form.Field name="profile_visibility">
        {(field) => (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>Who can see your profile</legend>
            {VISIBILITY_CHOICES.map((choice) => {
              const id = `${ids}-${choice.value}`;
              return (
                <div key={choice.value} className={styles.choice}>
                  <input
                    type="radio"
                    id={id}
                    name={field.name}
                    value={choice.value}
                    className={styles.choiceInput}
                    checked={field.state.value === choice.value}
                    aria-describedby={`${id}-hint`}
                    onChange={() => field.handleChange(choice.value)}
                  />
                  <label htmlFor={id} className={styles.choiceLabel}>
                    {choice.label}
                  </label>
                  <p id={`${id}-hint`} className={styles.choiceHint}>
                    {choice.hint}
                  </p>
                </div>
              );
            })}
          </fieldset>
        )}
      </form.Field>
    </FormShell>
  );
}

/** The member's email preferences and profile visibility, each saved on its own. */
export function SettingsPreferences({ email }: { email: string }) {
  const query = useQuery(accountSettingsQueryOptions());
  if (query.isSuccess) {
    return (
      <>
        <NotificationsForm email={email} settings={query.data} />
        <VisibilityForm settings={query.data} />
      </>
    );
  }
  return (
    <section aria-labelledby="preferences-heading" className={styles.placeholderCard}>
      <h2 id="preferences-heading">Email notifications and privacy</h2>
      <QueryResult
        query={query}
        loading="Loading your email and privacy settings..."
        error="Your email and privacy settings could not be loaded."
      >
        {() => null}
      </QueryResult>
    </section>
  );
}
