/** The pieces the sign-in pages share: the error banners, where a sign-in goes, the password fields and their submit. */
import { Alert, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, type Answer, newPasswordSchema } from '@freight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/client';
import { nextPathIn } from '../../lib/next-path';
import { fieldErrors, schemaValidator } from '../../lib/forms';
import { homeFor, isPartnerUser, session, useSession } from '../../lib/session';

export const NETWORK_ERROR = 'Could not reach the server, please try again';

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
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: schemaValidator(newPasswordSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.exchange(route, { query: { confirmation_token: token }, body: values });
      if (result.ok) {
        signedIn(result.data);
        // A partner user (an invitation's link) starts in the portal, whatever page the link names.
        const user = session.get().user;
        navigate(user && isPartnerUser(user) ? homeFor(user) : home);
        return;
      }
      const body = result.error;
      form.setErrors(fieldErrors(body.errors));
      setError(body.message);
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, error, submit: form.onSubmit(onSubmit) };
}

/** The two password fields of reset and verify. */
export function PasswordFields({ form }: { form: ReturnType<typeof usePasswordSubmit>['form'] }) {
  return (
    <>
      <PasswordInput label="Password" autoComplete="new-password" autoFocus {...form.getInputProps('password')} />
      <PasswordInput label="Password confirmation" autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
    </>
  );
}
