import type * as v from 'valibot';
import type { sliderItem } from './content';
import type { setting } from './settings';

/**
 * Data the server inlines in the page (`<script id="boot-data" type="application/json">`) so the
 * first render needs no round trip for it: the settings, the visitor's location and the slider.
 */
export interface BootData {
  setting: v.InferOutput<typeof setting>;
  geolocation: { country_code: string | null; ip: string; blocked: boolean };
  slider: {
    locale: 'es' | 'en';
    desktop: v.InferOutput<typeof sliderItem>[];
    mobile: v.InferOutput<typeof sliderItem>[];
  };
}

export const BOOT_DATA_ELEMENT_ID = 'boot-data';
export const BOOT_DATA_PLACEHOLDER = '<!--boot-data-->';
