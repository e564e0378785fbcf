import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMoreButton } from '@/ui/LoadMoreButton';

const meta = {
  title: 'UI/Load more button',
  component: LoadMoreButton,
} satisfies Meta<typeof LoadMoreButton>;

export default meta;
type Story = StoryObj<typeof LoadMoreButton>;

const pages = (over: { hasNextPage?: boolean; isFetchingNextPage?: boolean }) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: fn(async () => undefined),
  ...over,
});

export const LoadMore: Story = {
  render: () => <LoadMoreButton pages={pages({})} label="Load More Profiles" />,
};
export const LoadMoreLoading: Story = {
  render: () => (
    <LoadMoreButton pages={pages({ isFetchingNextPage: true })} label="Load More Profiles" />
  ),
};
