// A feed message read from outside the process (a scripted feed's file), checked against exactly
// the shape of feed-messages.ts: a misspelt field is refused, not ignored.
import * as v from 'valibot';
import { EVENT_STATUSES, type FeedMessage } from './feed-messages';

const text = v.string();
const wholeNumber = v.pipe(v.number(), v.integer());
const localizedName = v.strictObject({ es: text, en: text });
const eventStatus = v.picklist(EVENT_STATUSES);
const tradingStatus = v.picklist(['active', 'suspended', 'deactivated']);
const side = v.pipe(v.number(), v.minValue(0));

const periodScore = v.strictObject({ home: side, away: side });
const eventScore = v.strictObject({
  home: side,
  away: side,
  periods: v.optional(v.array(periodScore)),
  current: v.optional(v.strictObject({ home: text, away: text })),
});
const eventClock = v.strictObject({
  period: text,
  elapsedSeconds: v.pipe(v.number(), v.minValue(0)),
  remainingSeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
  isStopped: v.boolean(),
});

const marketRefEntries = { type: text, specifiers: text };
const marketRef = v.strictObject(marketRefEntries);
const outcomeOdds = v.strictObject({
  id: text,
  // the book keeps odds above evens only (sports_outcomes.odds_milli > 1000)
  oddsMilli: v.pipe(wholeNumber, v.minValue(1001, 'must be above 1000 (odds of 1.00)')),
  isActive: v.boolean(),
});
const marketOdds = v.strictObject({
  ...marketRefEntries,
  status: tradingStatus,
  outcomes: v.array(outcomeOdds),
});
const outcomeResult = v.strictObject({
  id: text,
  result: v.picklist([0, 1]),
  voidFactor: v.optional(text),
  deadHeatFactor: v.optional(text),
});
const marketSettlement = v.strictObject({ ...marketRefEntries, outcomes: v.array(outcomeResult) });

const base = {
  id: v.pipe(text, v.nonEmpty()),
  eventId: v.pipe(text, v.nonEmpty()),
  timestamp: wholeNumber,
  seq: v.pipe(wholeNumber, v.minValue(0)),
};

export const feedMessageSchema = v.variant('kind', [
  v.strictObject({
    ...base,
    kind: v.literal('odds_change'),
    event: v.optional(
      v.strictObject({
        status: v.optional(eventStatus),
        score: v.optional(eventScore),
        clock: v.optional(eventClock),
      }),
    ),
    markets: v.array(marketOdds),
  }),
  v.strictObject({
    ...base,
    kind: v.literal('bet_stop'),
    markets: v.optional(v.array(marketRef)),
    status: v.optional(v.picklist(['suspended', 'deactivated'])),
  }),
  v.strictObject({
    ...base,
    kind: v.literal('bet_settlement'),
    certainty: v.picklist([1, 2]),
    markets: v.array(marketSettlement),
  }),
  v.strictObject({
    ...base,
    kind: v.literal('bet_cancel'),
    markets: v.array(marketRef),
    startTime: v.optional(wholeNumber),
    endTime: v.optional(wholeNumber),
  }),
  v.strictObject({
    ...base,
    kind: v.literal('rollback_bet_settlement'),
    markets: v.array(marketRef),
  }),
  v.strictObject({ ...base, kind: v.literal('rollback_bet_cancel'), markets: v.array(marketRef) }),
  v.strictObject({
    ...base,
    kind: v.literal('fixture_change'),
    fixture: v.strictObject({
      sport: v.strictObject({ id: text, name: localizedName, mainMarketType: text }),
      league: v.strictObject({ id: text, name: localizedName, country: v.nullable(text) }),
      home: localizedName,
      away: localizedName,
      startTime: wholeNumber,
      status: v.optional(eventStatus),
    }),
  }),
]);

// the schema and the type are one shape: this fails to compile when either changes alone
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const isSameShape: Same<v.InferOutput<typeof feedMessageSchema>, FeedMessage> = true;
void isSameShape;
