// The odds-api adapter's recorded payloads (odds-api-fixtures/, written to The Odds API v4's public
// format) and their events.
import { readFileSync } from 'node:fs';

export const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`odds-api-fixtures/${name}.json`, import.meta.url), 'utf8'));

/** The fixtures' "now": the upcoming match starts at 15:00, two are in play, one since 10:30. */
export const NOW = Date.parse('2026-11-22T12:00:00Z');
export const UPCOMING = 'odds-api:e1a2b3c4d5e6f70011223344556677aa';
export const LIVE = 'odds-api:f1a2b3c4d5e6f70011223344556677bb';
export const STALE = 'odds-api:a9a2b3c4d5e6f70011223344556677cc';
export const NBA = 'odds-api:b1a2b3c4d5e6f70011223344556677dd';
