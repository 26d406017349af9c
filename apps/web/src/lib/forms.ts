/** Helpers shared by the forms: schema validation for Mantine forms and server error maps. */
import { localizeError, localizeReason, type ApiError } from '@freight/domain';
import type { SubmitTarget } from 'react-router';
import { currentLanguage } from './i18n';
import { capitalise, toastWarning } from './toast';

/** A field's reason as shown under it: in the reader's language (the schemas say it in English), capitalised. */
export function reasonText(reason: string): string {
  return capitalise(localizeReason(currentLanguage(), reason));
}

/**
 * A refused write's message in the reader's language: the server says it so (the client sends
 * Accept-Language); an English one made here or kept by the API is said again by `localizeError`.
 */
export function refusalText(error: Pick<ApiError, 'message' | 'errors'>): string {
  return capitalise(localizeError(currentLanguage(), error).message);
}

/** The part of a zod schema the forms use (the web app does not import zod itself). */
interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A Mantine `validate` function from a shared schema: the first issue per field, in the reader's language. */
export function schemaValidator<V>(schema: SafeParser): (values: V) => Record<string, string> {
  return (values: V) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = reasonText(issue.message);
    }
    return errors;
  };
}

/** Server field errors, in the reader's language, for display under the fields. */
export function fieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(errors ?? {})) out[key] = reasonText(text);
  return out;
}

/**
 * A write the server refused, on its form: the field errors under the fields and 'Check the form
 * for errors' as a warning. The message itself is the form's banner (IssuesBanner), shown once:
 * not again as a toast.
 */
export function showFormErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: Pick<ApiError, 'message' | 'errors'>,
): void {
  form.setErrors(fieldErrors(error.errors));
  toastWarning();
}

/**
 * Masks typing into a time of day HH:MM: digits only, the colon added, hours clamped to 23 and
 * minutes to 59 ('7' stays '7', '123' -> '12:3', '2999' -> '23:59').
 */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) {
    if (digits.length === 2 && Number(digits) > 23) return '23';
    return digits;
  }
  const hours = Math.min(Number(digits.slice(0, 2)), 23);
  let minutes = digits.slice(2);
  if (minutes.length === 1 && Number(minutes) > 5) minutes = `0${minutes}`;
  if (minutes.length === 2 && Number(minutes) > 59) minutes = '59';
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

/** A finished HH:MM from a masked value ('9' -> '09:00', '12:3' -> '12:30'); '' stays ''. */
export function completeTime(value: string): string {
  const masked = maskTime(value);
  if (!masked) return '';
  const [h = '', m = ''] = masked.split(':');
  return `${h.padStart(2, '0')}:${m.padEnd(2, '0')}`;
}

/** A form's JSON body as useSubmit and fetcher.submit take it (`encType: 'application/json'`). */
export function jsonTarget(body: object): SubmitTarget {
  // The body is a form's values (text, numbers, booleans, lists, null): JSON, which SubmitTarget cannot see in an object type.
  return body as SubmitTarget;
}
