import { Link } from '@tanstack/react-router';
import type { JobSummary } from '@/api/generated';
import { SaveButton } from '@/features/favorites';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { cardPoints, formatSalary, JOB_TYPE_LABELS, jobPlace } from './jobDisplay';
import * as styles from './Jobs.css';
import { FallbackImage } from '@/ui/FallbackImage';
import { DateText } from '@/ui/DateText';

export const LOGO_FALLBACK = '/images/company-logo.svg';

export function CompanyLogo({ src, className }: { src: string | null; className?: string }) {
  return (
    <FallbackImage
      src={src}
      fallback={LOGO_FALLBACK}
      width={56}
      height={56}
      loading="lazy"
      className={className}
    />
  );
}

type JobCardProps = { job: JobSummary; sample?: boolean; headingLevel?: 'h2' | 'h3' };

export function JobCard({ job, sample = false, headingLevel: Heading = 'h2' }: JobCardProps) {
  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <CompanyLogo src={job.company_logo} className={styles.logo} />
        <div>
          <Heading className={styles.title}>
            {sample ? (
              <bdi>{job.title}</bdi>
            ) : (
              <Link to="/jobs/$id" params={{ id: job.id }} className={styles.titleLink}>
                <bdi>{job.title}</bdi>
              </Link>
            )}
          </Heading>
          <p className={styles.muted}>
            <bdi>{job.company}</bdi> · {jobPlace(job)}
          </p>
        </div>
      </div>
      <div className={styles.chips}>
        {job.featured ? <Badge tone="accent">Featured</Badge> : null}
        {sample ? <Badge tone="info">Sample listing</Badge> : null}
        <Badge tone="brand">{JOB_TYPE_LABELS[job.jobType]}</Badge>
        {job.visa_sponsorship ? <Badge tone="success">Visa sponsorship</Badge> : null}
        <span className={styles.muted}>{formatSalary(job)}</span>
      </div>
      <ul className={styles.points}>
        {cardPoints(job).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className={styles.raised}>
        {sample ? null : (
          <>
            <span className={styles.muted}>
              Posted <DateText value={job.posted} format="relative" />
            </span>
            <SaveButton kind="job" itemId={job.id} itemName={job.title} />
          </>
        )}
      </div>
    </Card>
  );
}
