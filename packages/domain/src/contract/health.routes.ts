/** The probes of an orchestrator or load balancer: liveness (the process answers) and readiness (it can serve). */
import { okAnswerSchema, readinessAnswerSchema } from '../schemas/answer.schema';
import { route } from './route';

export const HEALTH_ROUTES = {
  live: route({
    method: 'GET',
    path: '/fe/live',
    access: 'public',
    summary: 'The process answers (no database asked)',
    answer: okAnswerSchema,
  }),
  health: route({
    method: 'GET',
    path: '/fe/health',
    access: 'public',
    summary: "Ready to serve: the database answers and its migrations are this server's (503 naming the failed check)",
    answer: readinessAnswerSchema,
  }),
} as const;
