import type { PGlite } from '@electric-sql/pglite';

/** `copy <target> from` a file of PGlite's in-memory file system holding `rows` (COPY's binary format). */
export function copyFromMemory(lite: PGlite, target: string, rows: Uint8Array): Promise<void>;
