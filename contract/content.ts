import * as v from 'valibot';
import { defineCall } from './call';
import { id, locale, ok } from './common';
import { LOCALES, SITE_CONTENT_TYPES } from './constants';
import { noControlCharacters } from './input-limits';

export const sliderItem = v.object({
  id: v.number(),
  image_url: v.string(),
  /** The slide's text alternative. */
  title: v.string(),
  /** Its call to action: a page of the app (a path of the Spanish site) and the button's words. */
  link_url: v.optional(v.nullable(v.string())),
  link_label: v.optional(v.nullable(v.string())),
});
export type Slide = v.InferOutput<typeof sliderItem>;

export const getSlider = defineCall({
  path: 'front/get_slider',
  method: 'POST',
  auth: 'optional',
  request: v.object({ lan: locale, is_mobile: v.optional(v.boolean('invalid_value'), false) }),
  response: v.object({ status: ok, sliderList: v.array(sliderItem) }),
});

export const siteContent = v.object({
  id: v.number(),
  type: v.picklist(SITE_CONTENT_TYPES),
  slug: v.string(),
  locale: v.picklist(LOCALES),
  title: v.string(),
  summary: v.string(),
  /** Sanitised on save. */
  body_html: v.string(),
  image_url: v.nullable(v.string()),
  /** A slide's art on phones (null: `image_url` there too); null for the other types. */
  mobile_image_url: v.nullable(v.string()),
  /** A slide's call to action (a path of the Spanish site) and its words; null for the others. */
  link_url: v.nullable(v.string()),
  link_label: v.nullable(v.string()),
  sort: v.number(),
  published: v.boolean(),
  updatedAt: v.string(),
});
export type SiteContent = v.InferOutput<typeof siteContent>;

export const slug = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'invalid_value'),
);

/** Promotions: the published list in a language, or one by slug (or id). */
export const getPromotionTemplate = defineCall({
  path: 'front/get_promotion_template',
  method: 'POST',
  auth: 'optional',
  request: v.object({
    lan: locale,
    slug: v.optional(v.nullable(slug)),
    id: v.optional(v.nullable(id)),
  }),
  response: v.object({ status: ok, templates: v.array(siteContent) }),
});

/** Content pages (welcome, welcome1-aus, privacy, ...): one by slug in a language. */
export const getContentTemplate = defineCall({
  path: 'front/get_content_template',
  method: 'POST',
  auth: 'optional',
  request: v.object({ lan: locale, slug }),
  response: v.object({ status: ok, template: siteContent }),
});

/** FAQ entries in a language, or one by slug (or id). */
export const getFaqTemplate = defineCall({
  path: 'front/get_faq_template',
  method: 'POST',
  auth: 'optional',
  request: v.object({
    lan: locale,
    slug: v.optional(v.nullable(slug)),
    id: v.optional(v.nullable(id)),
  }),
  response: v.object({ status: ok, templates: v.array(siteContent) }),
});

export const summary = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.maxLength(500, 'invalid_value'),
  noControlCharacters('invalid_value', 'multi-line'),
);
