// What the live tables run on: the house (its database and wallet), the tables' settings from the
// configuration, and the node's realtime to reach the tables' rooms.
import { HOUSE_LIMITS } from '../../../contract/house-page/house';
import type { LiveEngine } from '../../../contract/house-page/live-tables';
import { mbtcToSatoshis } from '../../../contract/money';
import type { Config } from '../../config';
import type { House } from '../house/house-context';
import type { Realtime } from '../realtime/realtime';
import type { ChainSettings } from './chain-store';

export interface TableSettings {
  engine: LiveEngine;
  /** the house edge its results are drawn with */
  edge: number;
  /** satoshis */
  minStake: bigint;
  maxStake: bigint;
  maxWin: bigint;
}

export interface LiveContext {
  house: House;
  realtime: Realtime;
  settingsOf(engine: LiveEngine): TableSettings;
  chain: ChainSettings;
}

const satoshis = (mbtc: number) => mbtcToSatoshis(mbtc) as bigint;

/** The settings of the tables' new chains, from the configuration. */
export const chainSettings = (
  config: Pick<Config, 'LIVE_CHAIN_LENGTH' | 'LIVE_CHAIN_SALT' | 'LIVE_CHAIN_SALT_SOURCE'>,
): ChainSettings => ({
  length: config.LIVE_CHAIN_LENGTH,
  salt: config.LIVE_CHAIN_SALT ?? null,
  saltSource: config.LIVE_CHAIN_SALT_SOURCE ?? null,
});

export function createLiveContext(
  house: House,
  realtime: Realtime,
  config: Pick<
    Config,
    | 'LIVE_CRASH_HOUSE_EDGE'
    | 'LIVE_CRASH_MAX_WIN'
    | 'LIVE_CHAIN_LENGTH'
    | 'LIVE_CHAIN_SALT'
    | 'LIVE_CHAIN_SALT_SOURCE'
  >,
): LiveContext {
  const limits = {
    minStake: satoshis(HOUSE_LIMITS.minStake),
    maxStake: satoshis(HOUSE_LIMITS.maxStake),
  };
  const tables: Record<LiveEngine, TableSettings> = {
    crash: {
      engine: 'crash',
      edge: config.LIVE_CRASH_HOUSE_EDGE,
      ...limits,
      maxWin: satoshis(config.LIVE_CRASH_MAX_WIN),
    },
    'live-roulette': {
      engine: 'live-roulette',
      edge: 1 / 37,
      ...limits,
      maxWin: satoshis(HOUSE_LIMITS.maxPayout),
    },
  };
  return {
    house,
    realtime,
    settingsOf: (engine) => tables[engine],
    chain: chainSettings(config),
  };
}
