import { useState } from 'react';
import { Button } from './Button';

type ShareButtonProps = { title: string; url: string; label?: string };

/** Shares through the system share sheet where there is one, else copies the link and says so. */
export function ShareButton({ title, url, label = 'Share' }: ShareButtonProps) {
  const [message, setMessage] = useState('');

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Cancelled by the user: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied to your clipboard.');
    } catch {
      setMessage(`Copy this link: ${url}`);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        {label}
      </Button>
      <span role="status">{message}</span>
    </>
  );
}
