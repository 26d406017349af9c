import { MAX_ID, SEARCH_MIN_CHARS } from '../constants/limits';

/**
 * What the admin's pricelist search looks for in `query`: a pricelist id ('12' or '#12') or a part
 * of a name or comment; null when there is nothing to search (too short, or an id no row can have).
 * The web app asks only when this is not null, and the server searches by it.
 */
export function parsePricelistQuery(query: string): { id: number | null; text: string } | null {
  const text = query.trim();
  if (/^#?\d+$/.test(text)) {
    const id = Number(text.replace('#', ''));
    return id >= 1 && id <= MAX_ID ? { id, text } : null;
  }
  return text.length >= SEARCH_MIN_CHARS ? { id: null, text } : null;
}

/**
 * What a search box says of a text too short to search: "Type at least 2 characters"
 * for 1 character, null for an empty box or a text long enough, so a short text is never ignored silently.
 */
export function searchTooShort(query: string, min: number = SEARCH_MIN_CHARS): string | null {
  const length = query.trim().length;
  return length > 0 && length < min ? `Type at least ${min} characters` : null;
}
