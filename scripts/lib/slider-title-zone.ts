// Where a slider banner's title may go so that no layout crops it. The slider is a box of its
// width x 25rem (on a phone, of its width x SLIDER_PHONE_HEIGHT_RATIO of it) showing the art with
// `object-fit: cover; object-position: left center` (src/features/layout/components/home-slider.css),
// so a box narrower than the art's ratio cuts its right side and a wider one cuts its top and
// bottom. Both crops only grow towards the narrowest and the widest box, so the zone visible at
// both ends of each art set's width range is visible at every width between.
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR,
  SLIDER_HEIGHT_REM,
  SLIDER_PHONE_HEIGHT_RATIO,
} from '../../contract/constants';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface SlideArt {
  width: number;
  height: number;
  /** the slider widths, in CSS pixels, this art is shown at */
  minSliderPx: number;
  maxSliderPx: number;
  /** the slider's height at a width, in CSS pixels */
  heightAt(sliderPx: number): number;
}

const SLIDER_HEIGHT_PX = SLIDER_HEIGHT_REM * 16;
// a classic scrollbar takes this much of the narrowest layouts
const SCROLLBAR_PX = 17;
const NARROWEST_SCREEN_PX = 360;
const WIDEST_SCREEN_PX = 1920;
/** clear space around the title, in CSS pixels */
const MARGIN_PX = 24;
/** the pagination bullets' band at the bottom (0.75rem + a 24px bullet) and a gap above it */
const BULLETS_BAND_PX = 48;

export const SLIDE_ART = {
  desktop: {
    width: 1600,
    height: 400,
    minSliderPx: MOBILE_BREAKPOINT_PX - SIDEBAR.widthPx - SCROLLBAR_PX,
    maxSliderPx: WIDEST_SCREEN_PX - SIDEBAR.miniPx,
    heightAt: () => SLIDER_HEIGHT_PX,
  },
  mobile: {
    width: 800,
    height: 800 * SLIDER_PHONE_HEIGHT_RATIO,
    minSliderPx: NARROWEST_SCREEN_PX - SCROLLBAR_PX,
    maxSliderPx: MOBILE_BREAKPOINT_PX - 1,
    heightAt: (sliderPx) => sliderPx * SLIDER_PHONE_HEIGHT_RATIO,
  },
} as const satisfies Record<string, SlideArt>;

/** The part of the art a slider `sliderPx` wide shows, less the margins and the bullets, in art pixels. */
function clearZoneAt(art: SlideArt, sliderPx: number): Rect {
  const sliderHeightPx = art.heightAt(sliderPx);
  const scale = Math.max(sliderPx / art.width, sliderHeightPx / art.height);
  const [shownWidth, shownHeight] = [sliderPx / scale, sliderHeightPx / scale];
  const top = (art.height - shownHeight) / 2;
  return {
    left: MARGIN_PX / scale,
    top: top + MARGIN_PX / scale,
    right: shownWidth - MARGIN_PX / scale,
    bottom: top + shownHeight - BULLETS_BAND_PX / scale,
  };
}

/** The title's zone in art pixels: clear at the narrowest and the widest slider alike. */
export function titleZone(art: SlideArt): Rect {
  const [narrowest, widest] = [
    clearZoneAt(art, art.minSliderPx),
    clearZoneAt(art, art.maxSliderPx),
  ];
  return {
    left: Math.ceil(Math.max(narrowest.left, widest.left)),
    top: Math.ceil(Math.max(narrowest.top, widest.top)),
    right: Math.floor(Math.min(narrowest.right, widest.right)),
    bottom: Math.floor(Math.min(narrowest.bottom, widest.bottom)),
  };
}
