// The admin API of the library's record types: list, one, create (201), replace, delete, and
// for ordered types a move up or down. One table per type, each in its own content area.
import { BookAdminInput, BrainTeaserAdminInput, MoveInput, QuoteAdminInput, ResourceAdminInput } from '../../../entities/LibraryAdminInputs';
import { adminBooks, adminBrainTeasers, adminQuotes, adminResources } from '../../services/admin/library';
import type { recordService } from '../../services/admin/records';
import type { ContentArea } from '../../services/contentVersions';
import { defineApi, type DtoClass } from '../define';
import { idParam } from '../idParam';

// biome-ignore lint/suspicious/noExplicitAny: each service is typed by its own row, input and DTO; the table needs only its shape
type AnyRecordService<Input> = ReturnType<typeof recordService<any, Input, unknown>>;

function adminRecordApi<Input extends object>(area: ContentArea, segment: string, service: AnyRecordService<Input>, input: DtoClass<Input>) {
  const path = `/admin/${segment}`;
  const admin = { admin: true };
  return defineApi(area, (api) => {
    api.get(path, ({ db }) => service.list(db), admin);
    api.post(path, input, ({ db }, { body }) => service.create(db, body), { ...admin, status: 201 });
    api.get(`${path}/:id`, ({ db }, { params }) => service.get(db, idParam(params)), admin);
    api.put(`${path}/:id`, input, ({ db }, { params, body }) => service.update(db, idParam(params), body), admin);
    api.delete(`${path}/:id`, ({ db }, { params }) => service.remove(db, idParam(params)), admin);
    if (service.definition.ordered) {
      api.post(`${path}/:id/move`, MoveInput, ({ db }, { params, body }) => service.move(db, idParam(params), body.direction), admin);
    }
  });
}

export const adminLibraryApis = [
  adminRecordApi('books', 'books', adminBooks, BookAdminInput),
  adminRecordApi('resources', 'resources', adminResources, ResourceAdminInput),
  adminRecordApi('quotes', 'quotes', adminQuotes, QuoteAdminInput),
  adminRecordApi('brain-teasers', 'brain-teasers', adminBrainTeasers, BrainTeaserAdminInput),
];
