import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../stores/ui-store';
import { answerFrame } from './game-frame-settings';

/** The frame's window: what the page posts to it. */
function frameWindow() {
  const posted: unknown[] = [];
  const frame = { postMessage: (message: unknown) => posted.push(message) } as unknown as Window;
  return { frame, posted };
}

describe('answerFrame', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ui.set({ theme: 'light' });
  });

  it('answers the frame’s request with the site’s theme and the kept sound switch', () => {
    const { frame, posted } = frameWindow();
    ui.set({ theme: 'dark' });
    stored.set('casino.house.sound', 'on');
    const request = { data: { type: 'house:get-settings' }, source: frame, origin: 'null' };
    expect(answerFrame(request, frame)).toBe(true);
    expect(posted).toEqual([
      { type: 'house:settings', theme: 'dark', isSoundOn: true, areHotKeysOn: false },
    ]);
  });

  it('keeps the hot keys switch the frame sends, and tells it back next time', () => {
    const { frame, posted } = frameWindow();
    const switched = {
      data: { type: 'house:set-hot-keys', areHotKeysOn: true },
      source: frame,
      origin: 'null',
    };
    expect(answerFrame(switched, frame)).toBe(false);
    expect(stored.get('casino.house.hot-keys')).toBe('on');
    answerFrame({ data: { type: 'house:get-settings' }, source: frame, origin: 'null' }, frame);
    expect(posted).toEqual([
      { type: 'house:settings', theme: 'light', isSoundOn: false, areHotKeysOn: true },
    ]);
  });

  it('keeps the sound switch the frame sends, for the next visit', () => {
    const { frame, posted } = frameWindow();
    const switched = (isSoundOn: boolean) => ({
      data: { type: 'house:set-sound', isSoundOn },
      source: frame,
      origin: 'null',
    });
    expect(answerFrame(switched(true), frame)).toBe(false);
    expect(stored.get('casino.house.sound')).toBe('on');
    answerFrame(switched(false), frame);
    expect(stored.get('casino.house.sound')).toBe('off');
    expect(posted).toEqual([]);
  });

  it('ignores another window or another shape: nothing kept, nothing told', () => {
    const { frame, posted } = frameWindow();
    const other = frameWindow().frame;
    for (const event of [
      { data: { type: 'house:set-sound', isSoundOn: true }, source: other, origin: 'null' },
      { data: { type: 'house:get-settings' }, source: other, origin: 'null' },
      { data: { type: 'house:set-sound', isSoundOn: 1 }, source: frame, origin: 'null' },
    ])
      expect(answerFrame(event, frame)).toBe(false);
    expect(stored.size).toBe(0);
    expect(posted).toEqual([]);
  });
});
