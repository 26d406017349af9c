/**
 * Checks in place of casts: a value from a field, a URL, a navigation state or a wider schema
 * field is checked against the list, table or shape it must have, so the type the code goes on
 * with is one the check proved.
 */

/** True when `value` is one of `values` (a Select's or a tab's string, a query parameter). */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((item) => item === value);
}

/** True when `key` is an own key of `table`, so `table[key]` is one of its entries. */
export function isKeyOf<K extends PropertyKey>(table: Readonly<Record<K, unknown>>, key: unknown): key is K {
  return (typeof key === 'string' || typeof key === 'number' || typeof key === 'symbol') && Object.hasOwn(table, key);
}

/** The keys of a table, typed as its keys (Object.keys types them as string). */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(table).filter((key) => isKeyOf(table, key));
}

/** A plain object's fields by name (a JSON body, a navigation state); null for anything else. */
export function fieldsOf(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}

/** A text field of a navigation state (location.state and history.state are untyped); undefined without one. */
export function stateText(state: unknown, key: string): string | undefined {
  const value = fieldsOf(state)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** A number field of a navigation state; undefined without one. */
export function stateNumber(state: unknown, key: string): number | undefined {
  const value = fieldsOf(state)?.[key];
  return typeof value === 'number' ? value : undefined;
}
