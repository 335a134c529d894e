// Every handle the site's account has had (src/federation/handles.ts): an old @handle@host keeps
// finding the account by WebFinger after the owner changes fediverse.handle.
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class FediverseHandles1764993000000 implements MigrationInterface {
  name = 'FediverseHandles1764993000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_handles',
        columns: [
          { name: 'handle', type: 'varchar', length: '30', isPrimary: true },
          { name: 'sequence', type: 'int' },
          { name: 'announcedAt', type: 'datetime', precision: 3 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('fediverse_handles', true);
  }
}
