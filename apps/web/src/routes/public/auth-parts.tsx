/** The pieces the sign-in pages share: the error banners, where a sign-in goes, their submit, the password fields. */
import { Alert, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, type Answer, newPasswordSchema } from '@freight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/client';
import { nextPathIn } from '../../lib/next-path';
import { fieldErrors, schemaValidator } from '../../lib/forms';
import { t, useT } from '../../lib/i18n';
import { homeFor, isPartnerUser, session, useSession } from '../../lib/session';

/** The error of a call that never reached the server, in the current language. */
export const networkError = () => t('auth.networkError');

/** The sign-in error of the session, as a banner. */
export function SessionError() {
  const { error } = useSession();
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
      {error}
    </Alert>
  );
}

/** A local error, as a banner. */
export function ErrorBanner({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
      {message}
    </Alert>
  );
}

/**
 * Stores the signed-in user and answers where login success goes: the page the visitor opened
 * before signing in (`?next=`, a path of this site only), else the user's home.
 */
export function signedIn(answer: Answer<typeof AUTH_ROUTES.login>, search = ''): string {
  // A code still due (202) names no user: the caller has gone to /verification before.
  const user = 'id' in answer ? answer : null;
  session.setUser(user);
  session.clearError();
  if (!user) return '/';
  return nextPathIn(search) ?? homeFor(user);
}

/** Where a sign-in page's submit goes (with the state the next page reads), or the error it says. */
export type AuthOutcome = { to: string; state?: { message: string } | { error: string } } | { error: string };

interface AuthSubmitOptions {
  /** The error is the session's, said by SessionError (the sign-in steps), not the page's own. */
  sessionError?: boolean;
  /** The page's error before any submit. */
  initialError?: string | null;
}

/**
 * The submit of a sign-in page: busy while `call` runs, the last error cleared as it starts, then
 * the page `call` answers, or its error said (networkError() when the server was not reached).
 */
export function useAuthSubmit<V>(
  call: (values: V) => Promise<AuthOutcome>,
  { sessionError = false, initialError = null }: AuthSubmitOptions = {},
) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [pageError, setPageError] = useState<string | null>(initialError);
  const say = (message: string | null) => (sessionError ? session.setError(message) : setPageError(message));

  const submit = async (values: V) => {
    setBusy(true);
    // A new attempt starts clean: the last attempt's error must not stand beside this one's.
    say(null);
    try {
      const outcome = await call(values);
      if ('to' in outcome) navigate(outcome.to, { state: outcome.state });
      else say(outcome.error);
    } catch {
      say(networkError());
    } finally {
      setBusy(false);
    }
  };

  return { busy, error: pageError, submit };
}

interface PasswordSubmitOptions {
  /** The route that takes the new password: reset or verify. */
  route: typeof AUTH_ROUTES.resetPassword | typeof AUTH_ROUTES.verify;
  /** The confirmation token from the link. */
  token: string;
  /** Where a successful submit goes once signed in. */
  home: string;
  /** The banner error shown before any submit. */
  initialError?: string | null;
}

/**
 * The password form of reset and verify, checked with the shared schema: the submit sends the
 * token, signs in and navigates on success, or shows the answer's field errors and message.
 */
export function usePasswordSubmit({ route, token, home, initialError = null }: PasswordSubmitOptions) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: schemaValidator(newPasswordSchema),
  });
  const { busy, error, submit } = useAuthSubmit(
    async (values: typeof form.values): Promise<AuthOutcome> => {
      const result = await api.exchange(route, { query: { confirmation_token: token }, body: values });
      if (!result.ok) {
        form.setErrors(fieldErrors(result.error.errors));
        return { error: result.error.message };
      }
      signedIn(result.data);
      // A partner user (an invitation's link) starts in the portal, whatever page the link names.
      const user = session.get().user;
      return { to: user && isPartnerUser(user) ? homeFor(user) : home };
    },
    { initialError },
  );

  return { form, busy, error, submit: form.onSubmit(submit) };
}

/** The two password fields of reset and verify. */
export function PasswordFields({ form }: { form: ReturnType<typeof usePasswordSubmit>['form'] }) {
  const t = useT();
  return (
    <>
      <PasswordInput label={t('auth.password')} autoComplete="new-password" autoFocus {...form.getInputProps('password')} />
      <PasswordInput label={t('auth.passwordConfirmation')} autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
    </>
  );
}
