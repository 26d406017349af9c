/** /verification: the second sign-in step, a 6-digit code. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, twoFactorLoginSchema, TWO_FACTOR_CODE_LENGTH } from '@freight/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { schemaValidator } from '../../lib/forms';
import { session } from '../../lib/session';
import { NETWORK_ERROR, SessionError, signedIn } from './auth-parts';

/** /verification: the second step, a 6-digit code; Confirm is disabled below 6 digits. */
export function VerificationPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaValidator(twoFactorLoginSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    session.clearError();
    try {
      const result = await api.exchange(AUTH_ROUTES.twoFactorLogin, { body: { code: values.code.trim() } });
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
      title="Two-factor verification"
      subtitle="Enter the 6-digit code from your authenticator app."
      footer={
        <Anchor component={Link} to="/login">
          Back to sign-in
        </Anchor>
      }
    >
      <SessionError />
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            autoFocus
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={busy} disabled={form.values.code.length < TWO_FACTOR_CODE_LENGTH}>
            Confirm
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
