/**
 * The country pickers' search: "LV" finds Latvia first, not El Salvador. An exact code
 * match ranks first, then names starting with the text, then names with a word starting with it,
 * then names or codes containing it; within a rank the options keep their order (by name).
 */

/** A country option as the pickers hold it: the ISO code and the name. */
export interface CountryChoice {
  value: string;
  label: string;
}

/** The rank of an option for `search` (lower is better), or null when it does not match. */
function rankOf(option: CountryChoice, search: string): number | null {
  const code = option.value.toLowerCase();
  const name = option.label.toLowerCase();
  if (code === search) return 0;
  if (name === search) return 1;
  if (name.startsWith(search)) return 2;
  if (name.split(/[\s\-(),.']+/).some((word) => word.startsWith(search))) return 3;
  if (name.includes(search)) return 4;
  if (code.startsWith(search)) return 5;
  return null;
}

/**
 * The options matching `search`, best first (see above); every option for an empty search.
 * Case and surrounding spaces do not matter. `limit` cuts the answer.
 */
export function rankCountries<T extends CountryChoice>(options: readonly T[], search: string, limit = Infinity): T[] {
  const text = search.trim().toLowerCase();
  if (!text) return options.slice(0, limit);
  const ranked: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = rankOf(option, text);
    if (rank !== null) ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.option);
}
