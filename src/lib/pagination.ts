/**
 * The page numbers to show as buttons: at most `size`, a window that follows the
 * current page and stays inside 1..lastPage.
 */
export function pageWindow(currentPage: number, lastPage: number, size = 5): number[] {
  if (lastPage < 1 || size < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), lastPage);
  const count = Math.min(size, lastPage);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
