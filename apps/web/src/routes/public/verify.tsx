/** /verify: a confirmed user chooses a password. */
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_ROUTES } from '@freight/domain';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { api } from '../../lib/client';
import { ErrorBanner, usePasswordSubmit, PasswordFields } from './auth-parts';
import { useT } from '../../lib/i18n';

interface VerifyData {
  token: string;
  email: string | null;
}

/** /verify: the e-mail tied to the confirmation token (text), or null when the token is bad. */
export async function verifyLoader({ request }: LoaderFunctionArgs): Promise<VerifyData> {
  const token = new URL(request.url).searchParams.get('confirmation_token') ?? '';
  if (!token) return { token, email: null };
  try {
    const answer = await api.file(AUTH_ROUTES.verificationUser, { query: { confirmation_token: token } });
    if (!answer.ok) return { token, email: null };
    const text = (await answer.blob.text()).trim();
    // A JSON string answer is read as text too.
    const email: unknown = text.startsWith('"') ? JSON.parse(text) : text;
    return { token, email: typeof email === 'string' ? email : text };
  } catch {
    return { token, email: null };
  }
}

/** /verify: a confirmed user chooses a password; success signs in and goes to /pricelists. */
export function VerifyPage() {
  const t = useT();
  const { token, email } = useLoaderData<typeof verifyLoader>();
  const { form, busy, error, submit } = usePasswordSubmit({ route: AUTH_ROUTES.verify, token, home: '/pricelists' });

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      {email === null && <ErrorBanner title={t('verify.failed')} message={t('verify.expired')} />}
      {error && <ErrorBanner title={t('verify.failed')} message={error} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.email')} value={email ?? ''} disabled readOnly />
          <PasswordFields form={form} />
          <Button type="submit" loading={busy} disabled={email === null}>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        {t('verify.acceptBefore')}{' '}
        <Anchor component={Link} to="/terms">
          {t('verify.terms')}
        </Anchor>
        .
      </Text>
    </AuthCard>
  );
}
