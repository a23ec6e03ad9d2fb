// The crash curve, drawn by the client from the server's clock on a canvas at each frame: a
// line of sixty points and its shade, cheap enough for phones. The numbers are the page's text,
// not the canvas's (the canvas is hidden from screen readers).
import { useEffect, useRef } from 'react';
import { crashMultiplierAt } from '../../../../contract/house-page/live-tables';
import { chartScale, type ClimbPosition } from './crash-curve-math';

/** What the chart draws this frame: the climb so far, or its last position once it busted. */
export type ChartFrame =
  { phase: 'waiting' } | { phase: 'climbing' | 'busted'; position: ClimbPosition };

const POINTS = 60;

function colours(canvas: HTMLCanvasElement) {
  const style = getComputedStyle(canvas);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    grid: read('--border', '#4a5068'),
    climb: read('--accent', '#ffc107'),
    bust: read('--loss', '#ff8a80'),
    frozen: read('--muted', '#c0c5d4'),
  };
}

function draw(canvas: HTMLCanvasElement, frame: ChartFrame, palette: ReturnType<typeof colours>) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);

  const position = frame.phase === 'waiting' ? null : frame.position;
  const { maxMs, maxMultiplier } = chartScale(position?.elapsedMs ?? 0, position?.multiplier ?? 1);
  const pad = 8;
  const x = (ms: number) => pad + (ms / maxMs) * (width - 2 * pad);
  const y = (multiplier: number) =>
    height - pad - ((multiplier - 1) / (maxMultiplier - 1)) * (height - 2 * pad);

  // a guide line at each whole multiplier that fits (1×, 2×, …), at most five
  context.strokeStyle = palette.grid;
  context.lineWidth = 1;
  const step = Math.max(1, Math.ceil((maxMultiplier - 1) / 5));
  for (let guide = 1; guide <= maxMultiplier; guide += step) {
    context.beginPath();
    context.moveTo(pad, y(guide));
    context.lineTo(width - pad, y(guide));
    context.stroke();
  }
  if (!position) return;

  const colour =
    frame.phase === 'busted' ? palette.bust : position.isFrozen ? palette.frozen : palette.climb;
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let point = 1; point <= POINTS; point++) {
    const ms = (position.elapsedMs * point) / POINTS;
    context.lineTo(x(ms), y(crashMultiplierAt(ms)));
  }
  context.lineWidth = 4;
  context.strokeStyle = colour;
  context.stroke();
  context.lineTo(x(position.elapsedMs), y(1));
  context.closePath();
  context.globalAlpha = 0.18;
  context.fillStyle = colour;
  context.fill();
  context.globalAlpha = 1;
}

/** The canvas, redrawn at every animation frame while the curve climbs (`frameNow` says where). */
export function CrashChart({ frameNow }: { frameNow: () => ChartFrame }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef(frameNow);
  useEffect(() => {
    latest.current = frameNow;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let palette = colours(canvas);
    let paletteTheme = document.documentElement.dataset.theme;
    let request = 0;
    let drawnKey = '';
    const loop = () => {
      const frame = latest.current();
      // the site's theme can switch mid-game (site-settings.ts): its colours are read again then
      const theme = document.documentElement.dataset.theme;
      if (theme !== paletteTheme) {
        palette = colours(canvas);
        paletteTheme = theme;
      }
      // a still picture (waiting, busted, frozen) is drawn once, not sixty times a second
      const size = `${canvas.clientWidth}x${canvas.clientHeight}:${theme}`;
      const key =
        frame.phase === 'waiting'
          ? `waiting:${size}`
          : `${frame.phase}:${frame.position.elapsedMs}:${frame.position.isFrozen}:${size}`;
      if (key !== drawnKey) {
        draw(canvas, frame, palette);
        drawnKey = key;
      }
      request = requestAnimationFrame(loop);
    };
    request = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(request);
  }, []);

  return <canvas ref={canvasRef} className="crash-canvas" aria-hidden="true" />;
}
