// Where a CPU profile's time went, by the original source: `npm run bench:interaction` with
// BENCH_PROFILE=1 prints each interaction's heaviest functions. The production build's hidden
// source maps (next to each file in the client directory) turn minified positions back into
// `src/…:line name`. The profile comes from a trace (CDP's Profiler domain misses the samples of
// a click's own tasks here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
/** A CPU profile from a trace: its samples, and when the first was taken (trace clock, µs). */
export interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The trace category whose `ProfileChunk` events carry the page's CPU profile. */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: Profile['nodes']; samples?: number[] };
  timeDeltas?: number[];
}

/** The part of a trace read here. */
export interface ProfiledTrace {
  profiles: Profile[];
  /** The first pointer or mouse event's start, and a user timing mark's (trace clock, µs). */
  inputAt?: number;
  markedAt(name: string): number | undefined;
}

/** A trace's CPU profiles (each put together from its chunks), its first input and its marks. */
export function readTrace(trace: Buffer): ProfiledTrace {
  const events = (
    JSON.parse(trace.toString('utf8')) as {
      traceEvents: {
        name: string;
        cat: string;
        pid: number;
        ts: number;
        id?: string;
        args?: { data?: ProfileData & { type?: string } };
      }[];
    }
  ).traceEvents;
  const profiles = new Map<string, Profile>();
  for (const event of events) {
    if (event.name !== 'Profile' && event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id ?? ''}`;
    const profile = profiles.get(key) ?? { nodes: [], samples: [], timeDeltas: [], startTime: 0 };
    profiles.set(key, profile);
    const data = event.args?.data;
    if (data?.startTime !== undefined) profile.startTime = data.startTime;
    profile.nodes.push(...(data?.cpuProfile?.nodes ?? []));
    profile.samples.push(...(data?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(data?.timeDeltas ?? []));
  }
  const inputs = events.filter(
    (event) =>
      event.name === 'EventDispatch' &&
      /^(pointerdown|mousedown)$/.test(event.args?.data?.type ?? ''),
  );
  return {
    profiles: [...profiles.values()],
    inputAt: inputs.length ? Math.min(...inputs.map((event) => event.ts)) : undefined,
    markedAt: (name) =>
      events.find((event) => event.name === name && event.cat.includes('user_timing'))?.ts,
  };
}

/** Self time per function of one or more profiles, named by their original source position. */
export class SelfTimes {
  private readonly maps = new Map<string, TraceMap | null>();
  private readonly totals = new Map<string, number>();
  private clicks = 0;

  constructor(private readonly clientDir: string) {}

  /** One click's profiles (a trace holds one per thread that ran script), from `from` to `to`. */
  add(profiles: Profile[], from = -Infinity, to = Infinity): void {
    this.clicks++;
    for (const profile of profiles) this.addProfile(profile, from, to);
  }

  private addProfile(profile: Profile, from: number, to: number): void {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // samples come with the time since the one before, and not always in order: each is put at
    // its time, and stands for the time until the next one
    let at = profile.startTime;
    const samples = profile.samples
      .map((id, index) => ({ id, at: (at += profile.timeDeltas[index] ?? 0) }))
      .sort((a, b) => a.at - b.at);
    samples.forEach((sample, index) => {
      const node = byId.get(sample.id);
      const next = samples[index + 1];
      if (!node || !next || sample.at < from || sample.at > to) return;
      const key = this.name(node.callFrame);
      this.totals.set(key, (this.totals.get(key) ?? 0) + (next.at - sample.at) / 1000);
    });
  }

  /** The heaviest `count` functions, in ms per click. */
  top(count: number): { name: string; ms: number }[] {
    return [...this.totals]
      .map(([name, ms]) => ({ name, ms: ms / Math.max(1, this.clicks) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count);
  }

  private name(frame: CallFrame): string {
    // (program) is the browser's own work (style, layout, paint...) outside any script
    if (['(program)', '(idle)', '(garbage collector)'].includes(frame.functionName))
      return frame.functionName;
    if (!frame.url) return "(built-ins; Playwright's injected script)";
    const path = new URL(frame.url, 'http://x').pathname;
    const map = this.map(path);
    if (map && frame.lineNumber >= 0) {
      const position = originalPositionFor(map, {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      if (position.source)
        return `${position.source.replace(/^(\.\.\/)+/, '')}:${position.line} ${position.name ?? frame.functionName}`;
    }
    return `${path}:${frame.lineNumber + 1} ${frame.functionName || '(anonymous)'}`;
  }

  private map(path: string): TraceMap | null {
    if (!this.maps.has(path)) {
      let map: TraceMap | null = null;
      try {
        map = new TraceMap(readFileSync(join(this.clientDir, `${path}.map`), 'utf8'));
      } catch {
        // no map: a file not built here, or not JavaScript
      }
      this.maps.set(path, map);
    }
    return this.maps.get(path) ?? null;
  }
}
