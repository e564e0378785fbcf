import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '@/ui/Pagination';

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
