// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps the boundaries of headings, list items and paragraphs', () => {
    const body = [
      '## What I know so far',
      '- Shibuya Crossing',
      '- **High** cost of living',
      '',
      'Any tips welcome',
    ].join('\n');
    expect(excerpt(body)).toBe(
      'What I know so far: Shibuya Crossing, High cost of living. Any tips welcome.',
    );
  });

  it('leaves punctuation that is there, and joins a paragraph wrapped over lines', () => {
    expect(excerpt('Is the night bus safe?\n\nI land at 2 am and\nwould rather not wait.')).toBe(
      'Is the night bus safe? I land at 2 am and would rather not wait.',
    );
  });

  it('cuts a long body with an ellipsis', () => {
    const cut = excerpt('word '.repeat(100), 40);
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
  });
});
