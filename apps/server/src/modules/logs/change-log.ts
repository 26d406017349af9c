/**
 * The fields of `after` whose value differs from `before` (compared as JSON), with the new value;
 * `summaries` replaces a bulky new value (a whole price grid) by a short text.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  summaries: Record<string, (value: unknown) => string> = {},
): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) === JSON.stringify(value)) continue;
    const summarise = summaries[field];
    updates[field] = summarise ? summarise(value) : value;
  }
  return updates;
}
