import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { ErrorState } from './ErrorState';
import { Select } from './Select';
import { TextField } from './TextField';
import { user } from '@/test/user';

describe('form fields', () => {
  it('label their control and link the error text to it', () => {
    render(<TextField label="Email" hint="We never share it" error="Invalid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
  });

  it('are not marked invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('offer the options of a select by label', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Sort by"
        value="latest"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'latest', label: 'Latest' },
          { value: 'name', label: 'City A-Z' },
        ]}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'City A-Z');
    expect(onChange).toHaveBeenCalledWith('name');
  });

  it('toggle a checkbox from its label', async () => {
    render(<Checkbox label="Remember me" error="You must accept the terms and conditions" />);
    await user.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
  });
});

describe('ErrorState', () => {
  it('announces the message and retries on request', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to load locations. Please try again." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load locations. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
