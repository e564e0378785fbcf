import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Advertise',
  component: AppAt,
  play: settle,
  args: { path: '/advertise' },
  tags: ['autodocs'],
  parameters: screenParameters('Advertising at /advertise: the offer on a desktop and a phone.'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
export const OfferMobile: Story = { globals: { viewport: { value: 'mobile' } } };
