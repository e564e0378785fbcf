// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows at most 5 buttons, starting at 1 near the beginning', () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 14)).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows the current page in the middle', () => {
    expect(pageWindow(8, 14)).toEqual([6, 7, 8, 9, 10]);
  });

  it('reaches the last page at the end', () => {
    expect(pageWindow(14, 14)).toEqual([10, 11, 12, 13, 14]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is empty when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
