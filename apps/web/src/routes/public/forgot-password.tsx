/** /forgot_password: asks for a reset link by e-mail. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, forgotPasswordSchema } from '@freight/domain';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { schemaValidator } from '../../lib/forms';
import { useAuthSubmit, type AuthOutcome } from './auth-parts';
import { t, useT } from '../../lib/i18n';

/** POST the e-mail; either way the home page says whether the link went out. */
async function sendResetLink(values: { email: string }): Promise<AuthOutcome> {
  const sent = await api.exchange(AUTH_ROUTES.forgotPassword, { body: values }).then(
    (result) => result.ok,
    () => false,
  );
  return { to: '/', state: sent ? { message: t('forgot.sent') } : { error: t('forgot.failed') } };
}

/** /forgot_password: success goes to / with 'An email has been sent out!', failure with an error. */
export function ForgotPasswordPage() {
  const t = useT();
  const { busy, submit } = useAuthSubmit(sendResetLink);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(forgotPasswordSchema),
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Anchor component={Link} to="/login">
          {t('auth.backToSignIn')}
        </Anchor>
      }
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.email')} type="email" autoComplete="email" autoFocus {...form.getInputProps('email')} />
          <Button type="submit" loading={busy}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
