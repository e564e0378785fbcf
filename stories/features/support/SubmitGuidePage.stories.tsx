import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { failing } from '../../support/handlers';
import { screenParameters, settle, typeSender } from '../../support/screen';

const meta = {
  title: 'Screens/Submit guide',
  component: AppAt,
  play: settle,
  args: { path: '/submit-guide' },
  tags: ['autodocs'],
  parameters: screenParameters('Submitting a guide at /submit-guide: empty, failing.'),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitGuide: Story = {};
export const SubmitGuideFailed: Story = {
  parameters: { session: 'free', msw: { handlers: [failing('/guides/submissions', 500, 'post')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeSender(canvas, 'Emma Explorer', 'explorer@ginger.example');
    await userEvent.type(canvas.getByLabelText('City'), 'Hoi An');
    await userEvent.type(canvas.getByLabelText('Country'), 'Vietnam');
    await userEvent.type(canvas.getByLabelText('Guide title'), 'Hoi An beyond the old town');
    await userEvent.click(canvas.getByLabelText('Your guide (markdown supported)'));
    await userEvent.paste('Cycle through the rice fields of Tra Que at dawn. '.repeat(8));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Guide' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
