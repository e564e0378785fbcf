import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/** A search box's text, and a submit that opens the site search for it. */
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
  return { term, setTerm, submit };
}
