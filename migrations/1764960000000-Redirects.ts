// Redirects: addresses the owner sends elsewhere for good (301), beside the import's old addresses.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class Redirects1764960000000 implements MigrationInterface {
  name = 'Redirects1764960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'redirects',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'fromPath', type: 'varchar', length: '400' },
          { name: 'toUrl', type: 'varchar', length: '1000' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_redirects_fromPath', columnNames: ['fromPath'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('redirects', true);
  }
}
