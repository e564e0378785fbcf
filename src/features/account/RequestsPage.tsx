import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { MemberRequest, RequestKind, RequestStatus } from '@/api/generated';
import { requestsQueryOptions } from '@/api/requests';
import { totalOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { Badge } from '@/ui/Badge';
import { ButtonLink } from '@/ui/ButtonLink';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Account.css';

const KIND_LABELS: Record<RequestKind, string> = {
  contact: 'Message to the team',
  guide: 'Guide sent for review',
  password_reset: 'Password reset link',
};

type Badged = { label: string; tone: NonNullable<ComponentProps<typeof Badge>['tone']> };

const STATUS: Record<RequestStatus, Badged & { text: (kind: RequestKind) => string }> = {
  received: {
    label: 'Received',
    tone: 'info',
    text: (kind) =>
      kind === 'guide'
        ? 'Our editors will start reading it soon.'
        : 'We will reply by email within one working day.',
  },
  in_review: {
    label: 'In review',
    tone: 'info',
    text: () => 'Our editors are reading your guide.',
  },
  answered: { label: 'Answered', tone: 'success', text: () => 'We replied by email.' },
  reviewed: {
    label: 'Reviewed',
    tone: 'success',
    text: () => 'Our editors emailed you their decision.',
  },
  sent: {
    label: 'Link sent',
    tone: 'info',
    text: () => 'Check your email: the link works once, for 60 minutes.',
  },
  used: { label: 'Used', tone: 'neutral', text: () => 'Your password was changed with this link.' },
  expired: {
    label: 'Expired',
    tone: 'danger',
    text: () => 'The link was not used within 60 minutes.',
  },
};

function RequestItem({ request }: { request: MemberRequest }) {
  const status = STATUS[request.status];
  return (
    <li className={styles.requestItem}>
      <div className={styles.requestHead}>
        <span className={styles.muted}>{KIND_LABELS[request.kind]}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className={styles.requestSubject}>
        <bdi>{request.subject}</bdi>
      </p>
      <p className={styles.muted}>
        Sent <DateText value={request.created_at} />. {status.text(request.kind)}{' '}
        {request.status === 'expired' ? (
          <Link to="/forgot-password">Ask for a new link</Link>
        ) : null}
      </p>
    </li>
  );
}

const NO_REQUESTS = (
  <EmptyState
    title="No requests yet"
    description="Messages to the team and guides you send for review show here with their status."
    action={
      <ButtonLink to="/contact" variant="secondary">
        Contact us
      </ButtonLink>
    }
  />
);

/** /requests (members): messages, guides and reset links sent with the member's email. */
export function RequestsPage() {
  const requests = useQuery(requestsQueryOptions());

  return (
    <div className={styles.page}>
      <Seo title="Your requests" path="/requests" noindex />
      <div>
        <h1>Your requests</h1>
        <p className={styles.muted}>
          What you asked of the Ginger team with your email, and where it stands.
        </p>
      </div>
      <QueryResult query={requests} what="your requests" empty={NO_REQUESTS}>
        {(items) => (
          <>
            <p className={styles.muted}>{totalOf(items.length, 'request')}</p>
            <ul className={styles.requests} aria-label="Your requests">
              {items.map((request) => (
                <RequestItem key={`${request.kind}-${request.id}`} request={request} />
              ))}
            </ul>
          </>
        )}
      </QueryResult>
    </div>
  );
}
