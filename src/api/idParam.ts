import { BadRequestError } from '../errors';

const MAX_INT_ID = 2_147_483_647;

/** A path id must be a positive whole number that fits an int column; anything else is a 400 naming it. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const raw = params[name] ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_INT_ID)) throw new BadRequestError(`Invalid ${name}: must be a positive integer`, [{ field: name, messages: [`${name} must be a positive integer`] }]);
  return id;
}
