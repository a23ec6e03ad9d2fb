// The watching players of `npm run bench:live`: COUNT guest socket.io clients (websocket only) in
// one process, spread in turn over the given ports (--ports=a,b), each watching the Crash table's
// room. Prints `{"ready":true}` once every socket has asked to watch; then records, for every
// `live_tick`, its arrival minus the tick's `serverTime` (same machine, same clock). Once TICKS
// distinct ticks have come (plus 5 s for their last deliveries; later ones count as lost) it prints
// `{"latencies":{port:[…]},"ticks":n,"lost":n,"duplicates":n}` and goes on waiting for stdin to close its sockets.
import { LIVE_WATCH } from '../../contract/house-page/live-tables';
import { openWatchers, print, processArgs } from './harness';

const args = processArgs();
const ports = (args.get('ports') ?? '').split(',').map(Number);
const count = Number(args.get('count') ?? 1000);
const ticksWanted = Number(args.get('ticks') ?? 50);
/** how long after the last counted tick first arrived its late deliveries still count */
const GRACE_MS = 5_000;
const now = () => performance.timeOrigin + performance.now();

interface Tick {
  roundId: string;
  elapsedMs: number;
  serverTime: number;
}

let recording = false;
let reported = false;
/** latencies by the port the socket is connected to (the node that delivered them) */
const latencies: Record<number, number[]> = Object.fromEntries(ports.map((port) => [port, []]));
/** per tick, the sockets that got it */
const deliveries = new Map<string, Set<number>>();
let duplicates = 0;

function report() {
  reported = true;
  let lost = 0;
  for (const sockets of deliveries.values()) lost += count - sockets.size;
  print({ latencies, ticks: deliveries.size, lost, duplicates });
}

function onTick(socketIndex: number, tick: Tick) {
  if (!recording || reported) return;
  const key = `${tick.roundId}:${tick.elapsedMs}`;
  let sockets = deliveries.get(key);
  if (!sockets) {
    // a tick first seen after enough were counted is left out, so every counted tick is whole
    if (deliveries.size >= ticksWanted) return;
    sockets = new Set();
    deliveries.set(key, sockets);
    if (deliveries.size === ticksWanted) setTimeout(report, GRACE_MS);
  }
  if (sockets.has(socketIndex)) {
    duplicates++;
    return;
  }
  sockets.add(socketIndex);
  latencies[ports[socketIndex % ports.length] as number]?.push(now() - tick.serverTime);
}

await openWatchers({
  count,
  urlOf: (index) => `http://127.0.0.1:${ports[index % ports.length]}`,
  listen: (socket, index) => socket.on('live_tick', (tick: Tick) => onTick(index, tick)),
  watch: (socket) => socket.emit(LIVE_WATCH, { table: 'crash' }),
  onAllWatching: () => {
    recording = true;
    print({ ready: true });
  },
});
