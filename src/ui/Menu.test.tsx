import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Menu } from './Menu';
import { user } from '@/test/user';

function Example() {
  return (
    <>
      <Menu trigger="Account" triggerLabel="Account menu">
        {(close) => (
          <button type="button" onClick={close}>
            Settings
          </button>
        )}
      </Menu>
      <p>Outside</p>
    </>
  );
}

describe('Menu (disclosure)', () => {
  it('opens and closes from its button, announcing the state', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the user clicks outside', async () => {
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
