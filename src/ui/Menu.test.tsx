import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Menu } from './Menu';

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
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the user clicks outside', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
