import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecord } from '../-prefetchRecord';
import { jobQueryOptions } from '@/api/jobs';
import { JobDetailPage, JobNotFound } from '@/features/jobs/JobDetailPage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/jobs/$id')({
  params: recordIdParams,
  loader: prefetchRecord(jobQueryOptions),
  component: function JobRoute() {
    const { id } = Route.useParams();
    // One page per job: its deferred answer (JobDetailPage) never shows another job's.
    return id === null ? <JobNotFound /> : <JobDetailPage key={id} id={id} />;
  },
});
