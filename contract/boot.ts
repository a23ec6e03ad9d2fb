import type * as v from 'valibot';
import type { sliderItem } from './content';
import type { Game } from './games';
import type { setting } from './settings';

/**
 * Data the server inlines in the page (`<script id="boot-data" type="application/json">`) so the
 * first render needs no round trip for it: the settings, the visitor's location and the slider;
 * on the home page also its featured games, so their cards are drawn at once (no placeholders
 * that the list then replaces, moving what is below).
 */
export interface BootData {
  setting: v.InferOutput<typeof setting>;
  geolocation: { country_code: string | null; ip: string; blocked: boolean };
  slider: {
    locale: 'es' | 'en';
    desktop: v.InferOutput<typeof sliderItem>[];
    mobile: v.InferOutput<typeof sliderItem>[];
  };
  /** `front/get_games` of HOME_FEATURED_GAMES, on the home page only */
  featuredGames?: { rows: Game[]; count: number };
}

export const BOOT_DATA_ELEMENT_ID = 'boot-data';
export const BOOT_DATA_PLACEHOLDER = '<!--boot-data-->';
