import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/ui/Button';
import { Icon, ICON_NAMES } from '@/ui/Icon';

const meta = { title: 'UI/Icon', component: Icon, args: { name: 'heart' } } satisfies Meta<
  typeof Icon
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Heart: Story = {};

/** Every symbol, at the size and in the colour of the text beside it. */
export const AllSymbols: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {ICON_NAMES.map((name) => (
        <li key={name}>
          <Icon name={name} /> {name}
        </li>
      ))}
    </ul>
  ),
};

/** Beside a label, as the pages use them. */
export const InButtons: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="secondary" size="sm">
        <Icon name="heart" /> Save
      </Button>
      <Button size="sm">
        <Icon name="heartFilled" /> Saved
      </Button>
      <Button variant="secondary">
        Apply Now <Icon name="external" />
      </Button>
    </p>
  ),
};
