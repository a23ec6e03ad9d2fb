import type { Hono } from 'hono';
import {
  getContentTemplate,
  getFaqTemplate,
  getPromotionTemplate,
  getSlider,
} from '../../../contract/content';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import { listSlides } from '../../modules/content/slider';
import { findPublished } from '../../modules/content/repository';

export function registerPlayerContentCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getSlider, async ({ input }) => ({
    status: 1,
    sliderList: await listSlides(db, input.lan, input.is_mobile),
  }));

  bindPlayerCall(app, deps, getPromotionTemplate, async ({ input }) => ({
    status: 1,
    templates: await findPublished(db, 'promotion', input.lan, input),
  }));

  bindPlayerCall(app, deps, getFaqTemplate, async ({ input }) => ({
    status: 1,
    templates: await findPublished(db, 'faq', input.lan, input),
  }));

  bindPlayerCall(app, deps, getContentTemplate, async ({ input }) => {
    const [template] = await findPublished(db, 'content', input.lan, { slug: input.slug });
    if (!template) throw notFound();
    return { status: 1, template };
  });
}
