import { describe, expect, it } from 'vitest';
import { CopyLines } from './copy-lines';

describe('CopyLines', () => {
  it('gathers lines as UTF-8 bytes, each ended by a newline, past its first capacity', () => {
    const lines = new CopyLines();
    const written = Array.from({ length: 3_000 }, (_, i) => `${i}\tŁódź €${'x'.repeat(i % 50)}\t{"a":"b\\\\c"}`);
    for (const line of written) lines.add(line);
    expect(lines.count).toBe(3_000);
    const bytes = lines.take();
    expect(Buffer.from(bytes).toString('utf8')).toBe(`${written.join('\n')}\n`);
  });

  it('starts a new batch on take, in a buffer of its own', () => {
    const lines = new CopyLines();
    lines.add('first');
    const first = lines.take();
    lines.add('second');
    const second = lines.take();
    expect(lines.count).toBe(0);
    expect(Buffer.from(first).toString()).toBe('first\n');
    expect(Buffer.from(second).toString()).toBe('second\n');
    expect(first.buffer).not.toBe(second.buffer);
    expect(lines.take().byteLength).toBe(0);
  });
});
