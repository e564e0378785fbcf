import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Reset password',
  component: AppAt,
  play: settle,
  args: { path: '/reset-password?token=3f9c2a7d41e04b8a9c6d2e1f0a7b5c3d' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Where a reset link leads, /reset-password?token=…: the form, the passwords not matching, the password changed, a link already used or expired, a link without its code, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a new password and its confirmation, and saves. */
function saves(password: string, confirmation: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), password);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), confirmation);
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  };
}

export const Form: Story = {};
export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    await saves('Lanterns-42!', 'Lanterns-43!')!(context);
    await expect(
      await within(context.canvasElement).findByText("Passwords don't match"),
    ).toBeVisible();
  },
};
export const Changed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/reset-password', () =>
          HttpResponse.json({
            message: 'Your password has been changed. Sign in with your new password.',
          }),
        ),
      ],
    },
  },
  play: async (context) => {
    await saves('Lanterns-42!', 'Lanterns-42!')!(context);
    await expect(
      await within(context.canvasElement).findByText(/Your password has been changed/),
    ).toBeVisible();
  },
};
export const LinkUsedOrExpired: Story = {
  play: async (context) => {
    await saves('Lanterns-42!', 'Lanterns-42!')!(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(
      /expired or was already used/,
    );
  },
};
export const LinkWithoutItsCode: Story = { args: { path: '/reset-password' } };
