// Pages: the owner's own pages at /{slug}, a third content type of the writing studio (same
// revisions, retired slugs and preview links as posts and essays).
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class Pages1764950000000 implements MigrationInterface {
  name = 'Pages1764950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    const mapped = queryRunner.connection.driver.mappedDataTypes;
    const longText = isMysql ? 'mediumtext' : 'text';
    const now = isMysql ? 'CURRENT_TIMESTAMP(3)' : undefined;
    await queryRunner.createTable(
      new Table({
        name: 'pages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'slug', type: 'varchar', length: '200' },
          { name: 'title', type: 'varchar', length: '300' },
          { name: 'excerpt', type: 'text' },
          { name: 'content', type: longText },
          { name: 'readTime', type: 'int' },
          { name: 'publishedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'tags', type: 'text' },
          { name: 'markdown', type: longText, isNullable: true },
          { name: 'previewNonce', type: 'varchar', length: '32', isNullable: true },
          { name: 'createdAt', type: mapped.createDate as string, precision: 3, default: now ?? mapped.createDateDefault },
          { name: 'updatedAt', type: mapped.updateDate as string, precision: 3, default: now ?? mapped.updateDateDefault, ...(isMysql ? { onUpdate: 'CURRENT_TIMESTAMP(3)' } : {}) },
        ],
        indices: [new TableIndex({ name: 'IDX_pages_slug', columnNames: ['slug'], isUnique: true }), new TableIndex({ name: 'IDX_pages_publishedAt', columnNames: ['publishedAt'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pages', true);
  }
}
