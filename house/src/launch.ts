// The launch URL the platform frames: /house/play?game=<slug>&token=<launch token>&lang=&mobile=
import type { Lang } from './format';

/** What every API call carries to name the player's game session. */
export interface HouseSession {
  game: string;
  token: string;
}

export interface Launch {
  lang: Lang;
  isMobile: boolean;
  session: HouseSession | null;
}

const PRINTABLE = /^[\x21-\x7e]+$/;

/** The language is always known (Spanish by default); the session only when both parts look valid. */
export function readLaunch(search: string): Launch {
  const params = new URLSearchParams(search);
  const lang: Lang = params.get('lang') === 'en' ? 'en' : 'es';
  const isMobile = params.get('mobile') === '1';
  const game = params.get('game') ?? '';
  const token = params.get('token') ?? '';
  const isValid =
    PRINTABLE.test(game) && game.length <= 100 && PRINTABLE.test(token) && token.length <= 200;
  return { lang, isMobile, session: isValid ? { game, token } : null };
}
