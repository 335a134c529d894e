// The writing studio: the markdown an article was written in, its private preview link, its
// revisions, and the slugs it has left behind (an old address answers 301, a deleted one 410).
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const CONTENT_TABLES = ['blog_posts', 'essays'];

export class WritingStudio1764200000000 implements MigrationInterface {
  name = 'WritingStudio1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb';
    const longText = isMysql ? 'mediumtext' : 'text';
    for (const table of CONTENT_TABLES) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'markdown', type: longText, isNullable: true }));
      // The random part of the preview link (the link itself is an HMAC of it): null until one is first needed.
      await queryRunner.addColumn(table, new TableColumn({ name: 'previewNonce', type: 'varchar', length: '32', isNullable: true }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'content_revisions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'snapshot', type: longText },
        ],
        indices: [new TableIndex({ name: 'IDX_content_revisions_area_itemId', columnNames: ['area', 'itemId'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'retired_slugs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'slug', type: 'varchar', length: '200' },
          // The item now at another slug (301), or null: the item was deleted (410).
          { name: 'itemId', type: 'int', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'IDX_retired_slugs_area_slug', columnNames: ['area', 'slug'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('retired_slugs', true);
    await queryRunner.dropTable('content_revisions', true);
    for (const table of CONTENT_TABLES) {
      await queryRunner.dropColumn(table, 'previewNonce');
      await queryRunner.dropColumn(table, 'markdown');
    }
  }
}
