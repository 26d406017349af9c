/** /verification: the second sign-in step, a 6-digit code. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, twoFactorLoginSchema, TWO_FACTOR_CODE_LENGTH } from '@freight/domain';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { schemaValidator } from '../../lib/forms';
import { SessionError, signedIn, useAuthSubmit, type AuthOutcome } from './auth-parts';
import { useT } from '../../lib/i18n';

/** /verification: the second step, a 6-digit code; Confirm is disabled below 6 digits. */
export function VerificationPage() {
  const t = useT();
  const { search } = useLocation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaValidator(twoFactorLoginSchema),
  });
  const { busy, submit } = useAuthSubmit(
    async (values: typeof form.values): Promise<AuthOutcome> => {
      const result = await api.exchange(AUTH_ROUTES.twoFactorLogin, { body: { code: values.code.trim() } });
      return result.ok ? { to: signedIn(result.data, search) } : { error: result.error.message };
    },
    { sessionError: true },
  );

  return (
    <AuthCard
      title={t('verification.title')}
      subtitle={t('verification.subtitle')}
      footer={
        <Anchor component={Link} to="/login">
          {t('auth.backToSignIn')}
        </Anchor>
      }
    >
      <SessionError />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('verification.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            autoFocus
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={busy} disabled={form.values.code.length < TWO_FACTOR_CODE_LENGTH}>
            {t('verification.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
