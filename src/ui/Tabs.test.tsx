import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'overview', label: 'Overview' },
  { id: 'costs', label: 'Cost of Living' },
  { id: 'visa', label: 'Visa Info' },
] as const;

function Example() {
  const [selected, setSelected] = useState<(typeof ITEMS)[number]['id']>('overview');
  return (
    <Tabs label="Guide sections" items={ITEMS} selected={selected} onSelect={setSelected}>
      <p>Panel: {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Panel: overview');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cost of Living' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: costs');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Visa Info' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Visa Info' })).toHaveAttribute('tabindex', '-1');
  });
});
