/** The fields of each row of a batch in COPY's binary format (copy-binary.ts): each field's bytes, null for NULL. */
export function readBinaryRows(batch: Uint8Array): (Buffer | null)[][] {
  const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
  if (bytes.byteLength === 0) return [];
  if (bytes.subarray(0, 11).toString('latin1') !== 'PGCOPY\n\xff\r\n\0') throw new Error('no COPY binary header');
  let at = 19 + bytes.readInt32BE(15);
  const rows: (Buffer | null)[][] = [];
  for (;;) {
    const count = bytes.readInt16BE(at);
    at += 2;
    if (count === -1) break;
    const row: (Buffer | null)[] = [];
    for (let i = 0; i < count; i++) {
      const length = bytes.readInt32BE(at);
      at += 4;
      row.push(length === -1 ? null : bytes.subarray(at, at + length));
      if (length > 0) at += length;
    }
    rows.push(row);
  }
  if (at !== bytes.byteLength) throw new Error(`${bytes.byteLength - at} bytes after the trailer`);
  return rows;
}
