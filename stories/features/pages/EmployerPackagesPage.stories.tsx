import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Employer packages',
  component: AppAt,
  play: settle,
  args: { path: '/employer-packages' },
  tags: ['autodocs'],
  parameters: screenParameters('The employer packages at /employer-packages.'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmployerPackages: Story = {};
