import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Insider guides',
  component: AppAt,
  play: settle,
  args: { path: '/insider' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'Insider guides at /insider: previews for a visitor, whole for an Adventurer, none yet, loading, failing, on a phone.',
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Adventurer: Story = { parameters: { session: 'premium' } };
export const NoneYet: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/insider-guides', () => HttpResponse.json({ data: [] }))] },
  },
};
export const Loading: Story = { parameters: stillLoading('/insider-guides') };
export const Failing: Story = { parameters: { msw: { handlers: [failing('/insider-guides')] } } };
