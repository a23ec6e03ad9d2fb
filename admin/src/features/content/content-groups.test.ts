import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../../contract/content';
import { groupBySlug } from './content-groups';

const item = (slug: string, locale: 'es' | 'en', sort = 0, id = Math.random()): SiteContent => ({
  id,
  type: 'promotion',
  slug,
  locale,
  title: `${slug} ${locale}`,
  summary: '',
  body_html: '',
  image_url: null,
  mobile_image_url: null,
  link_url: null,
  link_label: null,
  sort,
  published: true,
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('content grouped for the editor', () => {
  it('puts the languages of one slug side by side', () => {
    const [group] = groupBySlug([item('welcome', 'es'), item('welcome', 'en')]);
    expect(group?.byLocale.es?.title).toBe('welcome es');
    expect(group?.byLocale.en?.title).toBe('welcome en');
  });

  it('keeps a slug that exists in one language only', () => {
    const groups = groupBySlug([item('only-spanish', 'es')]);
    expect(groups.map((group) => Object.keys(group.byLocale))).toEqual([['es']]);
  });

  it('orders the pieces as players see them: sort key, then slug', () => {
    const groups = groupBySlug([
      item('b', 'es', 1),
      item('a', 'es', 1),
      item('first', 'en', -5),
      item('c', 'es', 0),
    ]);
    expect(groups.map((group) => group.slug)).toEqual(['first', 'c', 'a', 'b']);
  });
});
