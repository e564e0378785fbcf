import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobCard } from '@/features/jobs/JobCard';
import { sampleJobs } from '@/features/jobs/sampleJobs';
import { withRouter } from '../../support/withRouter';
import { storyTime } from '../../support/storyTime';
import type { JobSummary } from '@/api/generated';

const samples: JobSummary[] = sampleJobs(new Date(storyTime.daysAgo(3)));
const featured = samples[0]!;
const job = samples[1]!;

const meta = {
  title: 'Jobs/Job card',
  component: JobCard,
  decorators: [withRouter],
  args: { job: { ...job, id: 7 } },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Remote: Story = {};
export const OneCountryRemote: Story = {
  args: { job: { ...job, id: 7, applicant_locations: ['Philippines'] } },
};
export const FeaturedWithVisa: Story = {
  args: { job: { ...featured, id: 8, featured: true, visa_sponsorship: true } },
};
export const NoSalary: Story = {
  args: { job: { ...job, id: 9, salary_min: null, salary_max: null } },
};
export const Sample: Story = { args: { job, sample: true } };
