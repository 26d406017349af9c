/**
 * A section's own read (the partner page's loader is the record's): null while it loads, 'failed'
 * when it could not be read, else the answer; `reload` reads it again, keeping what is shown until
 * the answer comes. Only the latest read's answer is kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type SectionData<T> = T | null | 'failed';

export function useSectionData<T>(read: () => Promise<T | null>, key: string): { data: SectionData<T>; reload: () => Promise<void> } {
  const [data, setData] = useState<SectionData<T>>(null);
  const latest = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    const answer = await readRef.current();
    if (ticket === latest.current) setData(answer ?? 'failed');
  }, []);

  // A new key reads again; an answer for the key before comes later than its ticket and is dropped.
  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { data, reload };
}
