/** Toasts: 2000 ms on screen and a 300 ms transition (set on <Notifications>), random 6-character ids. */
import { notifications } from '@mantine/notifications';
import { t } from './i18n';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 6-character toast id. */
export function toastId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** 'is required' -> 'Is required'. */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A success toast: what happened, to which record (domain `savedMessage`: "Partner Acme created"),
 * never a bare "Action successful".
 */
export function toastSuccess(message: string): void {
  notifications.show({ id: toastId(), message, color: 'green' });
}

/** A warning toast; 'Check the form for errors' (in the reader's language) by default. */
export function toastWarning(message?: string): void {
  notifications.show({ id: toastId(), message: message ?? t('ui.form.checkErrors'), color: 'yellow' });
}

export function toastError(message: string): void {
  notifications.show({ id: toastId(), message: capitalise(message), color: 'red' });
}
