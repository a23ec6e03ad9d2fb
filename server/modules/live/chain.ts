// A table's hash chain (docs/live-tables.md): made in advance from a secret seed, h_length =
// sha256hex(seed) and h_i = sha256hex(h_(i+1)), each hash taken over the previous one's lowercase
// hex text. Round i of the table uses h_i; the terminating hash h_0 = sha256hex(h_1) is published
// before the salt is chosen, so no salt can be picked to suit a chain, nor a chain to suit a salt.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Every CHECKPOINT_EVERY-th hash is stored, so any h_i is at most that many hashes away. */
export const CHECKPOINT_EVERY = 1_000;

export const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The bytes a round's result is read from: HMAC-SHA256(key = h_i as text, message = salt). */
export const resultBytes = (hash: string, salt: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', hash).update(salt, 'utf8').digest());

export interface Chain {
  seed: string;
  length: number;
  /** h_0 */
  terminatingHash: string;
  /** index -> hash, for index = length and every multiple of CHECKPOINT_EVERY below it */
  checkpoints: Map<number, string>;
}

/**
 * Makes a chain of `length` hashes (synchronous: about a second per million hashes, so a new
 * chain is made when the engine starts, not in a request).
 */
export function makeChain(length: number, seed = randomBytes(32).toString('hex')): Chain {
  const checkpoints = new Map<number, string>();
  let hash = sha256hex(seed);
  checkpoints.set(length, hash);
  for (let index = length - 1; index >= 0; index--) {
    hash = sha256hex(hash);
    if (index % CHECKPOINT_EVERY === 0) checkpoints.set(index, hash);
  }
  return { seed, length, terminatingHash: hash, checkpoints };
}

/** h_index from the nearest checkpoint at or above it. */
export function hashAt(checkpoints: ReadonlyMap<number, string>, length: number, index: number) {
  if (!Number.isInteger(index) || index < 0 || index > length)
    throw new Error(`chain index ${index} is outside 0..${length}`);
  const above = Math.min(length, Math.ceil(index / CHECKPOINT_EVERY) * CHECKPOINT_EVERY);
  let hash = checkpoints.get(above);
  if (hash === undefined) throw new Error(`chain checkpoint ${above} is missing`);
  for (let at = above; at > index; at--) hash = sha256hex(hash);
  return hash;
}
