import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';
import { user } from '@/test/user';

const ITEMS = [
  { id: 'overview', label: 'Overview' },
  { id: 'costs', label: 'Cost of Living' },
  { id: 'visa', label: 'Visa Info' },
] as const;

type TabId = (typeof ITEMS)[number]['id'];

function Example({ first = 'overview' }: { first?: TabId }) {
  const [selected, setSelected] = useState<TabId>(first);
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
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cost of Living' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel: costs');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Visa Info' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Visa Info' })).toHaveAttribute('tabindex', '-1');
  });

  it('scrolls a tab past the edge of a narrow list into sight, sideways', async () => {
    // A 200 px list of 110 px tabs, 120 px apart (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const list = this.parentElement!;
      const left = [...list.children].indexOf(this) * 120 - list.scrollLeft;
      return this.role === 'tab'
        ? DOMRect.fromRect({ x: left, width: 110, height: 44 })
        : DOMRect.fromRect({ x: 0, width: 200, height: 44 });
    });
    render(<Example first="visa" />);
    const list = screen.getByRole('tablist');
    expect(list.scrollLeft).toBe(150);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(list.scrollLeft).toBe(0);
  });
});
