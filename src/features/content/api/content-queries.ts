import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/constants';
import {
  getContentTemplate,
  getFaqTemplate,
  getPromotionTemplate,
} from '../../../../contract/content';
import { callApi } from '../../../lib/api-client';

export const contentQueries = {
  all: () => ['content'] as const,
  page: (locale: Locale, slug: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'page', locale, slug],
      queryFn: () =>
        callApi(getContentTemplate, { lan: locale, slug }).then((answer) => answer.template),
    }),
  promotions: (locale: Locale) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'promotions', locale],
      queryFn: () =>
        callApi(getPromotionTemplate, { lan: locale }).then((answer) => answer.templates),
    }),
  faq: (locale: Locale) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'faq', locale],
      queryFn: () => callApi(getFaqTemplate, { lan: locale }).then((answer) => answer.templates),
    }),
};
