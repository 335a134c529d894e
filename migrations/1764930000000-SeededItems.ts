// Which rows the seed put in, and a fingerprint of each as seeded (entities/SeededItem.ts), so the
// sample content can be removed without touching what the owner wrote or edited.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class SeededItems1764930000000 implements MigrationInterface {
  name = 'SeededItems1764930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'seeded_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
          { name: 'fingerprint', type: 'varchar', length: '64' },
        ],
        indices: [new TableIndex({ name: 'IDX_seeded_items_kind_itemId', columnNames: ['kind', 'itemId'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('seeded_items', true);
  }
}
