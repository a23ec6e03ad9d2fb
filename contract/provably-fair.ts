// Provably fair, the scheme of the big crypto casinos (Stake's): the server commits to a seed by
// its SHA-256 before play; each bet's randomness is HMAC-SHA256(key = server seed as UTF-8 text,
// message = `${clientSeed}:${nonce}:${round}`), round 0, 1, 2... giving 32 bytes each, read four
// at a time as floats in [0, 1). WebCrypto only, so the same code runs in the server (Node 20)
// and in the browser's verifier.

export type FairGame = 'dice' | 'limbo' | 'hi-lo' | 'roulette';
export const FAIR_GAMES: readonly FairGame[] = ['dice', 'limbo', 'hi-lo', 'roulette'];

/** The house edge the games are configured with (1 %), as a fraction. */
export const DEFAULT_HOUSE_EDGE = 0.01;

const encoder = new TextEncoder();
const BYTES_PER_FLOAT = 4;
const BYTES_PER_ROUND = 32;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** HMAC-SHA256's 32 bytes (the live tables' result bytes use it too). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  return toHex(await hmacSha256(key, message));
}

/** f = b0/256 + b1/256² + b2/256³ + b3/256⁴: always below 1. */
export function floatFromBytes(bytes: ArrayLike<number>, offset = 0): number {
  let float = 0;
  for (let index = 0; index < BYTES_PER_FLOAT; index++) {
    float += (bytes[offset + index] ?? 0) / 256 ** (index + 1);
  }
  return float;
}

/** The first `count` floats of a bet: 8 per HMAC round. */
export async function floatsFrom(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  const floatsPerRound = BYTES_PER_ROUND / BYTES_PER_FLOAT;
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let index = 0; index < floatsPerRound && floats.length < count; index++) {
      floats.push(floatFromBytes(bytes, index * BYTES_PER_FLOAT));
    }
  }
  return floats;
}

// ---- Game results from floats ----

/** Dice roll 0.00–100.00 (10,001 outcomes). */
export function diceRoll(float: number): number {
  return Math.floor(float * 10_001) / 100;
}

/**
 * Limbo's multiplier, Stake's formula: 1e8 / (floor(f·1e8) + 1) · (1 − edge), floored to two
 * decimals and never below 1. P(result ≥ m) = (1 − edge) / m, so any target pays its edge.
 */
export function limboMultiplier(float: number, houseEdge = DEFAULT_HOUSE_EDGE): number {
  const scale = 1e8;
  const raw = (scale / (Math.floor(float * scale) + 1)) * (1 - houseEdge);
  return Math.max(1, Math.floor(raw * 100) / 100);
}

export const CARD_RANKS = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
] as const;
export const CARD_SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
const SUIT_SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

export interface Card {
  /** 0–51 in Stake's order: ♦2 ♥2 ♠2 ♣2 ♦3 ... ♣A. */
  index: number;
  rank: (typeof CARD_RANKS)[number];
  suit: (typeof CARD_SUITS)[number];
  /** e.g. "♠J" */
  label: string;
}

/** Hi-Lo draws from an infinite deck: each card is one float, floor(f·52). */
export function cardFromFloat(float: number): Card {
  const index = Math.floor(float * 52);
  const rank = CARD_RANKS[Math.floor(index / 4)] ?? 'A';
  const suit = CARD_SUITS[index % 4] ?? 'clubs';
  return { index, rank, suit, label: `${SUIT_SYMBOLS[suit]}${rank}` };
}

/** The European wheel's pocket, 0–36. */
export function roulettePocket(float: number): number {
  return Math.floor(float * 37);
}

/** How many floats a verifier reads for one bet of each game (Hi-Lo: a whole deck's worth). */
export const FLOATS_PER_BET: Record<FairGame, number> = {
  dice: 1,
  limbo: 1,
  'hi-lo': 52,
  roulette: 1,
};

export type BetResult =
  | { game: 'dice'; roll: number }
  | { game: 'limbo'; multiplier: number }
  | { game: 'hi-lo'; cards: Card[] }
  | { game: 'roulette'; pocket: number };

export interface VerifiedBet {
  floats: number[];
  result: BetResult;
}

/** Recomputes a bet from its revealed seeds: what the verifier page and the tests call. */
export async function computeBet(
  game: FairGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  houseEdge = DEFAULT_HOUSE_EDGE,
): Promise<VerifiedBet> {
  const floats = await floatsFrom(serverSeed, clientSeed, nonce, FLOATS_PER_BET[game]);
  const first = floats[0] ?? 0;
  switch (game) {
    case 'dice':
      return { floats, result: { game, roll: diceRoll(first) } };
    case 'limbo':
      return { floats, result: { game, multiplier: limboMultiplier(first, houseEdge) } };
    case 'hi-lo':
      return { floats, result: { game, cards: floats.map(cardFromFloat) } };
    case 'roulette':
      return { floats, result: { game, pocket: roulettePocket(first) } };
  }
}

// ---- Seeds and rotation ----

/** The seeds in play: the server seed stays secret, its hash is shown. */
export interface ActiveSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next bet. */
  nonce: number;
}

/** A retired pair: the server seed is now public, so every bet made with it can be verified. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** How many bets were made with it (nonces 0 to betCount − 1). */
  betCount: number;
}

/** 32 random bytes as hex. */
export function generateServerSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function createSeeds(
  clientSeed: string,
  serverSeed = generateServerSeed(),
): Promise<ActiveSeeds> {
  return { serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed, nonce: 0 };
}

/** Takes the nonce of a bet and moves the pair on to the next one. */
export function takeNonce(seeds: ActiveSeeds): { nonce: number; seeds: ActiveSeeds } {
  return { nonce: seeds.nonce, seeds: { ...seeds, nonce: seeds.nonce + 1 } };
}

/** Reveals the current server seed and starts a new pair at nonce 0. */
export async function rotateSeed(
  current: ActiveSeeds,
  nextClientSeed = current.clientSeed,
  nextServerSeed = generateServerSeed(),
): Promise<{ revealed: RevealedSeeds; next: ActiveSeeds }> {
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      betCount: current.nonce,
    },
    next: await createSeeds(nextClientSeed, nextServerSeed),
  };
}

/** Whether a revealed server seed is the one whose hash was shown before play. */
export async function matchesHash(serverSeed: string, serverSeedHash: string): Promise<boolean> {
  return (await sha256Hex(serverSeed)) === serverSeedHash.trim().toLowerCase();
}
