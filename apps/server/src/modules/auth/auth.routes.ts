import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, OK_ANSWER, pathId } from '@freight/domain';
import { AppError } from '../../errors';
import type { AppDeps } from '../../deps';
import { serve } from '../../http/serve';
import { authOf, clearSessionCookie, setSessionCookie } from '../../http/session.plugin';
import { createRegistration } from '../admin/registrations.service';
import { warmUpFor } from '../../warm-up';
import * as auth from './auth.service';

/** Sign-in, sign-up, mailed links and two-factor: shared/spec/api.md "Sign-in and the user". */
export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, AUTH_ROUTES.login, async ({ body }, request, reply) =>
    answerSignedIn(request, reply, await auth.signIn(deps, { ...body, ip: request.ip })),
  );

  serve(app, AUTH_ROUTES.twoFactorLogin, async ({ body }, request, reply) =>
    answerSignedIn(request, reply, await auth.completeTwoFactor(deps, authOf(request), { code: body.code, ip: request.ip })),
  );

  serve(app, AUTH_ROUTES.user, (_, request) => auth.describeUser(authOf(request)));

  // A visitor is an answer, not a failure, so a public page logs no 401.
  serve(app, AUTH_ROUTES.session, (_, request) => ({
    user: request.auth?.stage === 'active' ? auth.describeUser(request.auth) : null,
  }));

  serve(app, AUTH_ROUTES.logout, async (_, request, reply) => {
    await auth.signOut(deps, request.auth);
    clearSessionCookie(reply);
    return OK_ANSWER;
  });

  serve(app, AUTH_ROUTES.register, async ({ body }, request) => ({ id: await createRegistration(deps, body, request.ip, request.log) }));

  serve(app, AUTH_ROUTES.verificationUser, async ({ query }, _request, reply) => {
    const email = await auth.tokenEmail(deps, confirmationToken(query), 'verification');
    return reply.type('text/plain; charset=utf-8').send(email);
  });

  for (const [descriptor, kind] of [
    [AUTH_ROUTES.verify, 'verification'],
    [AUTH_ROUTES.resetPassword, 'reset'],
  ] as const) {
    serve(app, descriptor, async ({ query, body }, request, reply) => {
      const token = confirmationToken(query);
      return answerSignedIn(request, reply, await auth.setPasswordByToken(deps, { token, kind, password: body.password }));
    });
  }

  serve(app, AUTH_ROUTES.forgotPassword, async ({ body }, request) => {
    await auth.forgotPassword(deps, { email: body.email, ip: request.ip }, request.log);
    return OK_ANSWER;
  });

  serve(app, AUTH_ROUTES.startTwoFactor, (_, request) => auth.startTwoFactor(deps, authOf(request)));

  serve(app, AUTH_ROUTES.enableTwoFactor, ({ body }, request) => auth.enableTwoFactor(deps, authOf(request), body));

  serve(app, AUTH_ROUTES.pretend, ({ params, query }, request) => {
    // A malformed user id names no user: 404, as a malformed path id.
    const user = query.user ? pathId.safeParse(query.user) : undefined;
    if (user && !user.success) throw AppError.notFound();
    return auth.pretend(deps, authOf(request), params.id, user?.data);
  });

  serve(app, AUTH_ROUTES.endPretend, (_, request) => auth.endPretend(deps, authOf(request)));

  /** A session just opened: its cookie, and the user as GET /fe/user answers it, or 202 when a code is due. */
  function answerSignedIn(request: FastifyRequest, reply: FastifyReply, result: auth.SignedIn) {
    setSessionCookie(request, reply, result.token, deps);
    if (!result.user) return reply.status(202).send({ two_factor: true });
    warmUpFor(deps, result.user.carrier_id, request.log);
    return result.user;
  }
}

/** The token of a mailed link (?confirmation_token=), 400 naming it when missing. */
function confirmationToken(query: { confirmation_token?: string | undefined }): string {
  const token = query.confirmation_token;
  if (!token) throw AppError.badRequest('confirmation_token is required', { confirmation_token: 'is required' });
  return token;
}
