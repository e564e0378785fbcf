import { useUrlSearchTerm } from '@/lib/useUrlSearchTerm';
import { TextField } from './TextField';

type UrlSearchFieldProps = {
  label: string;
  placeholder?: string;
  className?: string;
  /** The search text as the URL has it. */
  value: string | undefined;
  /** Called with the settled text (trimmed; undefined when empty) once typing pauses. */
  onCommit: (next: string | undefined) => void;
};

/** A list's search box whose text lives in the URL: typed freely, committed once it settles. */
export function UrlSearchField({
  label,
  placeholder,
  className,
  value,
  onCommit,
}: UrlSearchFieldProps) {
  const [term, setTerm] = useUrlSearchTerm(value, onCommit);
  return (
    <TextField
      className={className}
      label={label}
      type="search"
      placeholder={placeholder}
      value={term}
      onChange={(event) => setTerm(event.target.value)}
    />
  );
}
