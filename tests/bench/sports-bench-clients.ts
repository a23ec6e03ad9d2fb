// The watching apps of `npm run bench:sports`: COUNT guest socket.io clients (websocket only) in
// one process, each watching one event's room. Prints `{"ready":true}` once every socket has
// joined, then one line per odds message `{"index":i,"receivedAt":[…]}` when all have it (or
// after a timeout), telling the index by the message's price (2500 + index).
import { SPORTS_WATCH } from '../../contract/sportsbook';
import { openWatchers, print, processArgs } from './harness';

const args = processArgs();
const port = Number(args.get('port'));
const eventId = args.get('event') ?? '';
const count = Number(args.get('count') ?? 1000);
const now = () => performance.timeOrigin + performance.now();

interface OddsPayload {
  outcomes: { oddsMilli: number }[];
}

const received = new Map<number, number[]>();
const flushTimers = new Map<number, NodeJS.Timeout>();

function flush(index: number) {
  const times = received.get(index);
  if (!times) return;
  received.delete(index);
  clearTimeout(flushTimers.get(index));
  flushTimers.delete(index);
  print({ index, receivedAt: times });
}

function onOdds(payload: OddsPayload) {
  const at = now();
  const index = (payload.outcomes[0]?.oddsMilli ?? 0) - 2500;
  let times = received.get(index);
  if (!times) {
    times = [];
    received.set(index, times);
    // a socket that never gets it counts as lost: the line goes out without it
    flushTimers.set(
      index,
      setTimeout(() => flush(index), 5_000),
    );
  }
  times.push(at);
  if (times.length === count) flush(index);
}

await openWatchers({
  count,
  urlOf: () => `http://127.0.0.1:${port}`,
  listen: (socket) => socket.on('sports_odds', onOdds),
  watch: (socket) => socket.emit(SPORTS_WATCH, { eventId }),
  onAllWatching: () => print({ ready: true }),
});
