// The live tables' side of the verifier: a round's result and its link to the chain, recomputed
// in the browser from the round's hash and the table's salt (contract/live-fairness.ts).
import {
  crashResult,
  nextChainHash,
  liveResultBytes,
  roulettePocketFromBytes,
} from '../../../contract/live-fairness';
import type { LiveEngine } from '../../../contract/house-page/live-tables';

export interface LiveVerifierInput {
  game: LiveEngine;
  /** the round's revealed chain hash */
  hash: string;
  /** the table's salt */
  salt: string;
  /** the previous round's hash (the chain's terminating hash for round 1); may be empty */
  previousHash: string;
  /** the table's house edge in percent, as typed (crash only) */
  edgePercent: string;
}

/** The fields a player types (the game is chosen above them). */
export type LiveFields = Omit<LiveVerifierInput, 'game'>;

/** The result the server published for a round it looked up, to compare with the recomputed one. */
export interface PublishedRound {
  index: number;
  hash: string;
  result: number | null;
  isFirstRound: boolean;
}

/** An edge (a fraction) as the percent the field shows, to parts per million. */
export const percentOf = (edge: number) => String(Math.round(edge * 1_000_000) / 10_000);

export type LiveInputProblem = 'hash' | 'salt' | 'previousHash' | 'edgePercent';

export type LiveResult =
  | { game: 'crash'; bustPoint: number; isInstantBust: boolean }
  | { game: 'live-roulette'; pocket: number };

export interface LiveVerification {
  /** the input it was computed from: an answer for older input is not shown */
  input: LiveVerifierInput;
  result: LiveResult;
  resultHex: string;
  /** sha256 of the hash: what the previous round's hash must be */
  linkedHash: string;
  /** null when no previous hash was given to compare with */
  linksToPrevious: boolean | null;
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;
// whole parts per million, the precision the formula reads the edge at
const EDGE_PATTERN = /^\d{1,2}([.,]\d{1,4})?$/;

export const normalizeHash = (hash: string) => hash.trim().toLowerCase();

/** The edge typed in percent as a fraction, or null when it is not one the formula reads. */
export function edgeFromPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!EDGE_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.')) / 100;
}

/** What is wrong with the input; an empty list means it can be verified. */
export function liveInputProblems(input: LiveVerifierInput): LiveInputProblem[] {
  const problems: LiveInputProblem[] = [];
  if (!HASH_PATTERN.test(normalizeHash(input.hash))) problems.push('hash');
  if (input.salt.trim() === '') problems.push('salt');
  const previous = normalizeHash(input.previousHash);
  if (previous !== '' && !HASH_PATTERN.test(previous)) problems.push('previousHash');
  if (input.game === 'crash' && edgeFromPercent(input.edgePercent) === null) {
    problems.push('edgePercent');
  }
  return problems;
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Recomputes a round (the input must have no problems). */
export async function verifyLiveRound(input: LiveVerifierInput): Promise<LiveVerification> {
  const hash = normalizeHash(input.hash);
  const salt = input.salt.trim();
  const previousHash = normalizeHash(input.previousHash);
  const [bytes, linkedHash] = await Promise.all([liveResultBytes(hash, salt), nextChainHash(hash)]);
  return {
    input,
    result: await resultOf(input, hash, salt, bytes),
    resultHex: toHex(bytes),
    linkedHash,
    linksToPrevious: previousHash === '' ? null : linkedHash === previousHash,
  };
}

async function resultOf(
  input: LiveVerifierInput,
  hash: string,
  salt: string,
  bytes: Uint8Array,
): Promise<LiveResult> {
  if (input.game === 'live-roulette') {
    return { game: 'live-roulette', pocket: roulettePocketFromBytes(bytes) };
  }
  const edge = edgeFromPercent(input.edgePercent) ?? 0;
  const point = await crashResult(hash, salt, edge);
  return { game: 'crash', bustPoint: point.shown, isInstantBust: point.exact < 1 };
}
