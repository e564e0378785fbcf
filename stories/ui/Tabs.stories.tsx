import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '@/ui/Tabs';

const TAB_ITEMS = [
  { id: 'overview', label: 'Overview' },
  { id: 'cost', label: 'Cost of Living' },
  { id: 'visa', label: 'Visa Info' },
] as const;

function TabsDemo() {
  const [selected, setSelected] = useState<(typeof TAB_ITEMS)[number]['id']>('overview');
  return (
    <Tabs label="Guide sections" items={TAB_ITEMS} selected={selected} onSelect={setSelected}>
      <p>Content of the {selected} tab.</p>
    </Tabs>
  );
}

const meta = { title: 'UI/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof Tabs>;

export const TabsDefault: Story = { render: () => <TabsDemo /> };

export const TabsKeyboard: Story = {
  render: () => <TabsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cost of Living' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
