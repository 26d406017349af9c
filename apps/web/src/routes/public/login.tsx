/** /login: e-mail and password; a signed-in user goes home. */
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, loginSchema } from '@freight/domain';
import { useState } from 'react';
import { Link, redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { NavigationMessage } from '../../components/NavigationMessage';
import { api } from '../../lib/client';
import { nextPathIn } from '../../lib/next-path';
import { schemaValidator } from '../../lib/forms';
import { ensureSession, homeFor, session } from '../../lib/session';
import { NETWORK_ERROR, SessionError, signedIn } from './auth-parts';

/** /login: a signed-in user has nothing to do here. */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  // The session's user now, not the first fetch's: a user cleared since (a failed refresh) signs in again.
  await ensureSession();
  const current = session.get().user;
  if (current) throw redirect(nextPathIn(new URL(request.url).search) ?? homeFor(current));
  return null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator(loginSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    // A new attempt starts clean: the last attempt's error must not stand beside this one's.
    session.clearError();
    try {
      const result = await api.exchange(AUTH_ROUTES.login, { body: values });
      if (result.status === 202) {
        session.clearError();
        // The second step keeps the page to return to.
        navigate(`/verification${search}`);
        return;
      }
      if (result.ok) {
        navigate(signedIn(result.data, search));
        return;
      }
      session.setError(result.error.message);
    } catch {
      session.setError(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          No account yet?{' '}
          <Anchor component={Link} to="/signup">
            Create one
          </Anchor>
        </>
      }
    >
      <NavigationMessage />
      <SessionError />
      <form onSubmit={form.onSubmit(onSubmit, () => session.clearError())} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to="/forgot_password" size="sm">
              Forgot password?
            </Anchor>
            <Button type="submit" loading={busy}>
              Log in
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
