import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * One process at a time on an embedded database's directory. PGlite has no postmaster to turn a
 * second one away, and two processes writing the same files corrupt the database (a second
 * `npm start` in the same folder would). The lock is a file beside the directory holding the
 * process id; one left by a process that is gone (a kill -9) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder !== process.pid && isRunning(holder))
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}: is the app already running? Stop it first, or set DATA_DIR to another folder.`,
      );
    rmSync(file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
