// The admin of the plain record types (books, resources, quotes, brain teasers): one generic
// service over a type's definition. Ordered types keep a display order the owner moves items
// through; new items go last.
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { NotFoundError } from '../../errors';

export interface RecordDefinition<Row extends ObjectLiteral & { id: number }, Input, Dto> {
  noun: string;
  entity: EntityTarget<Row>;
  /** Rows carry a sortOrder the owner sets by moving them. */
  ordered: boolean;
  toDto: (row: Row) => Dto;
  /** The columns an input sets (computed ones, like a file's size, measured here). */
  columnsOf: (db: DataSource, input: Input) => Promise<Partial<Row>>;
}

export function recordService<Row extends ObjectLiteral & { id: number }, Input, Dto>(definition: RecordDefinition<Row, Input, Dto>) {
  const repo = (db: DataSource) => db.getRepository(definition.entity);
  const order = definition.ordered ? { sortOrder: 'ASC', id: 'ASC' } : { id: 'ASC' };

  async function findRow(db: DataSource, id: number): Promise<Row> {
    const row = await repo(db).findOne({ where: { id } as never });
    if (!row) throw new NotFoundError(`${definition.noun} not found`);
    return row;
  }

  async function list(db: DataSource): Promise<Dto[]> {
    return (await repo(db).find({ order: order as never })).map(definition.toDto);
  }

  async function create(db: DataSource, input: Input): Promise<Dto> {
    const columns = await definition.columnsOf(db, input);
    if (definition.ordered) {
      const { last } = (await repo(db).createQueryBuilder('r').select('MAX(r.sortOrder)', 'last').getRawOne<{ last: number | string | null }>()) ?? { last: null };
      Object.assign(columns, { sortOrder: last === null ? 0 : Number(last) + 1 });
    }
    const saved = await repo(db).save(repo(db).create(columns as Row));
    return definition.toDto(saved);
  }

  async function update(db: DataSource, id: number, input: Input): Promise<Dto> {
    const row = await findRow(db, id);
    return definition.toDto(await repo(db).save(Object.assign(row, await definition.columnsOf(db, input))));
  }

  async function remove(db: DataSource, id: number): Promise<{ success: true }> {
    await findRow(db, id);
    await repo(db).delete(id);
    return { success: true };
  }

  /** Swaps an item with its neighbour, numbering the whole list afresh (older rows may share a sortOrder). */
  async function move(db: DataSource, id: number, direction: 'up' | 'down'): Promise<Dto[]> {
    await db.transaction(async (manager) => {
      const rows = await manager.getRepository(definition.entity).find({ select: { id: true, sortOrder: true } as never, order: order as never });
      const at = rows.findIndex((row) => row.id === id);
      if (at === -1) throw new NotFoundError(`${definition.noun} not found`);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= rows.length) return;
      [rows[at], rows[to]] = [rows[to], rows[at]];
      for (const [index, row] of rows.entries()) {
        if (row.sortOrder !== index) await manager.getRepository(definition.entity).update(row.id, { sortOrder: index } as never);
      }
    });
    return list(db);
  }

  return { definition, list, get: async (db: DataSource, id: number) => definition.toDto(await findRow(db, id)), create, update, remove, move };
}
