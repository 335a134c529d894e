// Moving in: import jobs and their reports, which source item each imported item came from (so a
// second import of the same file updates instead of duplicating), and the items' old addresses.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class Imports1764600000000 implements MigrationInterface {
  name = 'Imports1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    // A report of 2,000 items can pass a MySQL text column's 64 KB.
    const longText = isMysql ? 'mediumtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'import_jobs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'dryRun', type: 'boolean', default: 0 },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'fileName', type: 'varchar', length: '200' },
          { name: 'done', type: 'int', default: 0 },
          { name: 'total', type: 'int', default: 0 },
          { name: 'counts', type: 'text' },
          { name: 'warnings', type: longText },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'heartbeatAt', type: 'datetime', precision: 3 },
          { name: 'finishedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'imported_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'sourceId', type: 'varchar', length: '191' },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_imported_items_source', columnNames: ['source', 'sourceId'], isUnique: true }),
          new TableIndex({ name: 'IDX_imported_items_item', columnNames: ['area', 'itemId'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'old_addresses',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'path', type: 'varchar', length: '400' },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
        ],
        indices: [new TableIndex({ name: 'IDX_old_addresses_path', columnNames: ['path'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('old_addresses', true);
    await queryRunner.dropTable('imported_items', true);
    await queryRunner.dropTable('import_jobs', true);
  }
}
