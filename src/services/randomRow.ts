// Picks one random row with a query that runs unchanged on MySQL and SQLite: count the
// candidates, then read the row at a random offset (no dialect-specific RAND()/RANDOM()).
import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { Not, type DataSource } from 'typeorm';

/**
 * A random row of the table, or null when it is empty. With excludeId, another row than that
 * one when there is any, so "show me a new one" never repeats what is already on screen.
 */
export async function randomRow<T extends ObjectLiteral & { id: number }>(
  db: DataSource,
  entity: EntityTarget<T>,
  excludeId?: number,
): Promise<T | null> {
  const repo = db.getRepository(entity);
  const others = (excludeId === undefined ? {} : { id: Not(excludeId) }) as FindOptionsWhere<T>;
  let where = others;
  let count = await repo.count({ where });
  if (count === 0 && excludeId !== undefined) {
    where = {} as FindOptionsWhere<T>;
    count = await repo.count();
  }
  if (count === 0) return null;
  const offset = Math.floor(Math.random() * count);
  const [row] = await repo.find({ where, order: { id: 'ASC' } as never, skip: offset, take: 1 });
  return row ?? null;
}
