/**
 * The sign-in pages (docs/product/shell.md §2 public routes, §4 "Session and sign-in"): /login, /verification,
 * /forgot_password, /reset_password, /signup, /verify.
 */
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AUTH_ROUTES,
  type Answer,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  registrationSchema,
  twoFactorLoginSchema,
  TWO_FACTOR_CODE_LENGTH,
  type ApiError,
} from '@freight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, redirect, useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { IssuesBanner } from '../../components/IssuesBanner';
import { NavigationMessage } from '../../components/NavigationMessage';
import { api, relay } from '../../lib/client';
import { DEFAULT_COUNTRY } from '../../lib/countries';
import { CountrySelect } from '../../components/CountrySelect';
import { nextPathIn } from '../../lib/next-path';
import { fieldErrors, schemaValidator, showFormErrors } from '../../lib/forms';
import { ensureSession, homeFor, isPartnerUser, session, useSession } from '../../lib/session';
import { toastWarning } from '../../lib/toast';

const NETWORK_ERROR = 'Could not reach the server, please try again';

/** The sign-in error of the session, as a banner. */
function SessionError() {
  const { error } = useSession();
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
      {error}
    </Alert>
  );
}

/** A local error, as a banner. */
function ErrorBanner({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
      {message}
    </Alert>
  );
}

/**
 * Stores the signed-in user and answers where login success goes: the page the visitor opened
 * before signing in (`?next=`, a path of this site only), else the user's home.
 */
function signedIn(answer: Answer<typeof AUTH_ROUTES.login>, search = ''): string {
  // A code still due (202) names no user: the caller has gone to /verification before.
  const user = 'id' in answer ? answer : null;
  session.setUser(user);
  session.clearError();
  if (!user) return '/';
  return nextPathIn(search) ?? homeFor(user);
}

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

interface PasswordSubmitOptions {
  /** The route that takes the new password: reset or verify. */
  route: typeof AUTH_ROUTES.resetPassword | typeof AUTH_ROUTES.verify;
  /** The confirmation token from the link. */
  token: string;
  /** Where a successful submit goes once signed in. */
  home: string;
  /** The banner error shown before any submit. */
  initialError?: string | null;
}

/**
 * The password form of reset and verify, checked with the shared schema: the submit sends the
 * token, signs in and navigates on success, or shows the answer's field errors and message.
 */
function usePasswordSubmit({ route, token, home, initialError = null }: PasswordSubmitOptions) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: schemaValidator(newPasswordSchema),
  });

  const onSubmit = async (values: typeof form.values) => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.exchange(route, { query: { confirmation_token: token }, body: values });
      if (result.ok) {
        signedIn(result.data);
        // A partner user (an invitation's link) starts in the portal, whatever page the link names.
        const user = session.get().user;
        navigate(user && isPartnerUser(user) ? homeFor(user) : home);
        return;
      }
      const body = result.error;
      form.setErrors(fieldErrors(body.errors));
      setError(body.message);
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, error, submit: form.onSubmit(onSubmit) };
}

/** The two password fields of reset and verify. */
function PasswordFields({ form }: { form: ReturnType<typeof usePasswordSubmit>['form'] }) {
  return (
    <>
      <PasswordInput label="Password" autoComplete="new-password" autoFocus {...form.getInputProps('password')} />
      <PasswordInput label="Password confirmation" autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
    </>
  );
}

/** /reset_password?confirmation_token=: a new password; success signs in and goes to /. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const { form, busy, error, submit } = usePasswordSubmit({
    route: AUTH_ROUTES.resetPassword,
    token,
    home: '/',
    initialError: token ? null : 'This link is missing its token.',
  });

  return (
    <AuthCard title="Set a new password">
      <ErrorBanner message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordFields form={form} />
          <Button type="submit" loading={busy} disabled={!token}>
            Save password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

const SIGNUP_SUCCESS = 'Thank you for signing up! We will review your registration and e-mail you as soon as your account is ready.';

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
        navigate('/', { state: { message: SIGNUP_SUCCESS } });
        return;
      }
      const body = result.error;
      showFormErrors(form, body);
      setError(body);
    } catch {
      setError({ message: NETWORK_ERROR });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign up"
      subtitle="Tell us about your company. We will set up your account and e-mail you a link to choose a password."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in instead
          </Anchor>
        </>
      }
    >
      <IssuesBanner error={error} />
      <form onSubmit={form.onSubmit(onSubmit, () => toastWarning())} noValidate>
        <Stack gap="sm">
          <TextInput label="Company" autoComplete="organization" autoFocus {...form.getInputProps('company')} />
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <CountrySelect label="Country" {...form.getInputProps('country')} />
          <Button type="submit" loading={busy} mt="xs">
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

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
  const { token, email } = useLoaderData<typeof verifyLoader>();
  const { form, busy, error, submit } = usePasswordSubmit({ route: AUTH_ROUTES.verify, token, home: '/pricelists' });

  return (
    <AuthCard title="Complete your account" subtitle="Choose a password to finish setting up your account.">
      {email === null && <ErrorBanner title="Could not register" message="This link is not valid any more. Ask for a new one." />}
      {error && <ErrorBanner title="Could not register" message={error} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" value={email ?? ''} disabled readOnly />
          <PasswordFields form={form} />
          <Button type="submit" loading={busy} disabled={email === null}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        By continuing you accept the{' '}
        <Anchor component={Link} to="/terms">
          terms of service
        </Anchor>
        .
      </Text>
    </AuthCard>
  );
}
