import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Sign in',
  component: AppAt,
  play: settle,
  args: { path: '/login' },
  tags: ['autodocs'],
  parameters: screenParameters(
    'Signing in at /login: the empty form, invalid input, submitting, wrong credentials, too many attempts, the server down, and the phone layout.',
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const Idle: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'not-an-email', '123');
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: {
    loading: true,
    msw: { handlers: [http.post('*/api/auth/login', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'explorer@ginger.example', 'Explorer123!');
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'explorer@ginger.example', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  },
};

/** Too many wrong passwords: the server throttles the address and the form says how long to wait. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/login', () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '60' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'explorer@ginger.example', 'Explorer123!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 minute.',
    );
  },
};

export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'explorer@ginger.example', 'Explorer123!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  },
};
