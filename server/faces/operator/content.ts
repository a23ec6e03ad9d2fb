import type { Hono } from 'hono';
import {
  adminCreateSiteContent,
  adminGetSiteContent,
  adminRemoveSiteContent,
  adminUpdateTemplate,
} from '../../../contract/operator/content';
import type { SiteContent } from '../../../contract/content';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import { recordAudit } from '../../modules/identity/staff/audit';
import {
  contentType,
  findContentLink,
  insertContent,
  listAll,
  removeContent,
  updateContent,
} from '../../modules/content/repository';

/** A slide without its wide screens' art would show nothing. */
function slideImageRequired(): ApiError {
  return new ApiError(400, 'field_required', { image_url: 'field_required' });
}

/**
 * A call to action is a page and the button's words, both or neither, and only on a slide: the
 * field left empty of a pair is named. Null when the pair stands.
 */
function linkProblem(
  type: SiteContent['type'],
  link: { link_url: string | null; link_label: string | null },
): ApiError | null {
  if (link.link_url === null && link.link_label === null) return null;
  if (type !== 'slider') return new ApiError(400, 'invalid_value', { link_url: 'invalid_value' });
  if (link.link_url === null)
    return new ApiError(400, 'field_required', { link_url: 'field_required' });
  if (link.link_label === null)
    return new ApiError(400, 'field_required', { link_label: 'field_required' });
  return null;
}

export function registerOperatorContentCalls(
  app: Hono,
  deps: AppDeps,
  /** Called after a slide was created, changed or removed: the page's copy of the slides is stale. */
  { onSliderChange }: { onSliderChange: () => void } = { onSliderChange: () => undefined },
): void {
  const { db } = deps;

  bindOperatorCall(app, deps, adminGetSiteContent, async ({ input }) => ({
    status: 1,
    ...(await listAll(db, input)),
  }));

  // each change commits with its audit entry (server/modules/identity/staff/audit.ts) or not at all
  bindOperatorCall(app, deps, adminCreateSiteContent, async ({ input, staff, ip }) => {
    if (input.type === 'slider' && !input.image_url) throw slideImageRequired();
    const problem = linkProblem(input.type, input);
    if (problem) throw problem;
    const content = await db.transaction(async (tx) => {
      const created = await insertContent(tx, input);
      if (!created) throw new ApiError(409, 'invalid_value', { slug: 'invalid_value' });
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminCreateSiteContent.path,
          target: `site_content:${created.id}`,
          after: created,
        },
      );
      return created;
    });
    if (content.type === 'slider') onSliderChange();
    return { status: 1, content };
  });

  bindOperatorCall(app, deps, adminUpdateTemplate, async ({ input, staff, ip }) => {
    const { id, ...changes } = input;
    const content = await db.transaction(async (tx) => {
      // what stands now, read once when a change must be checked against it (locked until commit)
      const isLinkChanged = changes.link_url !== undefined || changes.link_label !== undefined;
      if (changes.image_url === null || isLinkChanged) {
        const current = await findContentLink(tx, id);
        if (!current) throw notFound();
        if (changes.image_url === null && current.type === 'slider') throw slideImageRequired();
        // the pair as it will stand after the change
        const problem = linkProblem(current.type, {
          link_url: changes.link_url === undefined ? current.link_url : changes.link_url,
          link_label: changes.link_label === undefined ? current.link_label : changes.link_label,
        });
        if (problem) throw problem;
      }
      const updated = await updateContent(tx, id, changes);
      if (!updated) throw notFound();
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminUpdateTemplate.path,
          target: `site_content:${id}`,
          before: changes,
          after: updated,
        },
      );
      return updated;
    });
    if (content.type === 'slider') onSliderChange();
    return { status: 1, content };
  });

  bindOperatorCall(app, deps, adminRemoveSiteContent, async ({ input, staff, ip }) => {
    const type = await db.transaction(async (tx) => {
      const removed = await contentType(tx, input.id);
      if (!removed || !(await removeContent(tx, input.id))) throw notFound();
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminRemoveSiteContent.path,
          target: `site_content:${input.id}`,
        },
      );
      return removed;
    });
    if (type === 'slider') onSliderChange();
    return { status: 1 };
  });
}
