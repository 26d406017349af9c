/** The calculation jobs' list (GET /fe/jobs, the portal's GET /fe/portal/jobs), prefetched by the pages that show it. */
import { BULK_ROUTES, PORTAL_ROUTES, type JobAnswer } from '@freight/domain';
import { api } from '../../../lib/client';
import { prefetch, takePrefetched } from '../../../lib/prefetch';

const key = (portal: boolean) => (portal ? PORTAL_ROUTES.jobs.path : BULK_ROUTES.jobs.path);

async function fetchJobs(portal: boolean): Promise<JobAnswer[] | null> {
  return (await api.peek(portal ? PORTAL_ROUTES.jobs : BULK_ROUTES.jobs))?.items ?? null;
}

/** Started by the page's loader: the list is read beside the page's own lists. */
export function prefetchJobs(portal: boolean): void {
  prefetch(key(portal), () => fetchJobs(portal));
}

/** The jobs, taking the loader's prefetch when there is one. */
export function readJobs(portal: boolean): Promise<JobAnswer[] | null> {
  return takePrefetched(key(portal), () => fetchJobs(portal));
}
