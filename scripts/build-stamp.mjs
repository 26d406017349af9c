// A build is skipped when its inputs are what they were at its last success: the hash of the inputs
// is written into the output directory after a build, and compared before the next one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Kept in the output directory, so that removing the output removes it too. */
const STAMP_FILE = '.build-stamp';

/** Tests never reach a build, and output or installed packages are not sources. */
const IGNORED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.[cm]?[jt]sx?$/;

/**
 * One hash of `extra` (the toolchain's versions) and every file under `inputs` (paths relative to
 * `root`, files or directories): their paths and contents. A missing input counts as missing, so
 * that creating it later changes the hash.
 */
export function hashInputs(root, inputs, extra = '') {
  const hash = createHash('sha256').update(extra).update('\0');
  for (const input of [...inputs].sort()) {
    const path = join(root, input);
    if (!existsSync(path)) {
      hash.update(`${input}\0missing\0`);
      continue;
    }
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true })
          .map((file) => join(input, String(file)))
          .filter((file) => !IGNORED.test(file) && statSync(join(root, file)).isFile())
          .sort()
      : [input];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

/** True when `outDir` holds `entry` and the stamp of a build from inputs hashing to `hash`. */
export function isUpToDate(outDir, entry, hash) {
  const stamp = join(outDir, STAMP_FILE);
  return existsSync(join(outDir, entry)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(outDir, hash) {
  writeFileSync(join(outDir, STAMP_FILE), `${hash}\n`);
}
