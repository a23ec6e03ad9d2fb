import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { PushService } from './modules/push/sender';
import type { SessionCheck } from './modules/identity/auth/session-check';
import type { Realtime } from './modules/realtime/realtime';
import type { SiteSettingsStore } from './modules/settings/site-settings';
import type { DepositWallet } from './modules/wallet/deposit-wallet';
import type { Secrets } from './secrets';

/** What every route can use; built by createDeps (server/composition.ts) and handed to createApp. */
export interface AppDeps {
  db: Database;
  config: Config;
  secrets: Secrets;
  logger: Logger;
  realtime: Realtime;
  mailer: Mailer;
  depositWallet: DepositWallet;
  siteSettings: SiteSettingsStore;
  push: PushService;
  /** The node's session check (its cache and revocation listener), shared by the app and the socket server. */
  sessions: SessionCheck;
  /** Work of the modules, repeated or once after an answer; awaited before the database closes. */
  background: BackgroundTasks;
  /**
   * The time every rule reads and the way it waits (server/clock.ts); a test replaces it to own
   * time.
   */
  clock: Clock;
}
