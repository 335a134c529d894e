// The owner's settings: one row per section (identity, links, design, ...), its value as JSON
// text. A section never saved has no row: the defaults (views/content/defaultSettings.ts) apply.
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class Settings1764900000000 implements MigrationInterface {
  name = 'Settings1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'settings',
        columns: [
          { name: 'section', type: 'varchar', length: '40', isPrimary: true },
          // The About story and the timeline pass a MySQL text's 64 KB only in theory; mediumtext leaves room.
          { name: 'value', type: isMysql ? 'mediumtext' : 'text' },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('settings', true);
  }
}
