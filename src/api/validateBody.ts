// Validates a request body into a DTO instance with class-validator. Unknown fields are
// dropped; a DTO may declare a static normalise(raw) that runs first (e.g. trimming).
// Any broken rule answers 400 naming the fields, before anything is written.
import { validate } from 'class-validator';
import { BadRequestError } from '../errors';
import type { DtoClass } from './define';

export async function validateBody<T extends object>(dto: DtoClass<T>, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  const normalise = (dto as { normalise?: (raw: Record<string, unknown>) => Record<string, unknown> }).normalise;
  // Copy own data fields only: a JSON "__proto__" key must not swap the instance's prototype.
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => key !== '__proto__' && key !== 'constructor'));
  const instance = Object.assign(new dto(), normalise ? normalise(fields) : fields);
  const errors = await validate(instance, { whitelist: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length > 0) {
    const details = errors.map((e) => ({ field: e.property, messages: Object.values(e.constraints ?? {}) }));
    throw new BadRequestError(`Invalid ${details.map((d) => d.field).join(', ')}: ${details[0].messages[0] ?? 'invalid value'}`, details);
  }
  return instance;
}
