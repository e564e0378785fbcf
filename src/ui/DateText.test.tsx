import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/lib/clock';
import { DateText } from './DateText';

describe('DateText', () => {
  it('shows a calendar date in a time element that carries the instant', () => {
    render(<DateText value="2028-02-29T10:00:00.000Z" />);
    const time = screen.getByText('Feb 29, 2028');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2028-02-29T10:00:00.000Z');
  });

  it('reads a relative date against the clock, with the calendar date as its title', () => {
    pinClock(new Date('2028-03-03T10:00:00.000Z'), { frozen: true });
    render(<DateText value="2028-02-29T10:00:00.000Z" format="relative" />);
    const time = screen.getByText('3 days ago');
    expect(time).toHaveAttribute('datetime', '2028-02-29T10:00:00.000Z');
    expect(time).toHaveAttribute('title', 'Feb 29, 2028');
  });
});
