import type { FairGame } from '../../../contract/provably-fair';
import type { LiveEngine } from '../../../contract/house-page/live-tables';

/** The single-player games (server and client seeds) and the live tables (a hash chain). */
export type VerifierGame = FairGame | LiveEngine;

/**
 * The verifier's games, written out: the route file reads them for its search schema on every first
 * load, and importing the contract's lists would bring the verifier's maths along with them.
 */
export const VERIFIER_GAMES = [
  'dice',
  'limbo',
  'hi-lo',
  'roulette',
  'crash',
  'live-roulette',
] as const satisfies readonly VerifierGame[];

/** Fails to compile when a game of the contract is missing above. */
type NoneMissing<Missing extends never> = Missing;
export type VerifierGamesComplete = NoneMissing<
  Exclude<VerifierGame, (typeof VERIFIER_GAMES)[number]>
>;
