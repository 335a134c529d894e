// Analytics counted on the server (src/services/analytics/): counters per day, today's reader ids
// and salt; and which newsletter send an unsubscribe came from.
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

export class Analytics1764800000000 implements MigrationInterface {
  name = 'Analytics1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'analytics_daily',
        columns: [
          // MySQL spends a number on every upsert that only adds to a row: a bigint never runs out.
          { name: 'id', type: isMysql ? 'bigint' : 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'dimension', type: 'varchar', length: '16' },
          { name: 'value', type: 'varchar', length: '191' },
          { name: 'views', type: 'int', default: 0 },
          { name: 'visitors', type: 'int', default: 0 },
        ],
        indices: [new TableIndex({ name: 'IDX_analytics_daily_counter', columnNames: ['day', 'dimension', 'value'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_visitors',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'dimension', type: 'varchar', length: '16', isPrimary: true },
          { name: 'value', type: 'varchar', length: '191', isPrimary: true },
          { name: 'visitor', type: 'char', length: '32', isPrimary: true },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analytics_salts',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'salt', type: 'varchar', length: '64' },
        ],
      }),
      true,
    );
    await queryRunner.addColumn('newsletter_subscribers', new TableColumn({ name: 'unsubscribedSendId', type: 'int', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('newsletter_subscribers', 'unsubscribedSendId');
    await queryRunner.dropTable('analytics_salts', true);
    await queryRunner.dropTable('analytics_visitors', true);
    await queryRunner.dropTable('analytics_daily', true);
  }
}
