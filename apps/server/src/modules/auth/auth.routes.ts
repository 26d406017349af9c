import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  registrationSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
} from '@freight/domain';
import { parseWith } from '../../errors';
import type { AppDeps } from '../../deps';
import { idParam, queryParam } from '../../http/params';
import { authOf, clearSessionCookie, setSessionCookie } from '../../http/session.plugin';
import { createRegistration } from '../admin/registrations.service';
import * as auth from './auth.service';

/** Sign-in, sign-up, mailed links and two-factor: shared/spec/api.md "Sign-in and the user". */
export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/fe/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseWith(loginSchema, request.body);
    return answerSignedIn(request, reply, await auth.signIn(deps, { ...input, ip: request.ip }));
  });

  app.post('/fe/two_factor_login', { config: { access: 'pending' } }, async (request, reply) => {
    const { code } = parseWith(twoFactorLoginSchema, request.body);
    return answerSignedIn(request, reply, await auth.completeTwoFactor(deps, authOf(request), { code, ip: request.ip }));
  });

  app.get('/fe/user', async (request) => auth.describeUser(authOf(request)));

  // The web app's session probe at start (issue 25): a visitor is an answer, not a failure, so a
  // public page logs no 401. Every other call keeps its 401 without a session, /fe/user included.
  app.get('/fe/session', { config: { access: 'public' } }, async (request) => ({
    user: request.auth?.stage === 'active' ? auth.describeUser(request.auth) : null,
  }));

  // GETs that change state are refused when cross-site (a link on another site would sign the user out).
  app.get('/fe/logout', { config: { access: 'public', stateChanging: true } }, async (request, reply) => {
    await auth.signOut(deps, request.auth);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.post('/fe/registration', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseWith(registrationSchema, request.body);
    const id = await createRegistration(deps, input, request.ip);
    return reply.status(201).send({ id });
  });

  app.get('/fe/verification_user', { config: { access: 'public' } }, async (request, reply) => {
    const email = await auth.tokenEmail(deps, queryParam(request, 'confirmation_token'), 'verification');
    return reply.type('text/plain; charset=utf-8').send(email);
  });

  for (const [path, kind] of [
    ['/fe/verification', 'verification'],
    ['/fe/reset_password', 'reset'],
  ] as const) {
    app.post(path, { config: { access: 'public' } }, async (request, reply) => {
      const token = queryParam(request, 'confirmation_token');
      const { password } = parseWith(newPasswordSchema, request.body);
      return answerSignedIn(request, reply, await auth.setPasswordByToken(deps, { token, kind, password }));
    });
  }

  app.post('/fe/forgot_password', { config: { access: 'public' } }, async (request) => {
    const { email } = parseWith(forgotPasswordSchema, request.body);
    await auth.forgotPassword(deps, { email, ip: request.ip }, request.log);
    return { ok: true };
  });

  app.get('/fe/two_factor', { config: { access: 'session', stateChanging: true } }, async (request) =>
    auth.startTwoFactor(deps, authOf(request)),
  );

  app.post('/fe/two_factor', async (request) => {
    const input = parseWith(twoFactorEnableSchema, request.body);
    return auth.enableTwoFactor(deps, authOf(request), input);
  });

  app.get('/fe/admin/carriers/:id/pretend', { config: { access: 'admin', stateChanging: true } }, async (request) => {
    const caller = authOf(request);
    const userId = (request.query as { user?: string }).user ? idParam(request, 'user', request.query) : undefined;
    return auth.pretend(deps, caller, idParam(request), userId);
  });

  // The way back from pretending (issue 25): the admin's own session again, without signing out.
  app.post('/fe/admin/pretend/end', { config: { access: 'admin' } }, async (request) => auth.endPretend(deps, authOf(request)));

  /** A session just opened: its cookie, and the user as GET /fe/user answers it, or 202 when a code is due. */
  function answerSignedIn(request: FastifyRequest, reply: FastifyReply, result: auth.SignedIn) {
    setSessionCookie(request, reply, result.token, deps);
    if (!result.user) return reply.status(202).send({ two_factor: true });
    return result.user;
  }
}
