// An imported item's identity includes the site it came from (issue 39: two WordPress blogs with
// the same post ids overwrote each other), and a blog post keeps its author from the source.
// Rows imported before have no site (''): they keep matching files that name none.
import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const OLD_INDEX = 'IDX_imported_items_source';
const NEW_INDEX = 'IDX_imported_items_site_source';

export class ImportIdentity1764987000000 implements MigrationInterface {
  name = 'ImportIdentity1764987000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('imported_items', new TableColumn({ name: 'site', type: 'varchar', length: '191', default: "''" }));
    await queryRunner.dropIndex('imported_items', OLD_INDEX);
    await queryRunner.createIndex('imported_items', new TableIndex({ name: NEW_INDEX, columnNames: ['source', 'site', 'sourceId'], isUnique: true }));
    await queryRunner.addColumn('blog_posts', new TableColumn({ name: 'author', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blog_posts', 'author');
    await queryRunner.dropIndex('imported_items', NEW_INDEX);
    await queryRunner.query("DELETE FROM imported_items WHERE site <> ''");
    await queryRunner.createIndex('imported_items', new TableIndex({ name: OLD_INDEX, columnNames: ['source', 'sourceId'], isUnique: true }));
    await queryRunner.dropColumn('imported_items', 'site');
  }
}
