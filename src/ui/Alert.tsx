import type { ReactNode } from 'react';
import { alert } from './Alert.css';

type AlertProps = { tone?: 'error' | 'success' | 'info'; children: ReactNode };

/** A message banner; errors are announced at once, other tones politely. */
export function Alert({ tone = 'info', children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={alert({ tone })}>
      {children}
    </div>
  );
}
