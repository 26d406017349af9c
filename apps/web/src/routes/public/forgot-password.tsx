/** /forgot_password: asks for a reset link by e-mail. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, forgotPasswordSchema } from '@freight/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { schemaValidator } from '../../lib/forms';

/** /forgot_password: success goes to / with 'An email has been sent out!', failure with an error. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(forgotPasswordSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    let ok = false;
    try {
      ok = (await api.exchange(AUTH_ROUTES.forgotPassword, { body: values })).ok;
    } catch {
      ok = false;
    }
    setBusy(false);
    navigate('/', {
      state: ok ? { message: 'An email has been sent out!' } : { error: 'There has been an error sending the email' },
    });
  };

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
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
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
