import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/Button';
import { ConfirmingDialog } from '@/ui/ConfirmingDialog';

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

const meta = {
  title: 'UI/Confirming dialog',
  component: ConfirmingDialog,
} satisfies Meta<typeof ConfirmingDialog>;

export default meta;
type Story = StoryObj<typeof ConfirmingDialog>;

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
