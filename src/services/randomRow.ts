// Picks one random row in a single query. The shuffle function is the only dialect
// difference (RAND() on MySQL, RANDOM() on SQLite); the tables it serves are small.
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { isMysql } from '../db';

/**
 * A random row of the table, or null when it is empty. With excludeId, another row than that
 * one when there is any (the excluded row sorts last), so "show me a new one" never repeats
 * what is already on screen.
 */
export async function randomRow<T extends ObjectLiteral & { id: number }>(
  db: DataSource,
  entity: EntityTarget<T>,
  excludeId?: number,
): Promise<T | null> {
  const shuffle = isMysql(db) ? 'RAND()' : 'RANDOM()';
  const query = db.getRepository(entity).createQueryBuilder('row').addSelect(shuffle, 'shuffle');
  if (excludeId !== undefined) {
    query.addSelect('CASE WHEN row.id = :excludeId THEN 1 ELSE 0 END', 'excluded').setParameter('excludeId', excludeId).orderBy('excluded', 'ASC').addOrderBy('shuffle');
  } else {
    query.orderBy('shuffle');
  }
  return query.limit(1).getOne();
}
