import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { registerHouseGameCalls } from './house';
import { registerHouseLiveChatCalls } from './live-chat';
import { registerHouseLiveTableCalls } from './live-tables';

/**
 * Every call of the house provider's game page under /house/api/ (the player, in the provider's
 * frame, with the launch token as the session): the house games, the live tables and their chat.
 */
export function registerHousePageCalls(app: Hono, deps: AppDeps): void {
  registerHouseGameCalls(app, deps);
  registerHouseLiveTableCalls(app, deps);
  registerHouseLiveChatCalls(app, deps);
}
