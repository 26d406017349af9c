/** The server's own liveness check (load balancers, the e2e set-up). */
import { z } from 'zod';
import { route } from './route';

/** GET /fe/health: the process answers. */
export const healthAnswerSchema = z.strictObject({
  /** Always true: an answer at all is the news. */
  ok: z.literal(true),
});

export const HEALTH_ROUTES = {
  health: route({ method: 'GET', path: '/fe/health', access: 'public', summary: 'The server is up', answer: healthAnswerSchema }),
};
