import { useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * A search box that opens the site search for its text: `form` goes on the form, `input` on its
 * box. Before the page's script runs (build-time HTML), the browser submits the form there itself.
 */
export function useSiteSearch({
  onSubmitted,
  initialTerm = '',
}: { onSubmitted?: () => void; initialTerm?: string } = {}) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    void navigate({ to: '/search', search: { q } });
    onSubmitted?.();
  }
  return {
    form: { action: '/search', method: 'get', onSubmit: submit },
    input: {
      name: 'q',
      value: term,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value),
    },
  };
}
