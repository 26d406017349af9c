/**
 * Zone and transit names of an import matched to the carrier's records as a clerk reads them: the
 * same name in another Unicode form (a composed or decomposed "ä", a full-width letter) or in
 * another case is the same name. A name that matches two different records that way is ambiguous,
 * never guessed.
 */
import type { NamedRecord } from './json-file';

/** The form names compare in: NFKC, case folded (upper then lower, so "ß" is "ss"), trimmed. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().trim();
}

/** A name found: the record, two records it could mean, or nothing. */
export type NameMatch<T extends NamedRecord> = { record: T } | { ambiguous: readonly [T, T] } | null;

/**
 * Looks names up in `records`: an exact name first (the lowest id among equal names, as before),
 * then the folded name; two records with different names folding alike are ambiguous.
 */
export function nameMatcher<T extends NamedRecord>(records: readonly T[]): (name: string) => NameMatch<T> {
  const exact = new Map<string, T>();
  const folded = new Map<string, T[]>();
  for (const r of [...records].sort((a, b) => a.id - b.id)) {
    if (exact.has(r.name)) continue;
    exact.set(r.name, r);
    const key = nameKey(r.name);
    const same = folded.get(key);
    if (same) same.push(r);
    else folded.set(key, [r]);
  }
  return (name) => {
    const hit = exact.get(name) ?? exact.get(name.trim());
    if (hit) return { record: hit };
    const candidates = folded.get(nameKey(name));
    if (!candidates) return null;
    if (candidates.length === 1) return { record: candidates[0]! };
    return { ambiguous: [candidates[0]!, candidates[1]!] };
  };
}

/** The message of an ambiguous name: `Zone riga matches both Riga (id 3) and RIGA (id 7)`. */
export function ambiguousNameMessage(kind: string, name: string, [a, b]: readonly [NamedRecord, NamedRecord]): string {
  return `${kind} ${name} matches both ${a.name} (id ${a.id}) and ${b.name} (id ${b.id})`;
}
