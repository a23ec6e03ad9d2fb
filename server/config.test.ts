import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('configuration', () => {
  it('has working defaults for the embedded run', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      BITCOIN_NETWORK: 'testnet',
      DEPOSIT_CONFIRMATIONS: 2,
      ALLOW_WITHDRAWAL_CANCEL: true,
      TRUST_PROXY: 0,
      SPORTS_FEED: 'simulator',
      SPORTS_MARGIN: 0.05,
      SPORTS_SIM_SPEED: 1,
      SPORTS_LIVE_DELAY_SECONDS: 5,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts values', () => {
    const config = readConfig({
      PORT: '9000',
      ALLOW_WITHDRAWAL_CANCEL: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    });
    expect(config.PORT).toBe(9000);
    expect(config.ALLOW_WITHDRAWAL_CANCEL).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(config.GEO_COUNTRY_HEADER).toBe('cf-ipcountry');
  });

  it('reads the sportsbook feed settings, refusing a margin of half the book or more', () => {
    const config = readConfig({
      SPORTS_MARGIN: '0.08',
      SPORTS_SIM_SPEED: '60',
      SPORTS_FEED: 'none',
    });
    expect(config).toMatchObject({
      SPORTS_MARGIN: 0.08,
      SPORTS_SIM_SPEED: 60,
      SPORTS_FEED: 'none',
    });
    for (const env of [
      { SPORTS_MARGIN: '5' },
      { SPORTS_MARGIN: '0.6' },
      { SPORTS_SIM_SPEED: '0' },
    ]) {
      expect(() => readConfig(env)).toThrow(ConfigError);
    }
  });

  it('reads the scripted feed and the recorder, and asks for the script when the feed is scripted', () => {
    const scripted = { SPORTS_FEED: 'scripted', SPORTS_FEED_SCRIPT: ' feeds/match.jsonl ' };
    expect(readConfig({ ...scripted, SPORTS_FEED_RECORD: 'feeds/recorded.jsonl' })).toMatchObject({
      SPORTS_FEED: 'scripted',
      SPORTS_FEED_SCRIPT: 'feeds/match.jsonl',
      SPORTS_FEED_RECORD: 'feeds/recorded.jsonl',
    });
    expect(readConfig({}).SPORTS_FEED_RECORD).toBeUndefined();
    for (const env of [{ SPORTS_FEED: 'scripted' }, { ...scripted, SPORTS_FEED_SCRIPT: '  ' }]) {
      let error: unknown;
      try {
        readConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'SPORTS_FEED_SCRIPT="": must be set when SPORTS_FEED=scripted',
      ]);
    }
    expect(() => readConfig({ SPORTS_FEED: 'replay' })).toThrow(
      'must be simulator, the-odds-api, scripted or none',
    );
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      readConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TOKEN_SECRET: 'short',
        BITCOIN_NETWORK: 'dogecoin',
        ALLOW_WITHDRAWAL_CANCEL: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'TOKEN_SECRET',
      'BITCOIN_NETWORK',
      'ALLOW_WITHDRAWAL_CANCEL',
    ]) {
      expect(problems).toContain(key);
    }
    expect((error as ConfigError).problems).toHaveLength(5);
  });
});
