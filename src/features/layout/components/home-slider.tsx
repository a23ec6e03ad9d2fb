import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { MOBILE_BREAKPOINT_PX, SLIDER_AUTOPLAY_MS } from '../../../../contract/constants';
import { Icon } from '../../../components/icon';
import { whenIdle } from '../../../lib/when-idle';
import { useLocale } from '../../../lib/use-locale';
import { sliderQueries } from '../api/slider-queries';
import type * as SliderMotionModule from './slider-motion';
import type { SliderEffect } from './slider-motion';
import './home-slider.css';

/** A media query as an external store (the same functions every render, so no resubscribing). */
function mediaStore(query: string) {
  return {
    subscribe(onChange: () => void) {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => window.matchMedia(query).matches,
  };
}
const phone = mediaStore(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
const reducedMotion = mediaStore('(prefers-reduced-motion: reduce)');
const tabVisibility = {
  subscribe(onChange: () => void) {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  isHidden: () => document.visibilityState === 'hidden',
};

const EFFECTS: SliderEffect[] = ['slide', 'fade'];
// why the autoplay waits, as bits: a mouse over the slider, keyboard focus in it, a finger on it,
// the slider out of view (scrolled away, or hidden by the page's CSS)
const HOVER = 1;
const FOCUS = 2;
const TOUCH = 4;
const OUT_OF_VIEW = 8;

/**
 * embla's motion, loaded once the browser is idle (slider-motion.tsx). Where it cannot load (the
 * network went away first), the first slide stays as it is: the page around it is not an error.
 */
const stillSlider = { default: () => null };
const SliderMotion = lazy(() =>
  // a failed chunk is the page's business (src/app/chunk-reload.ts), which may leave the import
  // answered with nothing
  import('./slider-motion').then(
    (module: typeof SliderMotionModule | undefined) => module ?? stillSlider,
    () => stillSlider,
  ),
);

/**
 * The home banner: embla-carousel-react moves the slides (a swipe with a finger or a mouse, the
 * arrow keys on the focused slides), looping round, with previous and next buttons, bullets that
 * follow the slide in view, and an autoplay every 3 s that waits while a mouse is over it, keyboard
 * focus or a finger is in it, it is out of view, the tab is hidden or reduced motion is asked for.
 * A random effect each time it is shown: slide or fade. The first slide is painted before any
 * script (the server's static shell); embla starts once the page has loaded and the browser is
 * idle, until then the first slide stands still.
 */
export function HomeSlider() {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  const router = useRouter();
  const isMobile = useSyncExternalStore(phone.subscribe, phone.matches);
  const isReducedMotion = useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches);
  const isTabHidden = useSyncExternalStore(tabVisibility.subscribe, tabVisibility.isHidden);
  const slides = useQuery(sliderQueries.slides(locale, isMobile));
  const [effect] = useState<SliderEffect>(
    () => EFFECTS[Math.floor(Math.random() * EFFECTS.length)] ?? 'slide',
  );
  const items = slides.data ?? [];
  const count = items.length;
  const slider = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [snap, setSnap] = useState(0);
  const selected = Math.min(snap, Math.max(count - 1, 0));
  const [pauses, setPauses] = useState(0);
  // the same, as the listeners set it: a timer due before the next render reads this one
  const pausesNow = useRef(0);
  const [isStarted, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  // once idle, the other slides' art too: the autoplay shows it next, and the service worker keeps
  // it (its runtime cache), so the slider draws whole offline after one visit
  useEffect(() => {
    if (!isStarted || !slides.data) return;
    for (const slide of slides.data.slice(1)) new Image().src = slide.image_url;
  }, [isStarted, slides.data]);

  // the bullets follow the slide embla has selected
  useEffect(() => {
    if (!api) return;
    const follow = () => setSnap(api.selectedScrollSnap());
    follow();
    api.on('select', follow).on('reInit', follow);
    return () => void api.off('select', follow).off('reInit', follow);
  }, [api]);

  useEffect(() => {
    const node = slider.current;
    if (!node) return;
    const pause = (reason: number, isOn: boolean) => {
      pausesNow.current = isOn ? pausesNow.current | reason : pausesNow.current & ~reason;
      setPauses(pausesNow.current);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') pause(HOVER, event.type === 'pointerenter');
    };
    // keyboard focus, not the focus a click or a tap leaves on a bullet
    const onFocusIn = (event: FocusEvent) =>
      pause(FOCUS, event.target instanceof Element && event.target.matches(':focus-visible'));
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget)))
        pause(FOCUS, false);
    };
    const onTouch = (event: TouchEvent) => pause(TOUCH, event.touches.length > 0);
    const touch = { passive: true };
    const visibility = new IntersectionObserver(([entry]) =>
      pause(OUT_OF_VIEW, !entry?.isIntersecting),
    );
    visibility.observe(node);
    node.addEventListener('pointerenter', onPointer);
    node.addEventListener('pointerleave', onPointer);
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    node.addEventListener('touchstart', onTouch, touch);
    node.addEventListener('touchend', onTouch, touch);
    node.addEventListener('touchcancel', onTouch, touch);
    return () => {
      visibility.disconnect();
      node.removeEventListener('pointerenter', onPointer);
      node.removeEventListener('pointerleave', onPointer);
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
      node.removeEventListener('touchstart', onTouch);
      node.removeEventListener('touchend', onTouch);
      node.removeEventListener('touchcancel', onTouch);
    };
  }, []);

  // with reduced motion every move is a jump
  const goTo = (to: number) => api?.scrollTo((to + count) % count, isReducedMotion);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') goTo(selected - 1);
    else if (event.key === 'ArrowRight') goTo(selected + 1);
    else return;
    event.preventDefault();
  };

  // one timer while playing, started again whenever the slide changes; none while paused (the
  // renderer clears a timer after the next paint: one due meanwhile sees the pause itself)
  const isPlaying =
    api !== undefined && count > 1 && pauses === 0 && !isTabHidden && !isReducedMotion;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => {
      if (pausesNow.current === 0) api.scrollNext();
    }, SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, api, selected]);

  return (
    <section
      ref={slider}
      className="slider"
      aria-roledescription="carousel"
      aria-label={t`Promociones destacadas`}
      data-effect={effect}
    >
      {isStarted && count > 1 && (
        <Suspense>
          <SliderMotion
            viewport={viewport}
            effect={isReducedMotion ? 'slide' : effect}
            onApi={setApi}
          />
        </Suspense>
      )}
      {/* focusable so the arrow keys move it */}
      <div
        className="slider__viewport"
        ref={viewport}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={count > 1 ? onKeyDown : undefined}
      >
        <div className="slider__track">
          {items.map((slide, index) => (
            <div
              className="slider__slide"
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
            >
              <img
                src={slide.image_url}
                alt={slide.title}
                width={isMobile ? 800 : 1600}
                height={isMobile ? 350 : 400}
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
              {slide.link_url && slide.link_label && (
                <a
                  className="button button--primary slider__action"
                  href={localeParam ? `/en${slide.link_url}` : slide.link_url}
                  draggable={false}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return;
                    event.preventDefault();
                    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
                  }}
                >
                  {slide.link_label}
                </a>
              )}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="slider__bullets">
          <button
            type="button"
            className="slider__arrow"
            aria-label={t`Anterior`}
            onClick={() => goTo(selected - 1)}
          >
            <Icon name="previous" />
          </button>
          {items.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="slider__bullet"
              aria-label={t`Ir a la diapositiva ${index + 1}`}
              aria-current={index === selected}
              onClick={() => goTo(index)}
            />
          ))}
          <button
            type="button"
            className="slider__arrow"
            aria-label={t`Siguiente`}
            onClick={() => goTo(selected + 1)}
          >
            <Icon name="next" />
          </button>
        </div>
      )}
    </section>
  );
}
