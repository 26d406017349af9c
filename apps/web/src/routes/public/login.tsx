/** /login: e-mail and password; a signed-in user goes home. */
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, loginSchema } from '@freight/domain';
import { Link, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { NavigationMessage } from '../../components/NavigationMessage';
import { api } from '../../lib/client';
import { nextPathIn } from '../../lib/next-path';
import { schemaValidator } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { ensureSession, homeFor, session } from '../../lib/session';
import { SessionError, signedIn, useAuthSubmit, type AuthOutcome } from './auth-parts';

/** /login: a signed-in user has nothing to do here. */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  // The session's user now, not the first fetch's: a user cleared since (a failed refresh) signs in again.
  await ensureSession();
  const current = session.get().user;
  if (current) throw redirect(nextPathIn(new URL(request.url).search) ?? homeFor(current));
  return null;
}

export function LoginPage() {
  const t = useT();
  const { search } = useLocation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator(loginSchema),
  });
  const { busy, submit } = useAuthSubmit(
    async (values: typeof form.values): Promise<AuthOutcome> => {
      const result = await api.exchange(AUTH_ROUTES.login, { body: values });
      // The second step keeps the page to return to.
      if (result.status === 202) return { to: `/verification${search}` };
      return result.ok ? { to: signedIn(result.data, search) } : { error: result.error.message };
    },
    { sessionError: true },
  );

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/signup">
            {t('login.createOne')}
          </Anchor>
        </>
      }
    >
      <NavigationMessage />
      <SessionError />
      <form onSubmit={form.onSubmit(submit, () => session.clearError())} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.email')} type="email" autoComplete="username" autoFocus {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to="/forgot_password" size="sm">
              {t('login.forgot')}
            </Anchor>
            <Button type="submit" loading={busy}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
