import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';

/**
 * A search box that opens the site search for its text: `form` goes on the form, `input` on its
 * box. Before the page's script runs (build-time HTML), the browser submits the form there
 * itself; the box is uncontrolled, so words typed before the page came to life are kept and sent.
 */
export function useSiteSearch({
  onSubmitted,
  initialTerm = '',
}: { onSubmitted?: () => void; initialTerm?: string } = {}) {
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    void navigate({ to: '/search', search: { q } });
    onSubmitted?.();
  }
  return {
    form: { action: '/search', method: 'get', onSubmit: submit },
    input: { name: 'q', defaultValue: initialTerm },
  };
}
