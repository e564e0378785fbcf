import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { favoriteKeys, favoritesQueryOptions } from '@/api/favorites';
import { createTravelList } from '@/api/travelLists';
import type { Favorite, TravelList } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { countOf } from '@/lib/format';
import { sitePathLink } from '@/lib/urls';
import { Seo } from '@/seo/Seo';
import { ButtonLink } from '@/ui/ButtonLink';
import { Checkbox } from '@/ui/Checkbox';
import { Confirmation } from '@/ui/Confirmation';
import { EmptyState } from '@/ui/EmptyState';
import { firstError } from '@/ui/form/firstError';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FieldMessages } from '@/ui/FieldMessages';
import { FormShell } from '@/ui/FormShell';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Favorites.css';
import { listFields } from './listFields';

const listSchema = v.object({
  ...listFields,
  favorite_ids: v.pipe(v.array(v.number()), v.minLength(1, 'Choose at least one saved place')),
});

function NewListForm({
  saved,
  onCreated,
}: {
  saved: Favorite[];
  onCreated: (list: TravelList) => void;
}) {
  const server = useServerErrors();
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: { name: '', description: '', favorite_ids: [] as number[] },
    ...checkedBy(listSchema),
    onSubmit: async ({ value }) => {
      const valid = v.parse(listSchema, value);
      await server.attempt(async () => {
        const list = { ...valid, description: valid.description || null };
        onCreated(await submit((key) => createTravelList(list, key)));
      });
    },
  });
  return (
    <FormShell
      form={form}
      label="New travel list"
      className={styles.form}
      server={server}
      submitLabel="Create List"
      pendingLabel="Creating..."
    >
      <form.AppField name="name">
        {(field) => <field.TextField label="List name" placeholder="e.g. Winter in Vietnam" />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextArea label="Description (optional)" rows={3} />}
      </form.AppField>
      <form.Field name="favorite_ids">
        {(field) => {
          const error = firstError(field.state.meta.errors) ?? server.forField('favorite_ids');
          return (
            <fieldset
              className={styles.choices}
              aria-describedby={error ? 'places-error' : undefined}
            >
              <legend>Places on this list</legend>
              {saved.map((favorite) => (
                <Checkbox
                  key={favorite.id}
                  label={favorite.title}
                  checked={field.state.value.includes(favorite.id)}
                  onBlur={field.handleBlur}
                  onChange={(event) =>
                    field.handleChange(
                      event.target.checked
                        ? [...field.state.value, favorite.id]
                        : field.state.value.filter((id) => id !== favorite.id),
                    )
                  }
                />
              ))}
              <FieldMessages error={error} errorId="places-error" />
            </fieldset>
          );
        }}
      </form.Field>
    </FormShell>
  );
}

/** /lists/new (members): a named list made of some saved places. */
const NOTHING_SAVED = (
  <EmptyState
    title="Save some places first."
    description="Lists are made of the destinations, jobs and articles you save."
    action={<ButtonLink to="/locations">Explore destinations</ButtonLink>}
  />
);

export function NewListPage() {
  const favorites = useQuery(favoritesQueryOptions());
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<TravelList | null>(null);

  function showCreated(list: TravelList) {
    setCreated(list);
    void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
  }

  function body() {
    if (created)
      return (
        <Confirmation
          title="List created"
          message={`${created.name} holds ${countOf(created.items.length, 'place')}.`}
        >
          <ul>
            {created.items.map((item) => {
              const link = sitePathLink(item.path);
              return (
                <li key={item.id}>{link ? <Link {...link}>{item.title}</Link> : item.title}</li>
              );
            })}
          </ul>
          <ButtonLink to="/lists" variant="secondary">
            See all your travel lists
          </ButtonLink>
        </Confirmation>
      );
    return (
      <QueryResult
        query={favorites}
        what="your saved places"
        empty={NOTHING_SAVED}
        isEmpty={({ data }) => data.length === 0}
      >
        {({ data }) => <NewListForm saved={data} onCreated={showCreated} />}
      </QueryResult>
    );
  }

  return (
    <div className={styles.page}>
      <Seo title="New travel list" path="/lists/new" noindex />
      <div>
        <h1>New travel list</h1>
        <p className={styles.muted}>Group saved places into a named list for your next trip.</p>
      </div>
      {body()}
    </div>
  );
}
