import { siteContent, slug, summary } from '../content';
import * as v from 'valibot';
import { defineCall } from '../call';
import { id, listOf, ok, pageFields, requiredText, statusResponse } from '../common';
import { LOCALES, SITE_CONTENT_TYPES } from '../constants';
import { integerFrom, MIN_INTEGER, noControlCharacters } from '../input-limits';

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
/** A slide's link: a page of this site (`/promotion/...`); never `//host` or another scheme. */
const appPath = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.maxLength(300, 'invalid_value'),
  v.regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, 'invalid_value'),
);
/** The words of a slide's button: short enough for a phone. */
const linkLabel = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.minLength(1, 'field_required'),
  v.maxLength(40, 'invalid_value'),
  noControlCharacters('invalid_value'),
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
  /** A slide's call to action, both or neither: the page it opens and the button's words. */
  link_url: v.optional(v.nullable(appPath), null),
  link_label: v.optional(v.nullable(linkLabel), null),
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
    /** Left out: kept; null: removed (both together). */
    link_url: v.optional(v.nullable(appPath)),
    link_label: v.optional(v.nullable(linkLabel)),
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
