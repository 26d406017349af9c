/** The security log of a carrier and the signed-in user's own sessions (docs/api.md "Security events and sessions"). */
import { z } from 'zod';
import { listAnswerSchema } from '../schemas/list.schema';
import {
  endedSessionsSchema,
  securityEventListQuerySchema,
  securityEventSchema,
  sessionParamsSchema,
  userSessionSchema,
} from '../schemas/security.schema';
import { route } from './route';

export const SECURITY_ROUTES = {
  events: route({
    method: 'GET',
    path: '/fe/security_events',
    access: { area: 'users', level: 'read' },
    summary: "A page of the carrier's security events, newest first, by kind and user",
    query: securityEventListQuerySchema,
    answer: listAnswerSchema(securityEventSchema),
  }),
  sessions: route({
    method: 'GET',
    path: '/fe/sessions',
    access: 'account',
    summary: "The signed-in user's sessions, newest first",
    answer: z.array(userSessionSchema),
  }),
  endSession: route({
    method: 'DELETE',
    path: '/fe/sessions/:id',
    access: 'account',
    summary: 'Ends one of the signed-in user’s sessions (signs that browser out)',
    params: sessionParamsSchema,
    answer: 'empty',
  }),
  endOtherSessions: route({
    method: 'POST',
    path: '/fe/sessions/end_others',
    access: 'account',
    summary: 'Ends every session of the signed-in user but this one',
    answer: endedSessionsSchema,
  }),
} as const;
