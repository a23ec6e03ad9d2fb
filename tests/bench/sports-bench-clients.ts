// The watching apps of `npm run bench:sports`: COUNT guest socket.io clients (websocket only) in
// one process, each watching one event's room. Prints `{"ready":true}` once every socket has
// joined, then one line per odds message `{"index":i,"receivedAt":[…]}` when all have it (or
// after a timeout), telling the index by the message's price (2500 + index).
import { io, type Socket } from 'socket.io-client';
import { SPORTS_WATCH } from '../../contract/sportsbook';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const port = Number(args.get('port'));
const eventId = args.get('event') ?? '';
const count = Number(args.get('count') ?? 1000);
const now = () => performance.timeOrigin + performance.now();
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

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

const sockets: Socket[] = [];
let joined = 0;
for (let index = 0; index < count; index++) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on('sports_odds', onOdds);
  socket.once('connect', () => {
    socket.emit(SPORTS_WATCH, { eventId });
    joined++;
    // the join is handled in order after the watch: a short wait after the last one covers it
    if (joined === count) setTimeout(() => print({ ready: true }), 500);
  });
  socket.on('connect_error', (error) => {
    process.stderr.write(`socket ${index}: ${error.message}\n`);
    process.exit(1);
  });
  sockets.push(socket);
  // connect in small groups so the server's accept queue does not overflow
  if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
}

process.stdin.on('data', () => {
  for (const socket of sockets) socket.close();
  process.exit(0);
});
