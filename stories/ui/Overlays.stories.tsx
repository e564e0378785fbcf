import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/Button';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';
import { Dialog } from '@/ui/Dialog';
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

function DialogDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send Message</Button>
      <Dialog open={open} title="Send a message" onClose={() => setOpen(false)}>
        <p>Say hello and suggest a coffee somewhere public.</p>
      </Dialog>
    </>
  );
}

function ConfirmingDialogDemo({ confirmation }: { confirmation: string | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report</Button>
      <ConfirmingDialog
        open={open}
        title="Report Linh"
        confirmation={confirmation}
        onClose={() => setOpen(false)}
      >
        <p>The report form goes here.</p>
      </ConfirmingDialog>
    </>
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

export const DialogClosed: Story = { render: () => <DialogDemo initiallyOpen={false} /> };
export const DialogOpen: Story = { render: () => <DialogDemo initiallyOpen /> };
export const ConfirmingDialogForm: Story = {
  render: () => <ConfirmingDialogDemo confirmation={null} />,
};
export const ConfirmingDialogConfirmed: Story = {
  render: () => (
    <ConfirmingDialogDemo confirmation="Thank you. Our safety team will review this report." />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog opens (showModal) once it has rendered.
    await userEvent.click(await canvas.findByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
