import { describe, expect, it } from 'vitest';
import { frameMessage, interruptMessage, pageMessage, readMessage } from './house-frame';

// stand-ins for two windows: the checks compare them by identity only
const frame = {} as MessageEventSource;
const other = {} as MessageEventSource;
const event = (data: unknown, source: MessageEventSource | null = frame) => ({
  data,
  source,
  origin: 'null',
});

describe('readMessage', () => {
  it('reads a message of the expected window in the shape its schema allows', () => {
    expect(readMessage(event({ type: 'house:get-settings' }), frame, frameMessage)).toEqual({
      type: 'house:get-settings',
    });
    expect(
      readMessage(event({ type: 'house:set-sound', isSoundOn: true }), frame, frameMessage),
    ).toEqual({ type: 'house:set-sound', isSoundOn: true });
  });

  it('ignores a message from any other window, or when the frame is gone', () => {
    const request = { type: 'house:get-settings' };
    expect(readMessage(event(request, other), frame, frameMessage)).toBeNull();
    expect(readMessage(event(request, null), frame, frameMessage)).toBeNull();
    expect(readMessage(event(request, null), null, frameMessage)).toBeNull();
  });

  it('ignores a message of another shape: unknown type, wrong value, extra keys, not an object', () => {
    for (const data of [
      { type: 'house:settings', theme: 'dark', isSoundOn: true },
      { type: 'house:set-sound', isSoundOn: 'yes' },
      { type: 'house:set-sound' },
      { type: 'house:get-settings', token: 'secret' },
      'house:get-settings',
      null,
    ])
      expect(readMessage(event(data), frame, frameMessage)).toBeNull();
  });

  it('reads the page’s settings with a known theme only', () => {
    expect(
      readMessage(
        event({ type: 'house:settings', theme: 'light', isSoundOn: false, areHotKeysOn: true }),
        frame,
        pageMessage,
      ),
    ).toEqual({ type: 'house:settings', theme: 'light', isSoundOn: false, areHotKeysOn: true });
    expect(
      readMessage(
        event({ type: 'house:settings', theme: 'pink', isSoundOn: false, areHotKeysOn: false }),
        frame,
        pageMessage,
      ),
    ).toBeNull();
    expect(readMessage(event({ type: 'house:get-settings' }), frame, pageMessage)).toBeNull();
  });

  it('reads the page’s interruption with a known reason only', () => {
    const interrupt = { type: 'house:interrupt', reason: 'reality_check' };
    expect(readMessage(event(interrupt), frame, interruptMessage)).toEqual(interrupt);
    expect(
      readMessage(event({ ...interrupt, reason: 'whim' }), frame, interruptMessage),
    ).toBeNull();
    expect(readMessage(event(interrupt), frame, pageMessage)).toBeNull();
  });
});
