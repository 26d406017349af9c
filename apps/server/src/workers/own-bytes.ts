/**
 * Bytes in a buffer of their own, so they can be moved to a worker rather than copied: a buffer
 * read in one piece has one; a small one shares Node's buffer pool (moving that would take the
 * pool's other buffers along), so it is copied.
 */
export function ownBytes(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}
