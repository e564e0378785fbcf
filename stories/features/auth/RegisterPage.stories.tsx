import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Sign up',
  component: AppAt,
  play: settle,
  args: { path: '/register' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Signing up at /register: the empty form, invalid input, a strong password, submitting, an email already taken, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvasElement: HTMLElement,
  values: { name: string; email: string; password: string; confirmation: string; terms: boolean },
) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Full name'), values.name);
  await userEvent.type(canvas.getByLabelText('Email address'), values.email);
  await userEvent.type(canvas.getByLabelText('Password'), values.password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), values.confirmation);
  if (values.terms)
    await userEvent.click(canvas.getByLabelText('I accept the terms and conditions'));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

export const Idle: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      name: 'N',
      email: 'nina@',
      password: 'Lanterns-42',
      confirmation: 'other',
      terms: false,
    });
    await expect(await canvas.findByText("Passwords don't match")).toBeInTheDocument();
  },
};

export const StrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'Lanterns-42!');
    await expect(canvas.getByText('Password strength: Strong')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: {
    loading: true,
    msw: { handlers: [http.post('*/api/auth/register', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      name: 'Nina',
      email: 'nina@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      name: 'Emma',
      email: 'explorer@ginger.example',
      password: 'Lanterns-42',
      confirmation: 'Lanterns-42',
      terms: true,
    });
    await expect(
      await canvas.findByText('The email has already been taken.', {
        selector: 'div[role="alert"]',
      }),
    ).toBeInTheDocument();
  },
};
