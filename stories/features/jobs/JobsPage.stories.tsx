import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { JobListResponse } from '@/api/generated';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Jobs',
  component: AppAt,
  play: settle,
  args: { path: '/jobs' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'The jobs at /jobs: loaded, remote tech jobs with visa sponsorship, jobs open to applicants in Vietnam, sorted by salary, loading, no match, the sample board shown while the board is empty, failing to load, signed in as an Explorer (save buttons), the phone layout, and on a phone with its filters unfolded.',
  ),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const emptyBoard = http.get('*/api/jobs', () =>
  HttpResponse.json({
    data: [],
    meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
    available_filters: { country: [] },
  } satisfies JobListResponse),
);

export const Loaded: Story = {};
export const RemoteTechWithVisa: Story = {
  args: { path: '/jobs?type=tech&remote=true&visa=true' },
};
export const OpenToApplicantsInVietnam: Story = {
  args: { path: '/jobs?location=remote&applicant=Vietnam' },
};
export const SortedBySalary: Story = { args: { path: '/jobs?sort=salary' } };
export const Loading: Story = { parameters: stillLoading('/jobs') };
export const NoMatch: Story = { args: { path: '/jobs?search=zzzz' } };
export const SampleFallback: Story = { parameters: { msw: { handlers: [emptyBoard] } } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [failing('/jobs', 400)] } } };
export const SignedIn: Story = { parameters: { session: 'free' } };
export const MobileFiltersOpen: Story = {
  args: { path: '/jobs?type=tech' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters (1 active)' }));
    await expect(canvas.getByLabelText('Type')).toHaveValue('tech');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
