/**
 * A large ECB document (a rate history: the whole one since 1999 is about 8 MB, two seconds of
 * reading) read in a worker thread of the heavy-work pool (decision 12): its bytes moved in, the
 * plain result of `readEcbRates` out (a refusal too: the service makes it the 422).
 */
import { readEcbRates, type EcbReadResult } from '@freight/domain';

export interface EcbReadTask {
  kind: 'ecb-read';
  /** The document as received, at most ECB_FILE_MAX_BYTES (transferred, not copied). */
  bytes: Uint8Array;
}

export function runEcbRead(task: EcbReadTask): EcbReadResult {
  return readEcbRates(task.bytes);
}
