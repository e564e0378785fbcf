import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';

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

const meta = { title: 'UI/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof Dialog>;

export const DialogClosed: Story = { render: () => <DialogDemo initiallyOpen={false} /> };
export const DialogOpen: Story = { render: () => <DialogDemo initiallyOpen /> };
