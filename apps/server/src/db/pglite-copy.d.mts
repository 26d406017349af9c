import type { PGlite } from '@electric-sql/pglite';
import type { BoundStatement } from './copy-binary';

/** `copy <target> from` a file of PGlite's in-memory file system holding `rows` (COPY's binary format), then `after`, in one transaction. */
export function copyFromMemory(
  lite: PGlite,
  batch: { target: string; rows: Uint8Array; after?: readonly BoundStatement[] | undefined },
): Promise<void>;

/** `statement` with its values written in as SQL literals. */
export function inlined(statement: BoundStatement): string;
