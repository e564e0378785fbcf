import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Menu } from '@/ui/Menu';

function MenuDemo() {
  return (
    <Menu trigger="Account" triggerLabel="Account menu">
      {(close) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <li>
            <button type="button" onClick={close}>
              My Adventures
            </button>
          </li>
          <li>
            <button type="button" onClick={close}>
              Sign out
            </button>
          </li>
        </ul>
      )}
    </Menu>
  );
}

const meta = { title: 'UI/Overlays', component: MenuDemo } satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuClosed: Story = {};

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const MenuEscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
