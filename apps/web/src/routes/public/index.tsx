/** The public routes: reachable without a session (docs/product/shell.md §2). */
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './forgot-password';
import { LoginPage, loginLoader } from './login';
import { ResetPasswordPage } from './reset-password';
import { SignupPage } from './signup';
import { VerificationPage } from './verification';
import { VerifyPage, verifyLoader } from './verify';
import { CookiesPage, PrivacyPage, TermsPage } from './legal';

export const publicRoutes: RouteObject[] = [
  { path: 'login', loader: loginLoader, Component: LoginPage },
  { path: 'verification', Component: VerificationPage },
  { path: 'forgot_password', Component: ForgotPasswordPage },
  { path: 'reset_password', Component: ResetPasswordPage },
  { path: 'signup', Component: SignupPage },
  { path: 'verify', loader: verifyLoader, Component: VerifyPage },
  { path: 'terms', Component: TermsPage },
  { path: 'privacy', Component: PrivacyPage },
  { path: 'cookies', Component: CookiesPage },
];
