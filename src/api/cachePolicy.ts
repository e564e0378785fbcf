import { ApiError } from './errors';

const MINUTE = 60_000;
const MAX_RETRIES = 2;

/**
 * Retries (at most 2) only what another attempt could fix soon: not 4xx answers, not contract
 * breaks, and not a timeout, after which the visitor has waited long enough to be told and
 * offered Retry (docs/decisions/0026-timeout-is-not-retried.md).
 */
export function retryTransientFailures(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    (error.isClientError || error.kind === 'contract' || error.kind === 'timeout')
  )
    return false;
  return failureCount < MAX_RETRIES;
}

/** The settings of docs/PRODUCT.md, 'Caching and query policy', in one place. */
export const cachePolicy = {
  /** Locations and jobs lists: fresh 5 min, kept 10 min, 2 retries, no refetch on focus. */
  list: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryTransientFailures,
    refetchOnWindowFocus: false,
  },
  /** Article data: fresh 5 min, kept 10 min. */
  article: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryTransientFailures,
    refetchOnWindowFocus: false,
  },
  /** A job detail: fresh 10 min, kept 30 min, 2 retries. */
  jobDetail: {
    staleTime: 10 * MINUTE,
    gcTime: 30 * MINUTE,
    retry: retryTransientFailures,
    refetchOnWindowFocus: false,
  },
  /** The member's own records that dates move on (listings, plan, team): read on every visit. */
  memberRecords: {
    staleTime: 0,
    retry: retryTransientFailures,
  },
} as const;
