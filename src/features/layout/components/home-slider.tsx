import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, SLIDER_AUTOPLAY_MS } from '../../../../contract/constants';
import { Icon } from '../../../components/icon';
import { whenIdle } from '../../../lib/when-idle';
import { useLocale } from '../../../lib/use-locale';
import { sliderQueries } from '../api/slider-queries';
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

export type SliderEffect = 'slide' | 'fade';
const EFFECTS: SliderEffect[] = ['slide', 'fade'];
/** the share of a slide in view that makes its bullet the current one */
const IN_VIEW = 0.6;
const FADE_MS = 600;
// why the autoplay waits, as bits: a mouse over the slider, keyboard focus in it, a finger on it,
// the slider out of view (scrolled away, or hidden by the page's CSS)
const HOVER = 1;
const FOCUS = 2;
const TOUCH = 4;
const OUT_OF_VIEW = 8;

/**
 * Shows slide `to` (any integer: past either end it wraps round). The slide effect scrolls there
 * smoothly; the fade effect, and any wrap (a smooth scroll back over every slide looks like a
 * rewind), jump there and fade the new slide in over the old one's art, painted meanwhile as the
 * slider's background. With reduced motion, a jump.
 */
function showSlide(
  slider: HTMLElement,
  viewport: HTMLElement,
  from: number,
  to: number,
  motion: SliderEffect | 'none',
) {
  const slides = viewport.children;
  const target = ((to % slides.length) + slides.length) % slides.length;
  const slide = slides[target];
  if (!slide) return;
  // one layout read per move, never per scrolled frame
  const left = target * viewport.clientWidth;
  if (motion === 'slide' && target === to) {
    viewport.scrollTo({ left, behavior: 'smooth' });
    return;
  }
  viewport.scrollTo({ left, behavior: 'instant' });
  const outgoing = slides[from]?.querySelector('img');
  if (motion === 'none' || !outgoing?.currentSrc || from === target) return;
  slider.style.backgroundImage = `url("${outgoing.currentSrc}")`;
  const fade = slide.animate({ opacity: [0, 1] }, { duration: FADE_MS, easing: 'ease-in-out' });
  fade.onfinish = fade.oncancel = () => slider.style.removeProperty('background-image');
}

/**
 * The home banner: the browser's scroll snapping moves the slides (swipe with native momentum on
 * a phone, wheel or trackpad, the arrow keys on the focused slides), with previous and next
 * buttons that wrap round, bullets that follow the slide in view, and an autoplay every 3 s that
 * waits while a mouse is over it, keyboard focus or a finger is in it, it is out of view, the tab
 * is hidden or reduced motion is asked for. A random effect each time it is shown: slide or fade.
 */
export function HomeSlider() {
  const { t } = useLingui();
  const { locale } = useLocale();
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
  const [inView, setInView] = useState(0);
  const selected = Math.min(inView, Math.max(count - 1, 0));
  const [pauses, setPauses] = useState(0);
  // the same, as the listeners set it: a timer due before the next render reads this one
  const pausesNow = useRef(0);
  // the first slide is painted before any script (the server's static shell); the autoplay starts
  // once the page has loaded and the browser is idle
  const [isStarted, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);

  // the bullets follow the slide most in view: the browser reports it, nothing reads the layout
  // while the slides scroll
  const data = slides.data;
  useEffect(() => {
    const node = viewport.current;
    if (!node || !data || data.length < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.intersectionRatio >= IN_VIEW)
            setInView(Array.prototype.indexOf.call(node.children, entry.target));
      },
      { root: node, threshold: IN_VIEW },
    );
    for (const slide of node.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [data]);

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

  const motion = isReducedMotion ? 'none' : effect;
  const goTo = (to: number) => {
    if (slider.current && viewport.current)
      showSlide(slider.current, viewport.current, selected, to, motion);
  };

  // one timer while playing, started again whenever the slide changes; none while paused (the
  // renderer clears a timer after the next paint: one due meanwhile sees the pause itself)
  const isPlaying = isStarted && count > 1 && pauses === 0 && !isTabHidden && !isReducedMotion;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => {
      if (slider.current && viewport.current && pausesNow.current === 0)
        showSlide(slider.current, viewport.current, selected, selected + 1, motion);
    }, SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, selected, motion]);

  return (
    <section
      ref={slider}
      className="slider"
      aria-roledescription="carousel"
      aria-label={t`Promociones destacadas`}
      data-effect={effect}
    >
      {/* focusable so the arrow keys scroll it (Chromium makes a scroller focusable anyway) */}
      <div className="slider__viewport" ref={viewport} tabIndex={count > 1 ? 0 : undefined}>
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
              height={isMobile ? 500 : 400}
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? 'eager' : 'lazy'}
              draggable={false}
            />
          </div>
        ))}
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
