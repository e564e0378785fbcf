import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatList } from '@/ui/StatList';

const FIGURES = [
  { label: 'Members', value: '15.2k+' },
  { label: 'Countries', value: '23' },
  { label: 'Success rate', value: '94%' },
  { label: 'Monthly views', value: '850k+' },
];

const meta = {
  title: 'UI/Lists',
  component: StatList,
  args: { items: FIGURES },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stats: Story = {};
export const StatsSoft: Story = { args: { tone: 'soft' } };
export const StatsMobile: Story = { globals: { viewport: { value: 'mobile' } } };
