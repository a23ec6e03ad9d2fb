import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../contract/content';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { sanitizeContentHtml } from '../../../contract/content-html';

let server: TestServer;
let adminToken: string;
let playerToken: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  adminToken = (await createStaff(server.deps)).token;
  playerToken = (await server.register()).token;
});
afterAll(() => server.close());

async function contentRows(): Promise<unknown[]> {
  const { rows } = await server.db.query('SELECT * FROM site_content ORDER BY id');
  return rows;
}

async function findRow(id: number) {
  const { rows } = await server.db.query<{ body_html: string; title: string; published: boolean }>(
    'SELECT body_html, title, published FROM site_content WHERE id = $1',
    [id],
  );
  return rows[0];
}

let created = 0;
function newContent(overrides: Record<string, unknown> = {}) {
  created++;
  return {
    type: 'promotion',
    slug: `test-promo-${created}`,
    locale: 'en',
    title: `Test promotion ${created}`,
    summary: 'A summary',
    body_html: '<p>Hello</p>',
    image_url: '/art/test.svg',
    sort: 50,
    published: true,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<SiteContent> {
  const result = await server.call('adminCreateSiteContent', newContent(overrides), {
    token: adminToken,
  });
  expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
  return result.body.content;
}

describe('front/get_slider', () => {
  it('answers three slides for each language and device, each with its own image', async () => {
    const images = new Map<string, string[]>();
    for (const lan of ['es', 'en'] as const) {
      for (const isMobile of [false, true]) {
        const result = await server.call('getSlider', { lan, is_mobile: isMobile });
        expect(result.httpStatus).toBe(200);
        expect(result.body.sliderList).toHaveLength(3);
        const device = isMobile ? 'mobile' : 'desktop';
        expect(
          result.body.sliderList.map((slide: { image_url: string }) => slide.image_url),
        ).toEqual([1, 2, 3].map((index) => `/art/slider/${lan}-${device}-${index}.jpg`));
        images.set(
          `${lan}-${device}`,
          result.body.sliderList.map((s: SiteContent) => s.image_url),
        );
      }
    }
    const all = [...images.values()].flat();
    expect(new Set(all).size).toBe(12);
  });

  it('answers titles in the asked language', async () => {
    const es = await server.call('getSlider', { lan: 'es', is_mobile: false });
    const en = await server.call('getSlider', { lan: 'en', is_mobile: false });
    expect(Object.keys(es.body.sliderList[0]).sort()).toEqual([
      'id',
      'image_url',
      'link_label',
      'link_url',
      'title',
    ]);
    expect(es.body.sliderList[0]).toMatchObject({
      title: 'Bono de bienvenida: 1 mBTC',
      link_url: '/promotion/bono-bienvenida',
      link_label: 'Consigue tu bono',
    });
    expect(en.body.sliderList[0]).toMatchObject({ title: 'Welcome bonus: 1 mBTC' });
  });

  it('defaults to Spanish desktop slides and leaves out unpublished ones', async () => {
    const result = await server.call('getSlider', {});
    expect(result.body.sliderList.map((slide: { image_url: string }) => slide.image_url)).toEqual(
      [1, 2, 3].map((index) => `/art/slider/es-desktop-${index}.jpg`),
    );
    await server.db.query(
      `UPDATE site_content SET published = false WHERE type = 'slider' AND image_url = '/art/slider/es-desktop-2.jpg'`,
    );
    try {
      const fewer = await server.call('getSlider', { lan: 'es' });
      expect(fewer.body.sliderList.map((slide: { image_url: string }) => slide.image_url)).toEqual([
        '/art/slider/es-desktop-1.jpg',
        '/art/slider/es-desktop-3.jpg',
      ]);
    } finally {
      await server.db.query(`UPDATE site_content SET published = true WHERE type = 'slider'`);
    }
  });

  it('refuses an unknown language', async () => {
    const result = await server.call('getSlider', { lan: 'fr' });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ lan: 'invalid_value' });
  });
});

describe('public templates', () => {
  it('lists the published promotions of a language in their order', async () => {
    const es = await server.call('getPromotionTemplate', { lan: 'es' });
    const en = await server.call('getPromotionTemplate', { lan: 'en' });
    expect(es.httpStatus).toBe(200);
    const slugs = ['bono-bienvenida', 'recarga-semanal', 'originales-provably-fair'];
    expect(es.body.templates.map((t: SiteContent) => t.slug)).toEqual(slugs);
    expect(en.body.templates.map((t: SiteContent) => t.slug)).toEqual(slugs);
    expect(es.body.templates.every((t: SiteContent) => t.locale === 'es')).toBe(true);
    expect(en.body.templates.every((t: SiteContent) => t.locale === 'en')).toBe(true);
    expect(es.body.templates[0].title).toBe('Bono de bienvenida de 1 mBTC');
    expect(en.body.templates[0].title).toBe('1 mBTC welcome bonus');
  });

  it('finds one promotion by slug and by id', async () => {
    const bySlug = await server.call('getPromotionTemplate', {
      lan: 'en',
      slug: 'recarga-semanal',
    });
    expect(bySlug.body.templates).toHaveLength(1);
    const promotion = bySlug.body.templates[0] as SiteContent;
    expect(promotion).toMatchObject({ slug: 'recarga-semanal', locale: 'en', type: 'promotion' });

    const byId = await server.call('getPromotionTemplate', { lan: 'en', id: promotion.id });
    expect(byId.httpStatus, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.templates).toEqual([promotion]);
    // a logged-in player asking for a promotion id is not asking for a player
    const asPlayer = await server.call(
      'getPromotionTemplate',
      { lan: 'en', id: promotion.id },
      { token: playerToken },
    );
    expect(asPlayer.httpStatus, JSON.stringify(asPlayer.body)).toBe(200);
    expect(asPlayer.body.templates).toEqual([promotion]);
    // the id of the Spanish one does not answer in English
    const [spanish] = (
      await server.call('getPromotionTemplate', { lan: 'es', slug: 'recarga-semanal' })
    ).body.templates as SiteContent[];
    const mismatch = await server.call('getPromotionTemplate', { lan: 'en', id: spanish?.id });
    expect(mismatch.body.templates).toEqual([]);
  });

  it('answers an empty list for an unknown promotion slug', async () => {
    const result = await server.call('getPromotionTemplate', { lan: 'es', slug: 'no-such-promo' });
    expect(result.httpStatus).toBe(200);
    expect(result.body.templates).toEqual([]);
  });

  it('lists the FAQ of a language and finds one entry by slug and by id', async () => {
    const es = await server.call('getFaqTemplate', { lan: 'es' });
    const en = await server.call('getFaqTemplate', { lan: 'en' });
    expect(es.body.templates).toHaveLength(6);
    expect(en.body.templates).toHaveLength(6);
    expect(es.body.templates.every((t: SiteContent) => t.type === 'faq' && t.locale === 'es')).toBe(
      true,
    );
    const esTitle = es.body.templates.find((t: SiteContent) => t.slug === 'que-es-mbtc').title;
    const enTitle = en.body.templates.find((t: SiteContent) => t.slug === 'que-es-mbtc').title;
    expect(esTitle).not.toBe(enTitle);

    const bySlug = await server.call('getFaqTemplate', { lan: 'en', slug: 'cancelar-retiro' });
    expect(bySlug.body.templates).toHaveLength(1);
    const entry = bySlug.body.templates[0] as SiteContent;
    expect(entry).toMatchObject({ type: 'faq', slug: 'cancelar-retiro', locale: 'en' });
    const byId = await server.call('getFaqTemplate', { lan: 'en', id: entry.id });
    expect(byId.httpStatus, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.templates).toEqual([entry]);
  });

  it('answers a content page by slug in the asked language', async () => {
    const es = await server.call('getContentTemplate', { lan: 'es', slug: 'privacy' });
    const en = await server.call('getContentTemplate', { lan: 'en', slug: 'privacy' });
    expect(es.httpStatus).toBe(200);
    expect(es.body.template).toMatchObject({ type: 'content', slug: 'privacy', locale: 'es' });
    expect(en.body.template).toMatchObject({ type: 'content', slug: 'privacy', locale: 'en' });
    expect(es.body.template.body_html).not.toBe(en.body.template.body_html);
    const aus = await server.call('getContentTemplate', { lan: 'en', slug: 'welcome1-aus' });
    expect(aus.body.template.slug).toBe('welcome1-aus');
  });

  it('answers 404 for an unknown content slug and 400 for a malformed one', async () => {
    const unknown = await server.call('getContentTemplate', { lan: 'es', slug: 'no-such-page' });
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body).toEqual({ status: 0, code: 'not_found' });
    // a promotion slug is not a content page
    const promotion = await server.call('getContentTemplate', {
      lan: 'es',
      slug: 'bono-bienvenida',
    });
    expect(promotion.httpStatus).toBe(404);
    const malformed = await server.call('getContentTemplate', { lan: 'es', slug: '../etc' });
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.errors).toEqual({ slug: 'invalid_value' });
  });
});

describe('slides as content (type slider)', () => {
  it('lists the seeded slides for the operator: each slide in both languages with both arts', async () => {
    const result = await server.call(
      'adminGetSiteContent',
      { type: 'slider', itemsPerPage: 100 },
      { token: adminToken },
    );
    expect(result.httpStatus).toBe(200);
    const rows = result.body.rows as SiteContent[];
    expect(rows.map((row) => `${row.slug}:${row.locale}`).sort()).toEqual(
      ['slide-1', 'slide-2', 'slide-3'].flatMap((slug) => [`${slug}:en`, `${slug}:es`]),
    );
    expect(rows.find((row) => row.slug === 'slide-2' && row.locale === 'en')).toMatchObject({
      type: 'slider',
      title: 'Provably fair games',
      image_url: '/art/slider/en-desktop-2.jpg',
      mobile_image_url: '/art/slider/en-mobile-2.jpg',
      published: true,
    });
  });

  it('shows players what the operator saved: title, each art, order, publication', async () => {
    const rows = (
      await server.call(
        'adminGetSiteContent',
        { type: 'slider', locale: 'es', itemsPerPage: 100 },
        { token: adminToken },
      )
    ).body.rows as SiteContent[];
    const third = rows.find((row) => row.slug === 'slide-3');
    if (!third) throw new Error('no slide-3');
    const updated = await server.call(
      'adminUpdateTemplate',
      {
        id: third.id,
        title: 'Ruleta en vivo',
        image_url: 'https://cdn.example.com/ruleta.jpg',
        mobile_image_url: null,
        sort: -1,
      },
      { token: adminToken },
    );
    expect(updated.httpStatus, JSON.stringify(updated.body)).toBe(200);
    try {
      const desktop = await server.call('getSlider', { lan: 'es', is_mobile: false });
      expect(desktop.body.sliderList[0]).toEqual({
        id: third.id,
        title: 'Ruleta en vivo',
        image_url: 'https://cdn.example.com/ruleta.jpg',
        link_url: '/live-casino',
        link_label: 'Juega en vivo',
      });
      // no phone art: phones get the wide one
      const mobile = await server.call('getSlider', { lan: 'es', is_mobile: true });
      expect(mobile.body.sliderList[0]?.image_url).toBe('https://cdn.example.com/ruleta.jpg');
      // the English slides are their own
      const en = await server.call('getSlider', { lan: 'en', is_mobile: false });
      expect(en.body.sliderList[0]?.title).toBe('Welcome bonus: 1 mBTC');
      const audit = await server.db.query<{ action: string; target: string }>(
        'SELECT action, target FROM audit_log ORDER BY id DESC LIMIT 1',
      );
      expect(audit.rows[0]).toEqual({
        action: 'admin/update_template',
        target: `site_content:${third.id}`,
      });
    } finally {
      await server.call(
        'adminUpdateTemplate',
        {
          id: third.id,
          title: third.title,
          image_url: third.image_url,
          mobile_image_url: third.mobile_image_url,
          sort: third.sort,
        },
        { token: adminToken },
      );
    }
    const restored = await server.call('getSlider', { lan: 'es', is_mobile: true });
    expect(restored.body.sliderList.map((slide: { image_url: string }) => slide.image_url)).toEqual(
      [1, 2, 3].map((index) => `/art/slider/es-mobile-${index}.jpg`),
    );
  });

  it('refuses a slide without its art, on creation and on update, changing nothing', async () => {
    const before = await contentRows();
    const created = await server.call(
      'adminCreateSiteContent',
      newContent({ type: 'slider', body_html: '', image_url: null }),
      { token: adminToken },
    );
    expect(created.httpStatus).toBe(400);
    expect(created.body).toMatchObject({
      code: 'field_required',
      errors: { image_url: 'field_required' },
    });
    const [slide] = (
      await server.call('adminGetSiteContent', { type: 'slider' }, { token: adminToken })
    ).body.rows as SiteContent[];
    const cleared = await server.call(
      'adminUpdateTemplate',
      { id: slide?.id, image_url: null, title: 'No art' },
      { token: adminToken },
    );
    expect(cleared.httpStatus).toBe(400);
    expect(cleared.body.errors).toEqual({ image_url: 'field_required' });
    expect(await contentRows()).toEqual(before);
  });

  it('keeps a slide’s call to action as a page of the site and its words, both or neither', async () => {
    const before = await contentRows();
    const slide = {
      type: 'slider',
      slug: 'cta-slide',
      locale: 'es',
      title: 'Deportes',
      body_html: '',
      image_url: '/art/slider/es-desktop-1.jpg',
    };
    const refused = async (
      input: Record<string, unknown>,
      call: 'adminCreateSiteContent' | 'adminUpdateTemplate' = 'adminCreateSiteContent',
    ) => (await server.call(call, input, { token: adminToken })).body;
    // half a pair, another site, a script, a link on a promotion: each refused, nothing saved
    expect(await refused({ ...slide, link_label: 'Apuesta' })).toMatchObject({
      errors: { link_url: 'field_required' },
    });
    expect(await refused({ ...slide, link_url: '/sports' })).toMatchObject({
      errors: { link_label: 'field_required' },
    });
    for (const link_url of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)'])
      expect(await refused({ ...slide, link_url, link_label: 'Apuesta' })).toMatchObject({
        errors: { link_url: 'invalid_value' },
      });
    expect(
      await refused({ ...slide, link_label: 'x'.repeat(41), link_url: '/sports' }),
    ).toMatchObject({
      errors: { link_label: 'invalid_value' },
    });
    expect(await refused(newContent({ link_url: '/sports', link_label: 'Apuesta' }))).toMatchObject(
      { errors: { link_url: 'invalid_value' } },
    );
    expect(await contentRows()).toEqual(before);

    const created = await create({ ...slide, link_url: '/sports', link_label: ' Apuesta ya ' });
    expect(created).toMatchObject({ link_url: '/sports', link_label: 'Apuesta ya' });
    const shown = async () =>
      (await server.call('getSlider', { lan: 'es', is_mobile: true })).body.sliderList.find(
        (each: { id: number }) => each.id === created.id,
      );
    expect(await shown()).toMatchObject({ link_url: '/sports', link_label: 'Apuesta ya' });
    // removing half of the pair is refused; removing both takes the button away
    expect(
      await refused({ id: created.id, link_label: null }, 'adminUpdateTemplate'),
    ).toMatchObject({ errors: { link_label: 'field_required' } });
    const cleared = await server.call(
      'adminUpdateTemplate',
      { id: created.id, link_url: null, link_label: null },
      { token: adminToken },
    );
    expect(cleared.httpStatus).toBe(200);
    expect(await shown()).toMatchObject({ link_url: null, link_label: null });
    await server.call('adminRemoveSiteContent', { id: created.id }, { token: adminToken });
  });

  it('adds a slide, then removes it', async () => {
    const slide = await create({
      type: 'slider',
      slug: 'new-slide',
      locale: 'en',
      title: 'Sports',
      summary: '',
      body_html: '',
      image_url: '/art/slider/en-desktop-1.jpg',
      mobile_image_url: '/art/slider/en-mobile-1.jpg',
      sort: 10,
    });
    const listed = async (isMobile: boolean) =>
      (await server.call('getSlider', { lan: 'en', is_mobile: isMobile })).body.sliderList.map(
        (each: { id: number; image_url: string }) => [each.id, each.image_url],
      );
    expect((await listed(false)).at(-1)).toEqual([slide.id, '/art/slider/en-desktop-1.jpg']);
    expect((await listed(true)).at(-1)).toEqual([slide.id, '/art/slider/en-mobile-1.jpg']);
    // a slide is no promotion
    const promotions = await server.call('getPromotionTemplate', { lan: 'en', slug: 'new-slide' });
    expect(promotions.body.templates).toEqual([]);
    const removed = await server.call(
      'adminRemoveSiteContent',
      { id: slide.id },
      { token: adminToken },
    );
    expect(removed.httpStatus).toBe(200);
    expect(await listed(false)).toHaveLength(3);
  });
});

describe('admin calls refuse visitors and players', () => {
  it('answers 401 to a visitor and 403 to a player, changing nothing', async () => {
    const [existing] = (await server.call('getPromotionTemplate', { lan: 'es' })).body
      .templates as SiteContent[];
    const before = await contentRows();
    const calls = [
      ['adminGetSiteContent', {}],
      ['adminCreateSiteContent', newContent()],
      ['adminUpdateTemplate', { id: existing?.id, title: 'Hacked' }],
      ['adminRemoveSiteContent', { id: existing?.id }],
    ] as const;
    for (const [name, body] of calls) {
      const visitor = await server.call(name, body);
      expect(visitor.httpStatus, name).toBe(401);
      expect(visitor.body.code).toBe('unauthorized');
      const player = await server.call(name, body, { token: playerToken });
      expect(player.httpStatus, name).toBe(403);
      expect(player.body.code).toBe('forbidden');
    }
    expect(await contentRows()).toEqual(before);
  });
});

describe('admin content management', () => {
  it('lists all content, published or not, filtered and paged', async () => {
    const hidden = await create({ type: 'faq', locale: 'es', published: false });
    const all = await server.call(
      'adminGetSiteContent',
      { itemsPerPage: 100 },
      { token: adminToken },
    );
    expect(all.httpStatus).toBe(200);
    const total = (
      await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_content')
    ).rows[0]?.count;
    expect(all.body.count).toBe(total);
    expect(all.body.rows.map((row: SiteContent) => row.id)).toContain(hidden.id);

    const faqEs = await server.call(
      'adminGetSiteContent',
      { type: 'faq', locale: 'es', itemsPerPage: 100 },
      { token: adminToken },
    );
    expect(faqEs.body.count).toBe(7);
    expect(
      faqEs.body.rows.every((row: SiteContent) => row.type === 'faq' && row.locale === 'es'),
    ).toBe(true);

    const page2 = await server.call(
      'adminGetSiteContent',
      { type: 'faq', locale: 'es', page: 2, itemsPerPage: 5 },
      { token: adminToken },
    );
    expect(page2.body.count).toBe(7);
    expect(page2.body.rows.map((row: SiteContent) => row.id)).toEqual(
      faqEs.body.rows.slice(5).map((row: SiteContent) => row.id),
    );
    await server.call('adminRemoveSiteContent', { id: hidden.id }, { token: adminToken });
  });

  it('creates content with its HTML sanitised', async () => {
    const content = await create({
      slug: 'safe-html',
      body_html:
        '<p>Kept <strong>bold</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    });
    expect(content).toMatchObject({
      type: 'promotion',
      slug: 'safe-html',
      locale: 'en',
      summary: 'A summary',
      image_url: '/art/test.svg',
      sort: 50,
      published: true,
    });
    for (const html of [content.body_html, (await findRow(content.id))?.body_html]) {
      expect(html).toContain('<p>Kept <strong>bold</strong></p>');
      expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:/i);
      expect(html).toContain('<img src="x.png" />');
    }
    const listed = await server.call('getPromotionTemplate', { lan: 'en', slug: 'safe-html' });
    expect(listed.body.templates).toEqual([content]);
  });

  it('refuses a second entry with the same type, slug and locale', async () => {
    const first = await create({ slug: 'once-only', type: 'faq', locale: 'es' });
    const before = await contentRows();
    const again = await server.call(
      'adminCreateSiteContent',
      newContent({ slug: 'once-only', type: 'faq', locale: 'es', title: 'Other' }),
      { token: adminToken },
    );
    expect(again.httpStatus).toBe(409);
    expect(again.body).toEqual({
      status: 0,
      code: 'invalid_value',
      errors: { slug: 'invalid_value' },
    });
    expect(await contentRows()).toEqual(before);
    // the same slug in another language or of another type is a different entry
    const english = await create({ slug: 'once-only', type: 'faq', locale: 'en' });
    const promotion = await create({ slug: 'once-only', type: 'promotion', locale: 'es' });
    expect(new Set([first.id, english.id, promotion.id]).size).toBe(3);
  });

  it('refuses missing and malformed fields', async () => {
    const before = await contentRows();
    const result = await server.call(
      'adminCreateSiteContent',
      { type: 'news', slug: 'Bad Slug', locale: 'fr', title: '  ', body_html: 42 },
      { token: adminToken },
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({
      type: 'invalid_value',
      slug: 'invalid_value',
      locale: 'invalid_value',
      title: 'field_required',
      body_html: 'field_required',
    });
    expect(await contentRows()).toEqual(before);
  });

  it('updates the given fields, sanitises the HTML and keeps the rest', async () => {
    const original = await create({ slug: 'to-update', sort: 3 });
    const result = await server.call(
      'adminUpdateTemplate',
      {
        id: original.id,
        title: 'New title',
        body_html: '<p>New body</p><script>steal()</script><img src="y.png" onerror="steal()">',
        sort: 7,
      },
      { token: adminToken },
    );
    expect(result.httpStatus).toBe(200);
    const updated = result.body.content as SiteContent;
    expect(updated).toMatchObject({
      id: original.id,
      slug: 'to-update',
      title: 'New title',
      summary: original.summary,
      sort: 7,
      published: true,
    });
    expect(updated.body_html).toContain('<p>New body</p>');
    expect(updated.body_html).not.toMatch(/<script|steal|onerror/);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(original.updatedAt));
    const row = await findRow(original.id);
    expect(row?.title).toBe('New title');
    expect(row?.body_html).toBe(updated.body_html);
  });

  it('keeps the image when an update leaves image_url out', async () => {
    const original = await create({ slug: 'keeps-image' });
    const result = await server.call(
      'adminUpdateTemplate',
      { id: original.id, title: 'Retitled' },
      { token: adminToken },
    );
    expect(result.body.content.title).toBe('Retitled');
    expect(result.body.content.image_url).toBe(original.image_url);
  });

  it('clears the image when asked to', async () => {
    const original = await create({ slug: 'with-image' });
    const cleared = await server.call(
      'adminUpdateTemplate',
      { id: original.id, image_url: null },
      { token: adminToken },
    );
    expect(cleared.body.content.image_url).toBeNull();
    expect(cleared.body.content.title).toBe(original.title);
  });

  it('answers 404 when updating content that does not exist', async () => {
    const result = await server.call(
      'adminUpdateTemplate',
      { id: 999_999, title: 'Nothing' },
      { token: adminToken },
    );
    expect(result.httpStatus).toBe(404);
    expect(result.body.code).toBe('not_found');
  });

  it('removes content, then answers 404 to a second remove', async () => {
    const content = await create({ slug: 'to-remove' });
    const first = await server.call(
      'adminRemoveSiteContent',
      { id: content.id },
      { token: adminToken },
    );
    expect(first.httpStatus).toBe(200);
    expect(first.body).toEqual({ status: 1 });
    expect(await findRow(content.id)).toBeUndefined();
    const listed = await server.call('getPromotionTemplate', { lan: 'en', slug: 'to-remove' });
    expect(listed.body.templates).toEqual([]);
    const second = await server.call(
      'adminRemoveSiteContent',
      { id: content.id },
      { token: adminToken },
    );
    expect(second.httpStatus).toBe(404);
    expect(second.body.code).toBe('not_found');
  });
});

describe('unpublished content', () => {
  it('is left out of every public template call', async () => {
    const promotion = await create({ slug: 'draft-promo', published: false });
    const faq = await create({ type: 'faq', slug: 'draft-faq', published: false });
    const page = await create({ type: 'content', slug: 'draft-page', published: false });
    expect([promotion, faq, page].map((content) => content.published)).toEqual([
      false,
      false,
      false,
    ]);

    const promotions = await server.call('getPromotionTemplate', { lan: 'en' });
    expect(promotions.body.templates.map((t: SiteContent) => t.id)).not.toContain(promotion.id);
    const promotionBySlug = await server.call('getPromotionTemplate', {
      lan: 'en',
      slug: 'draft-promo',
    });
    expect(promotionBySlug.body.templates).toEqual([]);
    const faqs = await server.call('getFaqTemplate', { lan: 'en' });
    expect(faqs.body.templates.map((t: SiteContent) => t.id)).not.toContain(faq.id);
    const faqBySlug = await server.call('getFaqTemplate', { lan: 'en', slug: 'draft-faq' });
    expect(faqBySlug.body.templates).toEqual([]);
    const pageResult = await server.call('getContentTemplate', { lan: 'en', slug: 'draft-page' });
    expect(pageResult.httpStatus).toBe(404);
  });

  it('appears once published and disappears when unpublished', async () => {
    const draft = await create({ type: 'content', slug: 'later-page', published: false });
    const publish = await server.call(
      'adminUpdateTemplate',
      { id: draft.id, published: true },
      { token: adminToken },
    );
    expect(publish.body.content.published).toBe(true);
    const shown = await server.call('getContentTemplate', { lan: 'en', slug: 'later-page' });
    expect(shown.httpStatus).toBe(200);
    expect(shown.body.template.id).toBe(draft.id);

    await server.call(
      'adminUpdateTemplate',
      { id: draft.id, published: false },
      { token: adminToken },
    );
    const hidden = await server.call('getContentTemplate', { lan: 'en', slug: 'later-page' });
    expect(hidden.httpStatus).toBe(404);
    expect((await findRow(draft.id))?.published).toBe(false);
  });
});

describe('the content cleaner', () => {
  it('drops ids and names, so content cannot shadow the boot data or any element of the app', async () => {
    const content = await create({
      slug: 'no-ids',
      body_html:
        '<p id="root" name="x">Text</p><img id="boot-data" src="/art/a.png"><a name="top" href="/faq">FAQ</a>',
    });
    expect(content.body_html).not.toMatch(/\bid=|\bname=/);
    expect(content.body_html).toBe(
      '<p>Text</p><img src="/art/a.png" /><a href="/faq" rel="noopener noreferrer">FAQ</a>',
    );
  });

  it.each([
    ['<a href="//evil.example/x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="/\\evil.example/x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="\\\\evil.example/x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="http://example.com/">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="java&#x09;script:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="data:text/html,x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<img src="//evil.example/a.png">', '<img />'],
    ['<img src="http://example.com/a.png">', '<img />'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    [
      '<a href="https://example.com/x">a</a>',
      '<a href="https://example.com/x" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="/promotion/3">a</a>', '<a href="/promotion/3" rel="noopener noreferrer">a</a>'],
    ['<a href="promotion/3">a</a>', '<a href="promotion/3" rel="noopener noreferrer">a</a>'],
    [
      '<a href="mailto:help@casino.example">a</a>',
      '<a href="mailto:help@casino.example" rel="noopener noreferrer">a</a>',
    ],
    ['<img src="https://cdn.example/a.png">', '<img src="https://cdn.example/a.png" />'],
    ['<img src="art/a.png">', '<img src="art/a.png" />'],
  ])('keeps only https and relative URLs: %s becomes %s', async (html, cleaned) => {
    expect(sanitizeContentHtml(html)).toBe(cleaned);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'http://example.com/a.png',
    'data:image/png;base64,AAAA',
    'art/a.png',
    'https://example.com/a b.png',
  ])('refuses image_url %s on create and update, storing nothing', async (imageUrl) => {
    const before = await contentRows();
    const created = await server.call(
      'adminCreateSiteContent',
      newContent({ image_url: imageUrl }),
      { token: adminToken },
    );
    expect(created.httpStatus).toBe(400);
    expect(created.body.errors).toEqual({ image_url: 'invalid_value' });
    const updated = await server.call(
      'adminUpdateTemplate',
      { id: (await create()).id, image_url: imageUrl },
      { token: adminToken },
    );
    expect(updated.httpStatus).toBe(400);
    expect(updated.body.errors).toEqual({ image_url: 'invalid_value' });
    expect((await contentRows()).length).toBe(before.length + 1);
  });

  it.each(['https://cdn.example/promo.png', '/art/promotions/a.svg'])(
    'accepts image_url %s',
    async (imageUrl) => {
      expect((await create({ image_url: imageUrl })).image_url).toBe(imageUrl);
    },
  );
});
