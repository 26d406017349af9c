/** /reset_password: a new password from the e-mailed link. */
import { Button, Stack } from '@mantine/core';
import { AUTH_ROUTES } from '@freight/domain';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { ErrorBanner, usePasswordSubmit, PasswordFields } from './auth-parts';
import { useT } from '../../lib/i18n';

/** /reset_password?confirmation_token=: a new password; success signs in and goes to /. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const { form, busy, error, submit } = usePasswordSubmit({
    route: AUTH_ROUTES.resetPassword,
    token,
    home: '/',
    initialError: token ? null : t('reset.noToken'),
  });

  return (
    <AuthCard title={t('reset.title')}>
      <ErrorBanner message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordFields form={form} />
          <Button type="submit" loading={busy} disabled={!token}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
