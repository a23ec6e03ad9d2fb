import * as v from 'valibot';
import { defineCall } from './call';
import { id, listOf, locale, ok, pageFields, requiredText, statusResponse } from './common';
import { LOCALES, SITE_CONTENT_TYPES } from './constants';
import { integerFrom, MIN_INTEGER, noControlCharacters } from './input-limits';

export const sliderItem = v.object({
  id: v.number(),
  image_url: v.string(),
  /** The slide's text alternative. */
  title: v.string(),
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
  sort: v.number(),
  published: v.boolean(),
  updatedAt: v.string(),
});
export type SiteContent = v.InferOutput<typeof siteContent>;

const slug = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'invalid_value'),
);

/**
 * A content image: an https URL or a path of this site (`/art/...`); never `//host`, `http:`,
 * `data:` or `javascript:`.
 */
const imageUrl = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.maxLength(500, 'invalid_value'),
  v.regex(/^(?:https:\/\/|\/(?![/\\]))[^\s\\\p{Cc}]*$/u, 'invalid_value'),
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

const summary = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.maxLength(500, 'invalid_value'),
  noControlCharacters('invalid_value', 'multi-line'),
);
/** Lists show content by this key: any `integer`, negative ones first. */
const sortKey = integerFrom(MIN_INTEGER);

const contentFields = {
  type: v.picklist(SITE_CONTENT_TYPES, 'invalid_value'),
  slug,
  locale: v.picklist(LOCALES, 'invalid_value'),
  title: requiredText(200),
  summary: v.optional(summary, ''),
  body_html: v.pipe(
    v.string('field_required'),
    v.maxLength(200_000, 'invalid_value'),
    noControlCharacters('invalid_value', 'multi-line'),
  ),
  /** Required for a slide (`slider`): its art on wide screens. */
  image_url: v.optional(v.nullable(imageUrl), null),
  /** A slide's art on phones (null: `image_url` there too); only slides show it. */
  mobile_image_url: v.optional(v.nullable(imageUrl), null),
  sort: v.optional(sortKey, 0),
  published: v.optional(v.boolean('invalid_value'), true),
};

export const adminGetSiteContent = defineCall({
  path: 'admin/get_site_content',
  method: 'POST',
  auth: 'staff',
  permission: 'content.read',
  request: v.object({
    type: v.optional(v.nullable(v.picklist(SITE_CONTENT_TYPES, 'invalid_value'))),
    locale: v.optional(v.nullable(v.picklist(LOCALES, 'invalid_value'))),
    ...pageFields,
  }),
  response: v.object({ status: ok, ...listOf(siteContent).entries }),
});

export const adminCreateSiteContent = defineCall({
  path: 'admin/create_site_content',
  method: 'POST',
  auth: 'staff',
  permission: 'content.write',
  request: v.object(contentFields),
  response: v.object({ status: ok, content: siteContent }),
});

export const adminUpdateTemplate = defineCall({
  path: 'admin/update_template',
  method: 'POST',
  auth: 'staff',
  permission: 'content.write',
  request: v.object({
    id,
    title: v.optional(contentFields.title),
    summary: v.optional(summary),
    body_html: v.optional(contentFields.body_html),
    /** Left out: kept; null: removed. */
    image_url: v.optional(v.nullable(imageUrl)),
    /** Left out: kept; null: removed. */
    mobile_image_url: v.optional(v.nullable(imageUrl)),
    sort: v.optional(sortKey),
    published: v.optional(v.boolean('invalid_value')),
  }),
  response: v.object({ status: ok, content: siteContent }),
});

export const adminRemoveSiteContent = defineCall({
  path: 'admin/remove_site_content',
  method: 'POST',
  auth: 'staff',
  permission: 'content.write',
  request: v.object({ id }),
  response: statusResponse,
});
