import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './FallbackImage';

describe('FallbackImage (a broken image shows the default)', () => {
  it('swaps a broken image for the default once', () => {
    render(
      <FallbackImage src="/images/missing.jpg" fallback="/images/default.svg" alt="Bangkok" />,
    );
    const image = screen.getByRole('img', { name: 'Bangkok' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/default.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/default.svg');
  });

  it('uses the default when there is no image at all', () => {
    render(<FallbackImage src={null} fallback="/images/default.svg" alt="Hoi An" />);
    expect(screen.getByRole('img', { name: 'Hoi An' })).toHaveAttribute(
      'src',
      '/images/default.svg',
    );
  });
});
