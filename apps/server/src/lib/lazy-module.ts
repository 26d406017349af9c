import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start (ExcelJS, date-holidays): an idle
 * server does not hold what only a workbook or a holiday-skipping transit needs (decision 8).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
