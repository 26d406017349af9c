/** Helpers shared by the forms: schema validation for Mantine forms and server error maps. */
import { capitalise } from './toast';

/** The part of a zod schema the forms use (the web app does not import zod itself). */
interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A Mantine `validate` function from a shared schema: the first issue per field, capitalised. */
export function schemaValidator<V>(schema: SafeParser): (values: V) => Record<string, string> {
  return (values: V) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = capitalise(issue.message);
    }
    return errors;
  };
}

/** Server field errors, capitalised for display under the fields. */
export function fieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(errors ?? {})) out[key] = capitalise(text);
  return out;
}
