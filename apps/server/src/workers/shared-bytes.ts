import { serialize } from 'node:v8';

/**
 * `value` v8-serialised into shared memory. Posting it to a worker hands over a reference: a plain
 * Uint8Array would be copied on every job (a version's content and a what-if's review are sent with
 * each job, for a worker that has not read them yet). Nobody writes to it after this.
 */
export function sharedBytes(value: unknown): Uint8Array {
  const bytes = serialize(value);
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  return shared;
}
