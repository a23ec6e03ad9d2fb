import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/constants';
import { getSlider } from '../../../../contract/content';
import { callApi } from '../../../lib/api-client';

export const sliderQueries = {
  all: () => ['slider'] as const,
  /** The home banner's slides: their art depends on the language and on a phone-sized screen. */
  slides: (locale: Locale, isMobile: boolean) =>
    queryOptions({
      queryKey: [...sliderQueries.all(), locale, isMobile],
      queryFn: () =>
        callApi(getSlider, { lan: locale, is_mobile: isMobile }).then(
          (answer) => answer.sliderList,
        ),
      staleTime: 10 * 60_000,
    }),
};
