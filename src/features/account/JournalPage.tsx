import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { errorBannerMessage } from '@/api/errors';
import {
  createJournalEntry,
  deleteJournalEntry,
  journalKeys,
  journalQueryOptions,
} from '@/api/journal';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { photoFile, readAsDataUrl } from '@/ui/form/PhotoField';
import { FormShell } from '@/ui/FormShell';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Account.css';
import { RequireTier } from './RequireTier';
import { now as clockNow } from '@/lib/clock';
import { DateText } from '@/ui/DateText';

const NOTES_LIMIT = 5000;

const entrySchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Give your entry a title'),
    v.maxLength(120, 'Keep the title under 120 characters'),
  ),
  place: v.pipe(v.string(), v.maxLength(120, 'Keep the place under 120 characters')),
  visited_on: v.pipe(v.string(), v.isoDate('Choose the date of your visit')),
  notes: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Write a few words about it'),
    v.maxLength(NOTES_LIMIT, `Keep your notes under ${NOTES_LIMIT} characters`),
  ),
  photo: photoFile,
});

/** Today in the member's own time zone, as YYYY-MM-DD (en-CA formats dates that way). */
const today = () => clockNow().toLocaleDateString('en-CA');

function NewEntryForm() {
  const queryClient = useQueryClient();
  const server = useServerErrors();
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: {
      title: '',
      place: '',
      visited_on: today(),
      notes: '',
      photo: null as File | null,
    },
    ...checkedBy(entrySchema),
    onSubmit: async ({ value, formApi }) => {
      await server.attempt(async () => {
        const entry = {
          ...value,
          title: value.title.trim(),
          notes: value.notes.trim(),
          place: value.place.trim() || undefined,
          photo: value.photo ? await readAsDataUrl(value.photo) : null,
        };
        await submit((key) => createJournalEntry(entry, key));
        await queryClient.invalidateQueries({ queryKey: journalKeys.all });
        formApi.reset();
      });
    },
  });
  return (
    <FormShell
      form={form}
      labelledBy="new-entry"
      heading={<h2 id="new-entry">Add an entry</h2>}
      className={styles.formCard}
      server={server}
      submitLabel="Save entry"
      pendingLabel="Saving..."
    >
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppField name="place">
        {(field) => <field.TextField label="Place (optional)" />}
      </form.AppField>
      <form.AppField name="visited_on">
        {(field) => <field.TextField label="Date of your visit" type="date" />}
      </form.AppField>
      <form.AppField name="notes">
        {(field) => (
          <field.TextArea
            label="Notes"
            hint={`${field.state.value.length} / ${NOTES_LIMIT} characters`}
          />
        )}
      </form.AppField>
      <form.AppField name="photo">
        {(field) => <field.PhotoField label="Photo (optional)" />}
      </form.AppField>
    </FormShell>
  );
}

function Entries() {
  const queryClient = useQueryClient();
  const journal = useQuery(journalQueryOptions());
  const remove = useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
  return (
    <QueryResult
      query={journal}
      what="your journal"
      empty={
        <EmptyState
          title="Your journal is empty"
          description="Write your first entry: where you went, what you ate, who you met."
        />
      }
    >
      {(entries) => (
        <>
          {remove.isError ? <Alert tone="error">{errorBannerMessage(remove.error)}</Alert> : null}
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card as="article" aria-labelledby={`entry-${entry.id}`}>
                  {entry.photo ? (
                    <img
                      src={entry.photo}
                      alt={`Your photo of ${entry.title}`}
                      className={styles.entryPhoto}
                      width={640}
                      height={360}
                      loading="lazy"
                    />
                  ) : null}
                  <h3 id={`entry-${entry.id}`}>{entry.title}</h3>
                  <p className={styles.muted}>
                    <DateText value={entry.visited_on} />
                    {entry.place ? ` · ${entry.place}` : ''}
                  </p>
                  <p>{entry.notes}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(entry.id)}
                    aria-label={`Delete ${entry.title}`}
                  >
                    Delete
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryResult>
  );
}

export function JournalPage() {
  return (
    <div className={styles.page}>
      <Seo title="Travel Journal" path="/journal" noindex />
      <h1>Travel Journal</h1>
      <RequireTier tier="premium">
        <p className={styles.muted}>
          Your trips, in your words and photos. Only you can see your journal.
        </p>
        <NewEntryForm />
        <section aria-label="Your entries">
          <Entries />
        </section>
      </RequireTier>
    </div>
  );
}
