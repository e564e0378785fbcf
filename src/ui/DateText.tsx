import { formatDate, formatRelative } from '@/lib/format';

type DateTextProps = {
  /** The instant (or YYYY-MM-DD day) from the API. */
  value: string;
  /** 'date' reads 'Mar 4, 2026'; 'relative' reads '3 days ago' with the date as its tooltip. */
  format?: 'date' | 'relative';
};

/** A date as people read it, machine-readable for browsers, crawlers and screen readers. */
export function DateText({ value, format = 'date' }: DateTextProps) {
  if (format === 'relative') {
    return (
      <time dateTime={value} title={formatDate(value)}>
        {formatRelative(value)}
      </time>
    );
  }
  return <time dateTime={value}>{formatDate(value)}</time>;
}
