import { Link } from '@tanstack/react-router';
import { buttonClass } from './Button';

/** 'Talk to our team' under a plan: the contact form, its subject filled in with the plan's. */
export function TalkToOurTeamLink({ subject }: { subject: string }) {
  return (
    <Link
      to="/contact"
      search={{ subject }}
      className={buttonClass({ variant: 'secondary', fullWidth: true })}
    >
      Talk to our team
    </Link>
  );
}
