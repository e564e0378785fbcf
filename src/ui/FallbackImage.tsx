import type { ImgHTMLAttributes } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Shown when there is no source or it fails to load. */
  fallback: string;
};

/** An image that falls back to a local default when its source is missing or broken. */
export function FallbackImage({ src, fallback, alt = '', ...props }: FallbackImageProps) {
  return (
    <img
      src={src || fallback}
      alt={alt}
      {...props}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
      }}
    />
  );
}
