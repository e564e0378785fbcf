import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '@/ui/Pagination';
import { Tabs } from '@/ui/Tabs';

function PaginationDemo({ initialPage, lastPage }: { initialPage: number; lastPage: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} lastPage={lastPage} onPageChange={setPage} />;
}

const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
  args: { initialPage: 1, lastPage: 14 },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { initialPage: 8 } };
export const LastPage: Story = { args: { initialPage: 14 } };
export const FewPages: Story = { args: { lastPage: 3 } };

export const MovesTheWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toBeInTheDocument();
  },
};

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
