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
