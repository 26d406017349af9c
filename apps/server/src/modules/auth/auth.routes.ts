import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, OK_ANSWER, SECURITY_ROUTES, pathId } from '@freight/domain';
import { AppError, english } from '../../errors';
import type { Seams } from '../../seams';
import { serve } from '../../http/serve';
import { requestOrigin } from '../../http/context';
import { authOf, clearSessionCookie, requesterOf, setSessionCookie } from '../../http/session.plugin';
import * as auth from './auth.service';
import * as sessions from './sessions.service';

/** What this file's functions take of the app's seams. */
type RouteDeps = Pick<Seams, 'db' | 'mailer' | 'config' | 'warmUp'>;

/** Sign-in, mailed links and two-factor: docs/api.md "Sign-in and the user" (signing up: registrations.routes.ts). */
export function authRoutes(app: FastifyInstance, deps: RouteDeps) {
  signInRoutes(app, deps);
  accountRoutes(app, deps);
  sessionRoutes(app, deps);
}

/** Signing in (with a second factor's code), the user and the session, signing out. */
function signInRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, AUTH_ROUTES.login, async ({ body }, request, reply) =>
    answerSignedIn(deps, request, reply, await auth.signIn(deps, { ...body, origin: requestOrigin(request) })),
  );

  serve(app, AUTH_ROUTES.twoFactorLogin, async ({ body }, request, reply) =>
    answerSignedIn(
      deps,
      request,
      reply,
      await auth.completeTwoFactor(deps, authOf(request), { code: body.code, origin: requestOrigin(request) }),
    ),
  );

  serve(app, AUTH_ROUTES.user, (_, request) => auth.describeUser(authOf(request)));

  serve(app, AUTH_ROUTES.updateUser, ({ body }, request) => auth.updateOwnUser(deps, authOf(request), body));

  // A visitor is an answer, not a failure, so a public page logs no 401.
  serve(app, AUTH_ROUTES.session, (_, request) => ({
    user: request.auth?.stage === 'active' ? auth.describeUser(request.auth) : null,
  }));

  serve(app, AUTH_ROUTES.logout, async (_, request, reply) => {
    await auth.signOut(deps, request.auth);
    clearSessionCookie(reply);
    return OK_ANSWER;
  });
}

/** The mailed links (verify, reset the password), and setting up two-factor. */
function accountRoutes(app: FastifyInstance, deps: RouteDeps) {
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
      const origin = requestOrigin(request);
      return answerSignedIn(deps, request, reply, await auth.setPasswordByToken(deps, { token, kind, password: body.password, origin }));
    });
  }

  serve(app, AUTH_ROUTES.forgotPassword, async ({ body }, request) => {
    await auth.forgotPassword(deps, { email: body.email, origin: requestOrigin(request) }, request.log);
    return OK_ANSWER;
  });

  serve(app, AUTH_ROUTES.startTwoFactor, (_, request) => auth.startTwoFactor(deps, authOf(request)));

  serve(app, AUTH_ROUTES.enableTwoFactor, ({ body }, request) => auth.enableTwoFactor(deps, requesterOf(request), body));
}

/** An admin acting as a user and back, and the user's sessions. */
function sessionRoutes(app: FastifyInstance, deps: RouteDeps) {
  serve(app, AUTH_ROUTES.pretend, ({ params, query }, request) => {
    // A malformed user id names no user: 404, as a malformed path id.
    const user = query.user ? pathId.safeParse(query.user) : undefined;
    if (user && !user.success) throw AppError.notFound();
    return auth.pretend(deps, requesterOf(request), params.id, user?.data);
  });

  serve(app, AUTH_ROUTES.endPretend, (_, request) => auth.endPretend(deps, authOf(request)));

  serve(app, SECURITY_ROUTES.sessions, (_, request) => sessions.listSessions(deps, authOf(request)));

  serve(app, SECURITY_ROUTES.endSession, async ({ params }, request, reply) => {
    const caller = requesterOf(request);
    await sessions.endSession(deps, caller, params.id);
    // Ending the session in use is signing out.
    if (!(await auth.loadAuthByHash(deps, caller.auth.sessionHash))) clearSessionCookie(reply);
  });

  serve(app, SECURITY_ROUTES.endOtherSessions, (_, request) => sessions.endOtherSessions(deps, requesterOf(request)));
}

/** A session just opened: its cookie, and the user as GET /fe/user answers it, or 202 when a code is due. */
function answerSignedIn(deps: RouteDeps, request: FastifyRequest, reply: FastifyReply, result: auth.SignedIn) {
  setSessionCookie(request, reply, result.token, deps);
  if (!result.user) return reply.status(202).send({ two_factor: true });
  deps.warmUp(result.user.carrier_id, request.log);
  return result.user;
}

/** The token of a mailed link (?confirmation_token=), 400 naming it when missing. */
function confirmationToken(query: { confirmation_token?: string | undefined }): string {
  const token = query.confirmation_token;
  if (!token) throw AppError.badRequest(english('errors.auth.tokenRequired'), { confirmation_token: english('validation.required') });
  return token;
}
