// The live tables' sounds: off by default, switched on by the player, remembered where the page
// may store it (the game page's opaque origin usually may not: then for this visit only).
import { useCallback, useRef, useState } from 'react';

const STORAGE_KEY = 'house.live.sound';

export type Cue = 'bet' | 'cash-out' | 'bust';

// a short tone per cue: frequency (Hz), length (s)
const CUES: Record<Cue, { frequency: number; seconds: number }> = {
  bet: { frequency: 660, seconds: 0.08 },
  'cash-out': { frequency: 990, seconds: 0.16 },
  bust: { frequency: 180, seconds: 0.3 },
};

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    // an opaque origin has no storage: the switch starts off
    return false;
  }
}

function store(isOn: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    // nowhere to keep it: it holds for this visit
  }
}

/** The switch's state and a `play` that is silent while it is off. */
export function useSound() {
  const [isOn, setOn] = useState(readStored);
  const audio = useRef<AudioContext | null>(null);

  const toggle = useCallback(() => {
    setOn((current) => {
      store(!current);
      return !current;
    });
    // made inside the click: browsers only let a page start sound after a gesture
    audio.current ??= typeof AudioContext === 'function' ? new AudioContext() : null;
  }, []);

  const play = useCallback(
    (cue: Cue) => {
      if (!isOn || typeof AudioContext !== 'function') return;
      // switched on in an earlier visit: made now, and allowed to sound after the player's click
      const context = (audio.current ??= new AudioContext());
      if (context.state === 'suspended') void context.resume();
      const { frequency, seconds } = CUES[cue];
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + seconds);
    },
    [isOn],
  );

  return { isOn, toggle, play };
}
