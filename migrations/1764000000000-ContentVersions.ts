// One counter per content area (blog, ai-islam, legacy, …, and '*' for everything), bumped by
// every write: the page cache keys pages by the counters of the areas they show, so a cached
// page costs one read of this small table instead of its data queries.
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class ContentVersions1764000000000 implements MigrationInterface {
  name = 'ContentVersions1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'content_versions',
        columns: [
          { name: 'area', type: 'varchar', length: '64', isPrimary: true },
          { name: 'version', type: 'int', default: 0 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_versions', true);
  }
}
