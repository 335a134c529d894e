// The admin API of a content type, made from its service and its input classes: list, one item,
// create (201), update, delete, revisions (list, one, restore) and a new preview link, every
// endpoint behind the admin key.
import type { DataSource } from 'typeorm';
import { blogPostInputs } from '../../../entities/BlogPostAdminInput';
import type { ContentAdminInput } from '../../../entities/ContentAdminInput';
import { essayInputs } from '../../../entities/EssayAdminInput';
import { pageInputs } from '../../../entities/PageAdminInput';
import type { ContentRules, SaveMode } from '../../../views/lib/contentRules';
import type { Config } from '../../config';
import { adminBlogPosts } from '../../services/admin/blog';
import { adminEssays } from '../../services/admin/essays';
import { adminPages } from '../../services/admin/pages';
import type { ContentArea } from '../../services/contentVersions';
import type { PreviewSigning } from '../../services/previewLinks';
import { defineApi, type DtoClass } from '../define';
import { idParam } from '../idParam';

export const signingOf = (config: Config): PreviewSigning => ({ secret: config.adminSecret, siteUrl: config.siteUrl });

/** What the API needs of a content type's service (src/services/admin/content.ts). */
interface ContentService<Input> {
  rules: ContentRules;
  area: ContentArea;
  list(db: DataSource): Promise<unknown>;
  get(db: DataSource, signing: PreviewSigning, id: number): Promise<unknown>;
  create(db: DataSource, signing: PreviewSigning, input: Input): Promise<unknown>;
  update(db: DataSource, signing: PreviewSigning, id: number, input: Input): Promise<unknown>;
  remove(db: DataSource, id: number): Promise<unknown>;
  revisions(db: DataSource, id: number): Promise<unknown>;
  revision(db: DataSource, id: number, revisionId: number): Promise<unknown>;
  restore(db: DataSource, signing: PreviewSigning, id: number, revisionId: number): Promise<unknown>;
  renewPreviewLink(db: DataSource, signing: PreviewSigning, id: number): Promise<unknown>;
  preview(db: DataSource, signing: PreviewSigning, token: string, publicPath: (slug: string) => string): Promise<unknown>;
}

function adminContentApi<Input extends ContentAdminInput>(service: ContentService<Input>, inputs: Record<SaveMode, DtoClass<Input>>) {
  const path = `/admin/${service.rules.segment}`;
  const admin = { admin: true };
  return defineApi(service.area, (api) => {
    api.get(path, ({ db }) => service.list(db), admin);
    api.post(path, inputs.create, ({ db, config }, { body }) => service.create(db, signingOf(config), body), { ...admin, status: 201 });
    api.get(`${path}/:id`, ({ db, config }, { params }) => service.get(db, signingOf(config), idParam(params)), admin);
    api.put(`${path}/:id`, inputs.edit, ({ db, config }, { params, body }) => service.update(db, signingOf(config), idParam(params), body), admin);
    api.delete(`${path}/:id`, ({ db }, { params }) => service.remove(db, idParam(params)), admin);
    api.get(`${path}/:id/revisions`, ({ db }, { params }) => service.revisions(db, idParam(params)), admin);
    api.get(`${path}/:id/revisions/:revisionId`, ({ db }, { params }) => service.revision(db, idParam(params), idParam(params, 'revisionId')), admin);
    api.post(`${path}/:id/revisions/:revisionId/restore`, undefined, ({ db, config }, { params }) => service.restore(db, signingOf(config), idParam(params), idParam(params, 'revisionId')), admin);
    api.post(`${path}/:id/preview-link`, undefined, ({ db, config }, { params }) => service.renewPreviewLink(db, signingOf(config), idParam(params)), admin);
  });
}

export const adminBlogApi = adminContentApi(adminBlogPosts, blogPostInputs);
export const adminEssaysApi = adminContentApi(adminEssays, essayInputs);
export const adminPagesApi = adminContentApi(adminPages, pageInputs);
