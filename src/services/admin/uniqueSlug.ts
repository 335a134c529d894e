// Slugs are unique per table. A clash is the admin's to fix, so it answers 409 with a clear
// message: checked before saving, and caught from the unique index if two saves race.
import { Not, type ObjectLiteral, type Repository } from 'typeorm';
import { ConflictError } from '../../errors';

const UNIQUE_VIOLATION_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return UNIQUE_VIOLATION_CODES.has(e?.code ?? '') || UNIQUE_VIOLATION_CODES.has(e?.driverError?.code ?? '');
}

/** `item` names what was saved, with its article: 'A blog post', 'An essay'. */
const slugTaken = (item: string, slug: string) => new ConflictError(`${item} with the slug "${slug}" already exists. Choose another slug or title.`);

/** Runs the save; a slug already used by another row (other than exceptId) is a ConflictError. */
export async function saveWithUniqueSlug<T extends ObjectLiteral & { id: number; slug: string }, R>(
  repo: Repository<T>,
  item: string,
  slug: string,
  exceptId: number | undefined,
  save: () => Promise<R>,
): Promise<R> {
  const where = exceptId === undefined ? { slug } : { slug, id: Not(exceptId) };
  if (await repo.exists({ where: where as never })) throw slugTaken(item, slug);
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(item, slug);
    throw error;
  }
}
