import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, SLIDER_AUTOPLAY_MS } from '../../../../contract/constants';
import { whenIdle } from '../../../lib/when-idle';
import { useLocale } from '../../../lib/use-locale';
import { sliderQueries } from '../api/slider-queries';
import './home-slider.css';

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(mobileQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(mobileQuery).matches,
  );
}

export type SliderEffect = 'slide' | 'fade';
const EFFECTS: SliderEffect[] = ['slide', 'fade'];

/** The home banner: autoplay every 3 s, bullets, swipe; a random transition effect each time it is shown. */
export function HomeSlider() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const isMobile = useIsMobile();
  const slides = useQuery(sliderQueries.slides(locale, isMobile));
  const [effect] = useState<SliderEffect>(
    () => EFFECTS[Math.floor(Math.random() * EFFECTS.length)] ?? 'slide',
  );
  const items = slides.data ?? [];
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  // the first slide is painted without the carousel; it starts once the page has loaded and the
  // browser is idle, so its code is never on the first load's main thread
  const slideCount = items.length;
  useEffect(() => {
    const node = viewport.current;
    if (!node || slideCount < 2) return;
    let carousel: EmblaCarouselType | null = null;
    let isCancelled = false;
    const start = async () => {
      const [core, autoplay, fade] = await Promise.all([
        import('embla-carousel'),
        import('embla-carousel-autoplay'),
        effect === 'fade' ? import('embla-carousel-fade') : null,
      ]);
      if (isCancelled) return;
      carousel = core.default(node, { loop: true }, [
        autoplay.default({
          delay: SLIDER_AUTOPLAY_MS,
          stopOnInteraction: false,
          stopOnMouseEnter: true,
        }),
        ...(fade ? [fade.default()] : []),
      ]);
      const onSelect = () => setSelected(carousel?.selectedScrollSnap() ?? 0);
      carousel.on('select', onSelect);
      carousel.on('reInit', onSelect);
      setEmbla(carousel);
    };
    const cancelIdle = whenIdle(() => void start());
    return () => {
      isCancelled = true;
      cancelIdle();
      carousel?.destroy();
      setEmbla(null);
    };
  }, [slideCount, effect]);
  const goTo = (index: number) => embla?.scrollTo(index);

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t`Promociones destacadas`}
      data-effect={effect}
    >
      <div className="slider__viewport" ref={viewport}>
        <div className="slider__track">
          {items.map((slide, index) => (
            <div
              className="slider__slide"
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${items.length}`}
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
      </div>
      {items.length > 1 && (
        <div className="slider__bullets">
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
        </div>
      )}
    </section>
  );
}
