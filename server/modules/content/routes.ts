import type { Hono } from 'hono';
import {
  adminCreateSiteContent,
  adminGetSiteContent,
  adminRemoveSiteContent,
  adminUpdateTemplate,
  getContentTemplate,
  getFaqTemplate,
  getPromotionTemplate,
  getSlider,
} from '../../../contract/content';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { listSlides } from './slider';
import { findPublished, insertContent, listAll, removeContent, updateContent } from './repository';

export function registerContentRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, getSlider, async ({ input }) => ({
    status: 1,
    sliderList: await listSlides(db, input.lan, input.is_mobile),
  }));

  bindCall(app, deps, getPromotionTemplate, async ({ input }) => ({
    status: 1,
    templates: await findPublished(db, 'promotion', input.lan, input),
  }));

  bindCall(app, deps, getFaqTemplate, async ({ input }) => ({
    status: 1,
    templates: await findPublished(db, 'faq', input.lan, input),
  }));

  bindCall(app, deps, getContentTemplate, async ({ input }) => {
    const [template] = await findPublished(db, 'content', input.lan, { slug: input.slug });
    if (!template) throw notFound();
    return { status: 1, template };
  });

  bindCall(app, deps, adminGetSiteContent, async ({ input }) => ({
    status: 1,
    ...(await listAll(db, input)),
  }));

  bindCall(app, deps, adminCreateSiteContent, async ({ input }) => {
    const content = await insertContent(db, input);
    if (!content) throw new ApiError(409, 'invalid_value', { slug: 'invalid_value' });
    return { status: 1, content };
  });

  bindCall(app, deps, adminUpdateTemplate, async ({ input }) => {
    const { id, ...changes } = input;
    const content = await updateContent(db, id, changes);
    if (!content) throw notFound();
    return { status: 1, content };
  });

  bindCall(app, deps, adminRemoveSiteContent, async ({ input }) => {
    if (!(await removeContent(db, input.id))) throw notFound();
    return { status: 1 };
  });
}
