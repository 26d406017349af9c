/**
 * One area's messages in the three languages side by side, so a key's texts are read and written
 * together. English gives the keys; Estonian and Finnish must have each of them and no other (the
 * compiler says which is missing or stray).
 */
export interface AreaMessages<K extends string> {
  readonly en: Readonly<Record<K, string>>;
  readonly et: Readonly<Record<K, string>>;
  readonly fi: Readonly<Record<K, string>>;
}

export function messages<const K extends string>(area: {
  en: Record<K, string>;
  et: Record<NoInfer<K>, string>;
  fi: Record<NoInfer<K>, string>;
}): AreaMessages<K> {
  return area;
}
