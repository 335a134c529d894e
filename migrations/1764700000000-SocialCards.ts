// Social cards: the PNG each published post and essay (and the site) shows in link previews,
// drawn on first request and kept here, so every process serves the same bytes and draws each once.
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

export class SocialCards1764700000000 implements MigrationInterface {
  name = 'SocialCards1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    await queryRunner.createTable(
      new Table({
        name: 'social_cards',
        columns: [
          { name: 'key', type: 'varchar', length: '64', isPrimary: true },
          // A card with a photo passes a MySQL blob's 64 KB.
          { name: 'bytes', type: isMysql ? 'mediumblob' : 'blob' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('social_cards', true);
  }
}
