import { createFileRoute } from '@tanstack/react-router';
import { jobQueryOptions } from '@/api/jobs';
import { JobDetailPage, JobNotFound } from '@/features/jobs/JobDetailPage';
import { parseJobId } from '@/features/jobs/filters';

export const Route = createFileRoute('/jobs/$id')({
  loader: ({ context, params }) => {
    const id = parseJobId(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(jobQueryOptions(id));
  },
  component: function JobRoute() {
    const id = parseJobId(Route.useParams().id);
    // Anything but a numeric id is not a job: no request is made.
    return id === null ? <JobNotFound /> : <JobDetailPage id={id} />;
  },
});
