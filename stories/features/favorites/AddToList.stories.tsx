import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Add to list',
  component: AppAt,
  play: settle,
  args: { path: '/locations/thailand/chiang-mai' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      "Add to list on a destination's page, opened by an Adventurer: the lists to add it to.",
    ),
    session: 'premium',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const AddToListOnADestination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to list: Chiang Mai' }));
    await expect(
      await canvas.findByRole('button', { name: 'Add to Where to work next' }),
    ).toBeVisible();
  },
};
