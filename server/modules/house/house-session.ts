import { HOUSE_LAUNCH_PATH } from '../../../contract/house-page/house';
import { findGameBySlug } from '../games/repository';
import { engineForGame, type GameEngine } from './engine-for-game';
import type { House } from './house-context';
import { HouseRefusal, invalidField } from './house-refusal';
import type { WalletOutcome } from './house-wallet';

/** A catalogue game as the house plays it. */
export interface LaunchedGame {
  slug: string;
  name: string;
  /** The catalogue's provider: the house signs the game's wallet calls as this one. */
  provider: string;
  engine: GameEngine;
}

export interface HouseSession {
  token: string;
  /** The wallet's opaque id of the player. */
  player: string;
  /** The name the wallet gives for showing the player to others (shown masked). */
  screenName: string;
  /** mBTC, as the wallet answered. */
  balance: number;
  currency: string;
  game: LaunchedGame;
}

/**
 * The player and game of a launch token, checked by the wallet. With `engine`, the game must be
 * played on that engine (a dice call for a roulette game is refused).
 */
export async function openSession(
  house: House,
  request: { token: string; game: string },
  engine?: GameEngine | readonly GameEngine[],
): Promise<HouseSession> {
  const found = await findGameBySlug(house.db, request.game);
  // the house plays only the games it serves: launched at its URL, signed with the derived
  // secret; never a third party's game (its own launch URL or secret), even with its token
  if (!found || found.launchUrl !== HOUSE_LAUNCH_PATH || found.providerHasOwnSecret)
    throw new HouseRefusal('invalid_session');
  const game: LaunchedGame = {
    slug: found.slug,
    name: found.name,
    provider: found.provider.slug,
    engine: engineForGame(found),
  };
  const allowed = typeof engine === 'string' ? [engine] : engine;
  if (allowed && !allowed.includes(game.engine)) throw invalidField('game');
  const answer = await house.wallet.balance(game.provider, {
    token: request.token,
    game: game.slug,
  });
  if (answer.kind !== 'accepted') throw refusalOf(answer);
  return {
    token: request.token,
    player: answer.body.player,
    screenName: answer.body.screenName,
    balance: answer.body.balance,
    currency: answer.body.currency,
    game,
  };
}

/** The house's refusal for a wallet that refused or did not answer. */
export function refusalOf(outcome: Exclude<WalletOutcome<unknown>, { kind: 'accepted' }>) {
  if (outcome.kind === 'unavailable') return new HouseRefusal('wallet_unavailable');
  const { code, params } = outcome.refusal;
  switch (code) {
    case 'insufficient_funds':
      return new HouseRefusal('insufficient_funds', params);
    case 'limit_exceeded':
    case 'self_excluded':
    case 'on_time_out':
      return new HouseRefusal(code, params);
    case 'invalid_session':
    case 'game_unavailable':
      return new HouseRefusal('invalid_session');
    default:
      return new HouseRefusal('wallet_unavailable');
  }
}
