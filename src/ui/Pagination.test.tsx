import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { user } from '@/test/user';

describe('Pagination', () => {
  it('shows at most 5 page buttons around the current page and marks it current', () => {
    render(<Pagination page={8} lastPage={14} onPageChange={() => undefined} />);
    const pages = screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} lastPage={3} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} lastPage={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} lastPage={9} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[3], [5]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} lastPage={1} onPageChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
