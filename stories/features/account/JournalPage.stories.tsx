import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing, stillLoading } from '../../support/handlers';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Journal',
  component: AppAt,
  play: settle,
  args: { path: '/journal' },
  tags: ['autodocs'],
  parameters: {
    ...screenParameters(
      'The journal at /journal: an Explorer asked to upgrade, an Adventurer, no entry yet, a photo chosen, a photo of the wrong kind, loading, failing.',
    ),
    session: 'free',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const JournalExplorerUpgradeRequired: Story = {};
export const JournalAdventurer: Story = { parameters: { session: 'premium' } };
export const JournalLoading: Story = {
  parameters: { session: 'premium', ...stillLoading('/journal/entries') },
};
export const JournalError: Story = {
  parameters: { session: 'premium', msw: { handlers: [failing('/journal/entries')] } },
};
export const JournalEmpty: Story = {
  parameters: {
    session: 'premium',
    msw: { handlers: [http.get('*/api/journal/entries', () => HttpResponse.json({ data: [] }))] },
  },
};

/** A 1×1 PNG: the photo a member picks. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export const JournalPhotoChosen: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      await canvas.findByLabelText('Photo (optional)'),
      new File([PNG], 'ferry.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  },
};
export const JournalPhotoOfTheWrongKind: Story = {
  parameters: { session: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      await canvas.findByLabelText('Photo (optional)'),
      new File(['GIF89a'], 'ferry.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
  },
};
