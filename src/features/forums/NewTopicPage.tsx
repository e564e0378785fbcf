import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { createForumTopic, forumCategoriesQueryOptions, forumKeys } from '@/api/forums';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Seo } from '@/seo/Seo';
import { ErrorState } from '@/ui/ErrorState';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import { Spinner } from '@/ui/Spinner';
import * as styles from './Forums.css';
import { MarkdownPreview, PreviewButton } from './MarkdownPreview';

const MAX_CONTENT = 5000;
const MAX_TAGS = 5;
const MAX_TAG_LENGTH = 30;

/** 'visa, Bangkok ,, food' → ['visa', 'Bangkok', 'food'] */
function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const newTopicSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(5, 'Give your topic a title of at least 5 characters'),
    v.maxLength(150, 'Keep the title under 150 characters'),
  ),
  category: v.pipe(v.string(), v.minLength(1, 'Choose a category')),
  tags: v.pipe(
    v.string(),
    v.check((text) => parseTags(text).length <= MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
    v.check(
      (text) => parseTags(text).every((tag) => tag.length <= MAX_TAG_LENGTH),
      `Keep each tag under ${MAX_TAG_LENGTH} characters`,
    ),
  ),
  content: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(20, 'Write at least 20 characters so others can help'),
    v.maxLength(MAX_CONTENT, `Keep your post under ${MAX_CONTENT} characters`),
  ),
});

function NewTopicForm({ categories }: { categories: { value: string; label: string }[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const server = useServerErrors();
  const [preview, setPreview] = useState(false);
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: { title: '', category: '', tags: '', content: '' },
    ...checkedBy(newTopicSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const topic = {
          title: value.title.trim(),
          category: value.category,
          tags: parseTags(value.tags),
          content: value.content.trim(),
        };
        const id = await submit((key) => createForumTopic(topic, key));
        await queryClient.invalidateQueries({ queryKey: forumKeys.all });
        await navigate({ to: '/forums/topic/$id', params: { id } });
      });
    },
  });
  return (
    <FormShell
      form={form}
      label="New topic"
      className={styles.topicForm}
      server={server}
      submitLabel="Post Topic"
      pendingLabel="Posting..."
    >
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppField name="category">
        {(field) => (
          <field.Select
            label="Category"
            options={[{ value: '', label: 'Select a category...' }, ...categories]}
          />
        )}
      </form.AppField>
      <form.AppField name="tags">
        {(field) => (
          <field.TextField
            label="Tags (optional)"
            hint={`Up to ${MAX_TAGS}, separated by commas, e.g. visa, bangkok`}
          />
        )}
      </form.AppField>
      <form.AppField name="content">
        {(field) => (
          <>
            <field.TextArea
              label="Your post (markdown supported)"
              rows={10}
              hint={`${field.state.value.length} / ${MAX_CONTENT} characters`}
            />
            <div className={styles.row}>
              <PreviewButton shown={preview} onToggle={() => setPreview((shown) => !shown)} />
            </div>
            <MarkdownPreview shown={preview} source={field.state.value} />
          </>
        )}
      </form.AppField>
    </FormShell>
  );
}

export function NewTopicPage() {
  const categories = useQuery(forumCategoriesQueryOptions());
  return (
    <div className={styles.page}>
      <Seo title="Start a topic" path="/forums/new-topic" noindex />
      <h1>Start a topic</h1>
      <p className={styles.muted}>
        Ask a question or share what you know. Be kind, stay on topic and keep personal details
        private.
      </p>
      {categories.isPending ? <Spinner label="Loading categories..." /> : null}
      {categories.isError ? (
        <ErrorState
          message="We could not load the forum categories. Please try again."
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {categories.isSuccess ? (
        <NewTopicForm
          categories={categories.data
            .filter((category) => category.id !== 'all')
            .map((category) => ({ value: category.id, label: category.name }))}
        />
      ) : null}
    </div>
  );
}
