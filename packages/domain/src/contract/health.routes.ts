/** The web app's liveness probe. */
import { okAnswerSchema } from '../schemas/answer.schema';
import { route } from './route';

export const HEALTH_ROUTES = {
  health: route({ method: 'GET', path: '/fe/health', access: 'public', summary: 'The server answers', answer: okAnswerSchema }),
} as const;
