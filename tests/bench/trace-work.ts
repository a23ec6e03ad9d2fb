// The browser's own kinds of work in a Chromium trace (style and layout, GC, compiling, parsing),
// by self time: shared by bench:startup and bench:interaction.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  id2?: { local?: string };
  args?: { name?: string };
}

export type Buckets = Map<string, number>;

const STYLE_AND_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'Decode Image',
  'ImageDecodeTask',
]);
const GARBAGE_COLLECTION = /^(MinorGC|MajorGC|V8\.GC)/;
const COMPILING = /^(v8\.compile|v8\.produce|CompileScript|V8\.DeserializeContext)/;

function browserBucket(name: string): string | undefined {
  if (STYLE_AND_LAYOUT.has(name)) return 'style, layout and paint';
  if (GARBAGE_COLLECTION.test(name)) return 'garbage collection';
  if (COMPILING.test(name)) return 'compiling scripts';
  if (name === 'ParseHTML') return 'parsing HTML';
  return undefined;
}

/** Self time (duration less children) of the browser's own kinds of work on one thread. */
export function addBrowserWork(list: TraceEvent[], buckets: Buckets): void {
  const stack: { event: TraceEvent; childUs: number }[] = [];
  const close = (upTo: number) => {
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      if (top.event.ts + (top.event.dur ?? 0) > upTo) break;
      stack.pop();
      const bucket = browserBucket(top.event.name);
      if (bucket) {
        const selfMs = Math.max(0, (top.event.dur ?? 0) - top.childUs) / 1000;
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + selfMs);
      }
      const parent = stack.at(-1);
      if (parent) parent.childUs += top.event.dur ?? 0;
    }
  };
  for (const event of list) {
    close(event.ts);
    stack.push({ event, childUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
}
