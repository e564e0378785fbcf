import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LongText, partOf } from './LongText';
import { user } from '@/test/user';

describe('partOf', () => {
  it('keeps a text that fits whole', () => {
    expect(partOf('Short and sweet.', 100)).toEqual({ part: 'Short and sweet.', cut: false });
  });

  it('cuts a long one at a word and marks the cut', () => {
    expect(partOf('one two three four', 10)).toEqual({ part: 'one two…', cut: true });
  });
});

describe('<LongText>', () => {
  it('shows a megabyte of text a part at a time, and more on request', async () => {
    const text = 'Lorem ipsum dolor sit amet. '.repeat(40_000);
    render(
      <LongText text={text} label="description">
        {(part) => <p>{part}</p>}
      </LongText>,
    );
    const shown = () => screen.getByText(/^Lorem/).textContent!.length;
    const first = shown();
    expect(first).toBeLessThan(10_000);
    await user.click(screen.getByRole('button', { name: 'Show more of the description' }));
    expect(shown()).toBeGreaterThan(first);
  });

  it('offers no button when the text fits', () => {
    render(
      <LongText text="A short ad." label="description">
        {(part) => <p>{part}</p>}
      </LongText>,
    );
    expect(screen.getByText('A short ad.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
