import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { Logger } from '../../logger';
import { createHouseWallet, type HouseWallet } from './house-wallet';

/** What the house provider runs on: its own tables, and the platform only through the wallet. */
export interface House {
  db: Database;
  wallet: HouseWallet;
  logger: Logger;
}

/** `send` reaches the platform's wallet API (in-process in this server, over HTTP elsewhere). */
export function createHouse(deps: AppDeps, send: typeof fetch): House {
  return {
    db: deps.db,
    logger: deps.logger,
    wallet: createHouseWallet({
      tokenSecret: deps.secrets.tokenSecret,
      logger: deps.logger,
      fetch: send,
      baseUrl: 'http://house.internal',
    }),
  };
}
