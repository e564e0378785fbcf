import { Link } from '@tanstack/react-router';
import { buttonClass } from './Button';

/** 'Start your free trial' for a visitor: a free account first, then the checkout. */
export function FreeTrialLink() {
  return (
    <Link
      to="/register"
      search={{ redirect: '/checkout' }}
      className={buttonClass({ variant: 'primary' })}
    >
      Start your free trial
    </Link>
  );
}
