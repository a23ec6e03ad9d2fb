// Provably fair for the live tables (Crash and Live Roulette), bustabit's scheme: a chain of
// hashes made in advance from a secret seed, h_N = sha256hex(seed), h_i = sha256hex(h_{i+1}),
// each taking the previous hash's lowercase hex TEXT. Round i of a table uses h_i, so every
// revealed hash links to the one before it (sha256hex(h_i) = h_{i-1}) and round 1 links to the
// terminating hash h_0, published before the salt was chosen. A round's result bytes are
// HMAC-SHA256(key = h_i as text, message = salt as text). WebCrypto helpers from the
// single-player scheme, so the server (Node 20) and the browser's verifier run the same code.
import type { CrashSideBet } from './house-page/live-tables';
import {
  floatFromBytes,
  hmacSha256,
  roulettePocket as roulettePocketFromFloat,
  sha256Hex,
} from './provably-fair';

/** The live tables' default house edge (1 %), as a fraction (`LIVE_CRASH_HOUSE_EDGE`). */
export const LIVE_DEFAULT_HOUSE_EDGE = 0.01;

/** The hash one step towards the chain's end: the previous round's hash (h_0 for round 1). */
export function nextChainHash(hash: string): Promise<string> {
  return sha256Hex(hash);
}

/** Whether `hash` links to `previousHash`: sha256hex(hash) = previousHash (hex, any case). */
export async function verifyChainLink(hash: string, previousHash: string): Promise<boolean> {
  return (await nextChainHash(normalizeHex(hash))) === normalizeHex(previousHash);
}

/** A round's 32 result bytes. */
export function liveResultBytes(hash: string, salt: string): Promise<Uint8Array> {
  return hmacSha256(hash, salt);
}

// ---- Crash ----

/** 2^52: the crash formula reads the first 52 bits (13 hex digits) of the result. */
const TWO_POW_52 = 2 ** 52;
const TWO_POW_52_BIG = BigInt(TWO_POW_52);
/** The edge is read in parts per million so the whole formula is exact rational arithmetic. */
const PPM = 1_000_000n;

export interface CrashPoint {
  /**
   * The bust point B = (1 − edge) / (1 − X) as the nearest double, nudged by one ulp when that
   * double would land on a two-decimal value B is not equal to. So `target < exact` (the auto
   * cash-out rule) and `exact >= 2` (a side bet) decide exactly like the real number for every
   * target with two decimals. Below 1 means an instant bust.
   */
  exact: number;
  /** What the table shows: max(1, floor(100·B) / 100). */
  shown: number;
}

/** h: the first 52 bits of the bytes as an integer (exact: below 2^53). */
export function crashBitsFromBytes(bytes: ArrayLike<number>): number {
  let bits = 0;
  for (let index = 0; index < 6; index++) bits = bits * 256 + (bytes[index] ?? 0);
  return bits * 16 + ((bytes[6] ?? 0) >> 4);
}

/** The edge as a whole number of parts per million; refuses edges it cannot read exactly. */
function edgeInPpm(edge: number): bigint {
  const ppm = Math.round(edge * 1_000_000);
  if (!(edge >= 0 && edge < 1) || Math.abs(ppm / 1_000_000 - edge) > 1e-12) {
    throw new RangeError(`house edge ${edge} is not a fraction in [0, 1) in parts per million`);
  }
  return BigInt(ppm);
}

/**
 * Crash's bust point from a round's bytes: X = h / 2^52, B = (1 − edge) / (1 − X), shown =
 * max(1, floor(100·B) / 100). P(B ≥ t) = (1 − edge) / t, so every auto cash-out target returns
 * 1 − edge and B < 1 (an instant bust) happens with probability `edge`.
 *
 * Doubles cannot do this at 52 bits: 100·B rounds (1.28·100 is not 128 in every order of
 * operations) and B can lie within a hair of a target. So B = numerator / denominator in BigInt:
 * numerator = (10^6 − edgePpm)·2^52, denominator = 10^6·(2^52 − h).
 */
export function crashPointFromBytes(
  bytes: ArrayLike<number>,
  edge = LIVE_DEFAULT_HOUSE_EDGE,
): CrashPoint {
  const numerator = (PPM - edgeInPpm(edge)) * TWO_POW_52_BIG;
  const denominator = PPM * (TWO_POW_52_BIG - BigInt(crashBitsFromBytes(bytes)));
  const hundredths = (100n * numerator) / denominator;
  const shown = Math.max(1, Number(hundredths) / 100);
  return { exact: exactBustPoint(numerator, denominator, hundredths), shown };
}

/** Sticky-bit division: 2^128·B truncated, its lowest bit set if anything was cut off. */
const SCALE_BITS = 128n;
const SCALE = 2 ** 128;

function nearestDouble(numerator: bigint, denominator: bigint): number {
  const scaled = numerator << SCALE_BITS;
  let quotient = scaled / denominator;
  // quotient has over 100 bits, so a set lowest bit makes Number() round as the real would
  if (scaled % denominator !== 0n) quotient |= 1n;
  return Number(quotient) / SCALE;
}

/** B as a double that compares with every two-decimal value as B itself does (see CrashPoint). */
function exactBustPoint(numerator: bigint, denominator: bigint, hundredths: bigint): number {
  const nearest = nearestDouble(numerator, denominator);
  const below = Number(hundredths) / 100;
  const above = Number(hundredths + 1n) / 100;
  const isOnHundredth = numerator * 100n === hundredths * denominator;
  if (isOnHundredth) return below;
  if (nearest <= below) return nextDouble(below, 1);
  if (nearest >= above) return nextDouble(above, -1);
  return nearest;
}

/** The adjacent double above (+1) or below (−1) a positive finite double. */
function nextDouble(value: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

export async function crashResult(
  hash: string,
  salt: string,
  edge = LIVE_DEFAULT_HOUSE_EDGE,
): Promise<CrashPoint> {
  return crashPointFromBytes(await liveResultBytes(hash, salt), edge);
}

// ---- Crash's side bets: decided by the bust point only ----

const SIDE_BET_THRESHOLD: Record<CrashSideBet, number> = {
  'under-2': 2,
  'at-least-2': 2,
  'at-least-10': 10,
};

/** Whether a side bet wins with bust point `exact` (CrashPoint.exact). */
export function crashSideBetWins(kind: CrashSideBet, exact: number): boolean {
  const reached = exact >= SIDE_BET_THRESHOLD[kind];
  return kind === 'under-2' ? !reached : reached;
}

/** A side bet's win chance: P(B ≥ t) = (1 − edge) / t; under-2 is the rest. */
export function crashSideBetWinChance(kind: CrashSideBet, edge = LIVE_DEFAULT_HOUSE_EDGE): number {
  const reachChance = (1 - edge) / SIDE_BET_THRESHOLD[kind];
  return kind === 'under-2' ? 1 - reachChance : reachChance;
}

/**
 * What a side bet pays (stake included): floor(100·(1 − edge) / P) / 100 for win chance P,
 * computed in integers (parts per million) so 2.00× is never 1.99× by rounding. At 1 %:
 * under-2 1.96×, at-least-2 2.00×, at-least-10 10.00×.
 */
export function crashSideBetPayout(kind: CrashSideBet, edge = LIVE_DEFAULT_HOUSE_EDGE): number {
  const keep = PPM - edgeInPpm(edge);
  const threshold = BigInt(SIDE_BET_THRESHOLD[kind]);
  // P = keep / (PPM·t) to reach t; P = (PPM·t − keep) / (PPM·t) for under-t
  const chanceNumerator = kind === 'under-2' ? PPM * threshold - keep : keep;
  const hundredths = (100n * keep * threshold) / chanceNumerator;
  return Number(hundredths) / 100;
}

/** The side bets' payouts at the default edge. */
export const CRASH_SIDE_BET_PAYOUTS: Record<CrashSideBet, number> = {
  'under-2': crashSideBetPayout('under-2'),
  'at-least-2': crashSideBetPayout('at-least-2'),
  'at-least-10': crashSideBetPayout('at-least-10'),
};

// ---- Live Roulette ----

/** The European wheel's pocket (0–36): floor(f·37), f the first four bytes as a float. */
export function roulettePocketFromBytes(bytes: ArrayLike<number>): number {
  return roulettePocketFromFloat(floatFromBytes(bytes));
}

export async function roulettePocket(hash: string, salt: string): Promise<number> {
  return roulettePocketFromBytes(await liveResultBytes(hash, salt));
}

function normalizeHex(hex: string): string {
  return hex.trim().toLowerCase();
}
