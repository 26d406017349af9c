import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one process hold a data directory and releases it', () => {
    const data = join(dir, 'one');
    const release = lockDataDir(data);
    expect(readFileSync(`${data}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${data}.lock`)).toBe(false);
  });

  it('refuses a directory another running process holds, naming it', async () => {
    const data = join(dir, 'held');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${data}.lock`, String(other.pid));
      expect(() => lockDataDir(data)).toThrow(`in use by process ${other.pid}: is the app already running?`);
      expect(readFileSync(`${data}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone (a kill -9)', () => {
    const data = join(dir, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    writeFileSync(`${data}.lock`, gone);
    const release = lockDataDir(data);
    expect(readFileSync(`${data}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
