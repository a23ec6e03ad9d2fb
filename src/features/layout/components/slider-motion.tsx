import useEmblaCarousel from 'embla-carousel-react';
import Fade from 'embla-carousel-fade';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useMemo, type RefObject } from 'react';

export type SliderEffect = 'slide' | 'fade';

interface Props {
  /** the slider's viewport, drawn by HomeSlider: embla moves the track inside it */
  viewport: RefObject<HTMLDivElement | null>;
  effect: SliderEffect;
  /** the carousel once it runs, undefined once it stops */
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * The home slider's motion: embla-carousel-react on the viewport HomeSlider has already drawn, in a
 * module of its own that HomeSlider loads once the browser is idle (the first load carries none of
 * it, and the first slide is on screen before). Loops (the next after the last is the first,
 * without a rewind), swipes with a finger or a mouse; with the fade effect the slides cross-fade
 * in place (embla-carousel-fade). Draws nothing itself.
 */
export default function SliderMotion({ viewport, effect, onApi }: Props) {
  const options = useMemo(() => ({ loop: true }), []);
  const plugins = useMemo(() => (effect === 'fade' ? [Fade()] : []), [effect]);
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => attach(viewport.current), [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
