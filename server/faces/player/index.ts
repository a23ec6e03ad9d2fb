import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { registerPlayerAccountCalls } from './account';
import { registerPlayerSessionCalls } from './auth';
import { registerPlayerBetCalls } from './bets';
import { registerPlayerContactCalls } from './contact';
import { registerPlayerContentCalls } from './content';
import { registerPlayerEmailVerificationCalls } from './email-verification';
import { registerPlayerGameCalls } from './games';
import { registerPlayerGameListCalls } from './player-games';
import { registerPlayerPasskeyCalls } from './passkeys';
import { registerPlayerProtectionCalls } from './protection';
import { registerPlayerPushCalls } from './push';
import { registerPlayerSecurityCalls } from './security';
import { registerPlayerSettingsCalls } from './settings';
import { registerPlayerSportsbookCalls } from './sportsbook';
import { registerPlayerWalletCalls } from './wallet';
import { registerPlayerAddressCalls } from './withdrawal-addresses';

/** Every call the player app makes under /api/ (public, signed-in or either). */
export function registerPlayerCalls(app: Hono, deps: AppDeps): void {
  registerPlayerSessionCalls(app, deps);
  registerPlayerAccountCalls(app, deps);
  registerPlayerSecurityCalls(app, deps);
  registerPlayerPasskeyCalls(app, deps);
  registerPlayerEmailVerificationCalls(app, deps);
  registerPlayerAddressCalls(app, deps);
  registerPlayerWalletCalls(app, deps);
  registerPlayerProtectionCalls(app, deps);
  registerPlayerBetCalls(app, deps);
  registerPlayerGameCalls(app, deps);
  registerPlayerGameListCalls(app, deps);
  registerPlayerSportsbookCalls(app, deps);
  registerPlayerContentCalls(app, deps);
  registerPlayerSettingsCalls(app, deps);
  registerPlayerContactCalls(app, deps);
  registerPlayerPushCalls(app, deps);
}
