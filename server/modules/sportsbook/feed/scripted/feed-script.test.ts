import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LIVE,
  NOW as API_NOW,
  readFixture,
} from '../../../../testing/sportsbook/odds-api-fixtures';
import {
  MARGIN,
  NOW,
  upcomingFixture,
} from '../../../../testing/sportsbook/simulator-test-support';
import type { FeedMessage } from '../feed-messages';
import { parseOddsPayload, parseScoresPayload } from '../odds-api/payloads';
import type { BookEvent } from '../odds-api/repository';
import { createStamper, translateOdds, translateScores } from '../odds-api/translate';
import type { SimSport } from '../simulator/catalogue';
import { advanceMatch, createMatch, isMatchOver, openMatch } from '../simulator/sim-match';
import { FeedScriptError, parseFeedScript, readFeedScript } from './feed-script';

const EXAMPLE = fileURLToPath(new URL('football-match.jsonl', import.meta.url));
const example = readFeedScript(EXAMPLE);
const [fixtureLine, oddsLine] = readFileSync(EXAMPLE, 'utf8').split('\n') as [string, string];

/** The error parsing `text` throws, or null. */
function refusal(text: string): string | null {
  try {
    parseFeedScript('test.jsonl', text);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedScriptError);
    return (error as Error).message;
  }
}

/** A line of the example with `change` made to its JSON. */
const edited = (line: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(line) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

describe('a feed script', () => {
  it('reads the example: each line’s time, the line above’s when it has none, and its hash', () => {
    expect(example.lines.map((line) => [line.lineNumber, line.at, line.message.kind])).toEqual([
      [1, 0, 'fixture_change'],
      [2, 0, 'odds_change'],
      [3, 5_000, 'odds_change'],
      [4, 28_000, 'bet_stop'],
      [5, 28_000, 'odds_change'],
      [6, 33_000, 'odds_change'],
      [7, 95_000, 'bet_stop'],
      [8, 95_000, 'odds_change'],
      [9, 95_000, 'bet_settlement'],
      [10, 95_000, 'odds_change'],
    ]);
    expect(example.lines[0]?.message).not.toHaveProperty('at');
    expect(example.hash).toBe(createHash('sha256').update(readFileSync(EXAMPLE)).digest('hex'));
  });

  it('skips blank lines but counts them, and never puts a line before the one above it', () => {
    const later = edited(oddsLine, (json) => void (json.at = 100));
    const earlier = edited(fixtureLine, (json) => {
      json.at = 50;
      json.id = 'again';
    });
    const lines = parseFeedScript('test.jsonl', `\n${later}\n\n${earlier}\n`);
    expect(lines.map((line) => [line.lineNumber, line.at])).toEqual([
      [2, 100],
      [4, 100],
    ]);
  });

  it('refuses a line that is not exactly a feed message, naming the file, the line and the field', () => {
    const second = (line: string) => `${fixtureLine}\n${line}\n`;
    expect(refusal(second('{"kind": "odds_change",'))).toMatch(
      /^SPORTS_FEED_SCRIPT test\.jsonl: line 2: is not JSON/,
    );
    expect(refusal(second('[1, 2]'))).toBe(
      'SPORTS_FEED_SCRIPT test.jsonl: line 2: must be a JSON object, one feed message',
    );
    const misspelt = edited(oddsLine, (json) => {
      json.sequence = json.seq;
      delete json.seq;
    });
    expect(refusal(second(misspelt))).toMatch(
      /^SPORTS_FEED_SCRIPT test\.jsonl: line 2: seq: .*sequence/,
    );
    const evens = oddsLine.replace('"oddsMilli":2300', '"oddsMilli":1000');
    expect(refusal(second(evens))).toBe(
      'SPORTS_FEED_SCRIPT test.jsonl: line 2: markets.0.outcomes.0.oddsMilli: must be above 1000 (odds of 1.00)',
    );
    expect(refusal(second(oddsLine.replace('"odds_change"', '"goal"')))).toMatch(/line 2: kind: /);
    expect(refusal(second(edited(oddsLine, (json) => void (json.at = -1))))).toBe(
      'SPORTS_FEED_SCRIPT test.jsonl: line 2: at: must be 0 or more milliseconds',
    );
    expect(refusal(second(fixtureLine))).toBe(
      'SPORTS_FEED_SCRIPT test.jsonl: line 2: id script:betis-sevilla:1 is the id of line 1 (a message applies once)',
    );
    expect(refusal('\n\n')).toBe('SPORTS_FEED_SCRIPT test.jsonl: holds no message');
    expect(() => readFeedScript('/no/such/script.jsonl')).toThrow(
      /^SPORTS_FEED_SCRIPT \/no\/such\/script\.jsonl: cannot be read/,
    );
  });
});

/** The messages as SPORTS_FEED_RECORD writes them, read back as a script. */
function readBack(messages: FeedMessage[]): FeedMessage[] {
  const text = messages.map((message, at) => JSON.stringify({ at, ...message })).join('\n');
  return parseFeedScript('recorded.jsonl', text).map((line) => line.message);
}

/** A whole simulated match of `sport`, a simulated minute a second. */
function simulatedMatch(sport: SimSport): FeedMessage[] {
  const match = createMatch(upcomingFixture(5, sport));
  const messages = openMatch(match, NOW, MARGIN);
  for (let second = 1; !isMatchOver(match); second += 1) {
    const step = { now: NOW + second * 1000, simulatedSeconds: 60, margin: MARGIN };
    messages.push(...advanceMatch(match, step));
  }
  return messages;
}

describe('what the feed sources make, recorded', () => {
  it('reads back as the simulator made it, in every sport', () => {
    for (const sport of ['football', 'tennis', 'basketball'] as const) {
      const messages = simulatedMatch(sport);
      expect(messages.map((message) => message.kind)).toContain('bet_settlement');
      expect(readBack(messages)).toEqual(messages);
    }
  });

  it('reads back as The Odds API adapter made it: fixtures, prices, stops and settlements', () => {
    const stamp = createStamper(API_NOW);
    const messages: FeedMessage[] = [];
    for (const name of ['odds-soccer_epl', 'odds-basketball_nba']) {
      const { events } = parseOddsPayload(readFixture(name));
      const sportKey = events[0]?.sportKey ?? '';
      const poll = { sportKey, events, now: API_NOW, margin: MARGIN, staleMs: 90_000, stamp };
      messages.push(...translateOdds({ ...poll, book: new Map() }));
    }
    const held: BookEvent = {
      ...{ id: LIVE, sportKey: 'soccer_epl', status: 'live', startTime: API_NOW },
      ...{ score: { home: 0, away: 0 }, lastSeq: 0 },
      markets: [
        { type: '1x2', specifiers: '', status: 'active', outcomeIds: ['away', 'draw', 'home'] },
      ],
    };
    for (const name of ['scores-soccer_epl-live', 'scores-soccer_epl-final']) {
      const { events } = parseScoresPayload(readFixture(name));
      messages.push(...translateScores(events, new Map([[LIVE, held]]), stamp));
    }
    expect(new Set(messages.map((message) => message.kind))).toEqual(
      new Set(['fixture_change', 'odds_change', 'bet_stop', 'bet_settlement']),
    );
    expect(readBack(messages)).toEqual(messages);
  });
});
