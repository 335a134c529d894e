// The one way a request's input is checked: a body, a query string or a path's params is
// validated into a class-validator DTO instance. Unknown fields are dropped; a DTO may declare a
// static normalise(raw) that runs first (e.g. trimming, or ignoring a value it tolerates).
// Any broken rule answers 400 naming the fields, before anything is read or written.
import { validate } from 'class-validator';
import { BadRequestError } from '../errors';
import type { DtoClass } from './define';

/** The first field holding text that is not well-formed Unicode (a lone surrogate, which JSON can carry): validators may throw on it. */
function malformedTextField(fields: Record<string, unknown>): string | undefined {
  const malformed = (value: unknown, depth: number): boolean =>
    typeof value === 'string' ? !value.isWellFormed() : depth < 8 && typeof value === 'object' && value !== null && Object.values(value).some((inner) => malformed(inner, depth + 1));
  return Object.keys(fields).find((name) => malformed(fields[name], 0));
}

async function validateFields<T extends object>(dto: DtoClass<T>, fields: Record<string, unknown>): Promise<T> {
  const broken = malformedTextField(fields);
  if (broken) throw new BadRequestError(`Invalid ${broken}: must be valid Unicode text`, [{ field: broken, messages: [`${broken} must be valid Unicode text`] }]);
  const instance = Object.assign(new dto(), dto.normalise ? dto.normalise(fields) : fields);
  const errors = await validate(instance, { whitelist: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length > 0) {
    const details = errors.map((e) => ({ field: e.property, messages: Object.values(e.constraints ?? {}) }));
    throw new BadRequestError(`Invalid ${details.map((d) => d.field).join(', ')}: ${details[0].messages[0] ?? 'invalid value'}`, details);
  }
  return instance;
}

/** Own data fields only: a "__proto__" or "constructor" name must not reach the instance's prototype. */
const dataFields = (entries: Iterable<[string, unknown]>) =>
  Object.fromEntries([...entries].filter(([name]) => name !== '__proto__' && name !== 'constructor'));

export async function validateBody<T extends object>(dto: DtoClass<T>, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return validateFields(dto, dataFields(Object.entries(body)));
}

/** A query string; a name given twice counts once, with its first value (as URLSearchParams.get reads it). */
export const validateQuery = <T extends object>(dto: DtoClass<T>, query: URLSearchParams): Promise<T> =>
  validateFields(dto, dataFields([...new Set(query.keys())].map((name) => [name, query.get(name)])));

/** A path's params, as the router decoded them. */
export const validateParams = <T extends object>(dto: DtoClass<T>, params: Record<string, string>): Promise<T> =>
  validateFields(dto, dataFields(Object.entries(params)));
