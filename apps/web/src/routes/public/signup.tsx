/** /signup: a company asks for an account. */
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_ROUTES, registrationSchema, type ApiError } from '@freight/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { IssuesBanner } from '../../components/IssuesBanner';
import { api, relay } from '../../lib/client';
import { DEFAULT_COUNTRY } from '../../lib/countries';
import { CountrySelect } from '../../components/CountrySelect';
import { schemaValidator, showFormErrors } from '../../lib/forms';
import { toastWarning } from '../../lib/toast';
import { networkError } from './auth-parts';
import { useT } from '../../lib/i18n';

interface SignupValues {
  company: string;
  name: string;
  email: string;
  phone: string;
  /** Null while the picker is cleared. */
  country: string | null;
}

/** /signup: a company asks for an account; success goes to / with a success message. */
export function SignupPage() {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Pick<ApiError, 'message' | 'errors'> | null>(null);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: { company: '', name: '', email: '', phone: '', country: DEFAULT_COUNTRY },
    validate: schemaValidator(registrationSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    setError(null);
    try {
      // Relayed: a country not chosen yet is null here, and the server's 422 names it on the form.
      const result = await api.exchange(AUTH_ROUTES.register, { body: relay(values) });
      if (result.ok) {
        navigate('/', { state: { message: t('signup.thanks') } });
        return;
      }
      const body = result.error;
      showFormErrors(form, body);
      setError(body);
    } catch {
      setError({ message: networkError() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('signup.signIn')}
          </Anchor>
        </>
      }
    >
      <IssuesBanner error={error} />
      <form onSubmit={form.onSubmit(onSubmit, () => toastWarning())} noValidate>
        <Stack gap="sm">
          <TextInput label={t('signup.company')} autoComplete="organization" autoFocus {...form.getInputProps('company')} />
          <TextInput label={t('signup.name')} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label={t('auth.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t('signup.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <CountrySelect label={t('signup.country')} {...form.getInputProps('country')} />
          <Button type="submit" loading={busy} mt="xs">
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
