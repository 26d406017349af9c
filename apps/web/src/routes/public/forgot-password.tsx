/** /forgot_password: asks for a reset link by e-mail. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, forgotPasswordSchema } from '@freight/domain';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { schemaValidator } from '../../lib/forms';
import { useAuthSubmit, type AuthOutcome } from './auth-parts';

/** POST the e-mail; either way the home page says whether the link went out. */
async function sendResetLink(values: { email: string }): Promise<AuthOutcome> {
  const sent = await api.exchange(AUTH_ROUTES.forgotPassword, { body: values }).then(
    (result) => result.ok,
    () => false,
  );
  return { to: '/', state: sent ? { message: 'An email has been sent out!' } : { error: 'There has been an error sending the email' } };
}

/** /forgot_password: success goes to / with 'An email has been sent out!', failure with an error. */
export function ForgotPasswordPage() {
  const { busy, submit } = useAuthSubmit(sendResetLink);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(forgotPasswordSchema),
  });

  return (
    <AuthCard
      title="Forgot password"
      subtitle="We will e-mail you a link to set a new password."
      footer={
        <Anchor component={Link} to="/login">
          Back to sign-in
        </Anchor>
      }
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" autoFocus {...form.getInputProps('email')} />
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
