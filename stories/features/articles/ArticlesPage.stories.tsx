import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Articles',
  component: AppAt,
  play: settle,
  args: { path: '/articles' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The articles at /articles: all of them, one category, an unknown category, questions and answers, the last page and a page past it, loading, no articles at all, the list failing to load, signed in as an Explorer (save buttons), and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const noArticles = http.get('*/api/content', () =>
  HttpResponse.json({ data: [], meta: { total: 0, per_page: 12, current_page: 1, last_page: 1 } }),
);

export const AllArticles: Story = {};
export const Category: Story = { args: { path: '/articles?category=food-culture' } };
/** A category the site doesn't have: a real not-found page. */
export const UnknownCategory: Story = { args: { path: '/articles?category=narnia' } };
export const QuestionsAndAnswers: Story = { args: { path: '/articles?type=qa' } };
export const LastPage: Story = { args: { path: '/articles?page=14' } };
export const PastTheLastPage: Story = { args: { path: '/articles?page=99' } };
export const Loading: Story = { parameters: stillLoading('/content') };
export const Empty: Story = { parameters: { msw: { handlers: [noArticles] } } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/content', 400)] } } };
export const SignedIn: Story = { parameters: { session: 'free' } };
