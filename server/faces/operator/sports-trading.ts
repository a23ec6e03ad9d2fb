import type { Hono } from 'hono';
import {
  adminSportsGetEvents,
  adminSportsResumeMarket,
  adminSportsSuspendMarket,
} from '../../../contract/operator/sports-trading';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import { recordAudit } from '../../modules/identity/staff/audit';
import type { FeedChange } from '../../modules/sportsbook/feed/feed-change';
import {
  canonicalSpecifiers,
  type MarketStatus,
} from '../../modules/sportsbook/feed/feed-messages';
import { createFeedPublisher } from '../../modules/sportsbook/feed/feed-publisher';
import { lockEvent } from '../../modules/sportsbook/book/repository';
import {
  listTradingEvents,
  lockMarketSuspension,
  setOperatorSuspension,
} from '../../modules/sportsbook/trading/trading-repository';

/** The back-office's trading (`sports.trade`): events with liabilities, suspend and resume. */
export function registerOperatorSportsTradingCalls(app: Hono, deps: AppDeps): void {
  bindOperatorCall(app, deps, adminSportsGetEvents, async ({ input }) => ({
    status: 1,
    ...(await listTradingEvents(deps.db, input)),
  }));

  for (const call of [adminSportsSuspendMarket, adminSportsResumeMarket]) {
    const isSuspending = call === adminSportsSuspendMarket;
    bindOperatorCall(app, deps, call, async ({ input, staff, ip }) => {
      const target = {
        eventId: input.eventId,
        type: input.marketType,
        specifiers: canonicalSpecifiers(input.specifiers),
      };
      const { before, after } = await deps.db.transaction(async (tx) => {
        // the event's feed lock: a feed message on the event is applied before or after, whole
        if (!(await lockEvent(tx, target.eventId))) throw notFound();
        const market = await lockMarketSuspension(tx, target);
        if (!market) throw notFound();
        const changed =
          market.isOperatorSuspended === isSuspending
            ? market
            : await setOperatorSuspension(tx, market.id, isSuspending ? staff.staffId : null);
        await recordAudit(
          tx,
          { staff, ip },
          {
            action: call.path,
            target: `sports_market:${target.eventId}/${target.type}/${target.specifiers}`,
            before: market,
            after: changed,
            reason: input.reason || null,
          },
        );
        return { before: market, after: changed };
      });
      if (after.status !== before.status) publishStatus(deps, target, after);
      return {
        status: 1,
        market: after,
        isChanged: before.isOperatorSuspended !== after.isOperatorSuspended,
      };
    });
  }
}

/** The market's new status to the apps watching, as the feed's own changes go. */
function publishStatus(
  deps: AppDeps,
  target: { eventId: string; type: string; specifiers: string },
  market: { id: string; status: MarketStatus },
) {
  const change: FeedChange = {
    messageId: `operator:${market.id}`,
    eventId: target.eventId,
    kind: 'bet_stop',
    timestamp: deps.clock.now().getTime(),
    isApplied: true,
    isFixtureChanged: false,
    event: null,
    markets: [{ marketId: market.id, ...target, status: market.status }],
    odds: [],
    resolvedMarkets: [],
  };
  const publisher = createFeedPublisher(deps.realtime);
  publisher.publish(change);
  publisher.stop();
}
