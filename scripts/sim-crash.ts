// npm run sim:crash: plays ROUNDS crash rounds (default 20 million) from a real hash chain and
// prints each auto cash-out target's return with its standard error, and the instant-bust rate,
// beside the configured values. At 20 million rounds the 10× figure's standard error is 0.07 %.
// ROUNDS, SEED, SALT and LIVE_CRASH_HOUSE_EDGE may be set in the environment.
import { LIVE_DEFAULT_HOUSE_EDGE } from '../contract/live-fairness';
import { simulateCrash } from './lib/crash-simulation';

const rounds = Number(process.env.ROUNDS ?? 20_000_000);
const houseEdge = Number(process.env.LIVE_CRASH_HOUSE_EDGE ?? LIVE_DEFAULT_HOUSE_EDGE);
const seed = process.env.SEED ?? `sim-crash-${Date.now()}`;
const salt = process.env.SALT ?? 'sim-crash-salt';
const targets = [1.5, 2, 10];

// a difference that rounds to nothing is shown as 0.000, not -0.000
const percent = (fraction: number) =>
  `${(fraction * 100).toFixed(3).replace(/^-(0\.0+)$/, '$1')} %`;

const started = performance.now();
const result = simulateCrash({ rounds, seed, salt, houseEdge, targets });
const seconds = (performance.now() - started) / 1000;

console.log(
  `crash simulation: ${rounds.toLocaleString('en')} rounds, seed "${seed}", salt "${salt}"`,
);
console.log(`house edge ${percent(houseEdge)}; ${seconds.toFixed(1)} s\n`);
console.log('                   measured    std error   configured   difference');
for (const { target, measured } of result.returns) {
  const difference = measured.mean - (1 - houseEdge);
  console.log(
    `return at ${`${target}×`.padEnd(6)} ${percent(measured.mean).padStart(11)} ${percent(measured.standardError).padStart(11)} ${percent(1 - houseEdge).padStart(12)} ${percent(difference).padStart(12)}`,
  );
}
const { instantBust } = result;
console.log(
  `instant bust      ${percent(instantBust.mean).padStart(11)} ${percent(instantBust.standardError).padStart(11)} ${percent(houseEdge).padStart(12)} ${percent(instantBust.mean - houseEdge).padStart(12)}`,
);
