// The admin API of a content type, made from its service and its input classes: list, one item,
// create (201) and update, every endpoint behind the admin key.
import type { DataSource } from 'typeorm';
import { blogPostInputs } from '../../../entities/BlogPostAdminInput';
import type { ContentAdminInput } from '../../../entities/ContentAdminInput';
import { essayInputs } from '../../../entities/EssayAdminInput';
import type { AdminSaveResultDto } from '../../../views/api/adminTypes';
import type { ContentRules, SaveMode } from '../../../views/lib/contentRules';
import { adminBlogPosts } from '../../services/admin/blog';
import { adminEssays } from '../../services/admin/essays';
import type { ContentArea } from '../../services/contentVersions';
import { defineApi, type DtoClass } from '../define';
import { idParam } from '../idParam';

interface ContentService<Input> {
  rules: ContentRules;
  list: (db: DataSource) => Promise<unknown>;
  get: (db: DataSource, id: number) => Promise<unknown>;
  create: (db: DataSource, input: Input) => Promise<AdminSaveResultDto<unknown>>;
  update: (db: DataSource, id: number, input: Input) => Promise<AdminSaveResultDto<unknown>>;
}

function adminContentApi<Input extends ContentAdminInput>(area: ContentArea, service: ContentService<Input>, inputs: Record<SaveMode, DtoClass<Input>>) {
  const path = `/admin/${service.rules.segment}`;
  return defineApi(area, (api) => {
    api.get(path, ({ db }) => service.list(db), { admin: true });
    api.post(path, inputs.create, ({ db }, { body }) => service.create(db, body), { admin: true, status: 201 });
    api.get(`${path}/:id`, ({ db }, { params }) => service.get(db, idParam(params)), { admin: true });
    api.put(`${path}/:id`, inputs.edit, ({ db }, { params, body }) => service.update(db, idParam(params), body), { admin: true });
  });
}

export const adminBlogApi = adminContentApi('blog', adminBlogPosts, blogPostInputs);
export const adminEssaysApi = adminContentApi('essays', adminEssays, essayInputs);
