import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariants } from './Button';

type SignInLinkProps = { variant?: ButtonVariants['variant']; children: ReactNode };

/** A button-like link to sign in that brings the visitor back to this page (address and search). */
export function SignInLink({ variant = 'primary', children }: SignInLinkProps) {
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to="/login" search={{ redirect: here }} className={buttonClass({ variant })}>
      {children}
    </Link>
  );
}
