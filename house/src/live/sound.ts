// The live tables' sounds: off by default, switched on by the player, remembered by the site's
// game page (this page's opaque origin has no storage of its own: ../site-settings.ts).
import { useCallback, useRef } from 'react';
import { setSoundOn, useSiteSettings } from '../site-settings';

export type Cue = 'bet' | 'cash-out' | 'bust';

// a short tone per cue: frequency (Hz), length (s)
const CUES: Record<Cue, { frequency: number; seconds: number }> = {
  bet: { frequency: 660, seconds: 0.08 },
  'cash-out': { frequency: 990, seconds: 0.16 },
  bust: { frequency: 180, seconds: 0.3 },
};

/** The switch's state and a `play` that is silent while it is off. */
export function useSound() {
  const isOn = useSiteSettings().isSoundOn;
  const audio = useRef<AudioContext | null>(null);

  const toggle = useCallback(() => {
    setSoundOn(!isOn);
    // made inside the click: browsers only let a page start sound after a gesture
    audio.current ??= typeof AudioContext === 'function' ? new AudioContext() : null;
  }, [isOn]);

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
