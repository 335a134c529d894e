// Fixed-window request counters for rate limits, kept in the database so every server
// process enforces the same limits.
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class RateLimits1763850000000 implements MigrationInterface {
  name = 'RateLimits1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_buckets',
        columns: [
          { name: 'bucket', type: 'varchar', length: '160', isPrimary: true },
          { name: 'windowStart', type: 'datetime', precision: 3 },
          { name: 'hits', type: 'int' },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_buckets', true);
  }
}
