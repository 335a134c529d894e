// The admin brute-force lock-out: one row per client (keyed by an HMAC of its address), in the
// database so that every server process counts the same wrong keys.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class AdminLockout1763900000000 implements MigrationInterface {
  name = 'AdminLockout1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb';
    const mapped = queryRunner.connection.driver.mappedDataTypes;
    await queryRunner.createTable(
      new Table({
        name: 'admin_login_failures',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'clientHash', type: 'varchar', length: '64' },
          { name: 'failures', type: 'int', default: 0 },
          { name: 'lockedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lockouts', type: 'int', default: 0 },
          {
            name: 'updatedAt',
            type: mapped.updateDate as string,
            precision: 3,
            default: isMysql ? 'CURRENT_TIMESTAMP(3)' : mapped.updateDateDefault,
            ...(isMysql ? { onUpdate: 'CURRENT_TIMESTAMP(3)' } : {}),
          },
        ],
        indices: [new TableIndex({ name: 'IDX_admin_login_failures_clientHash', columnNames: ['clientHash'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_login_failures', true);
  }
}
