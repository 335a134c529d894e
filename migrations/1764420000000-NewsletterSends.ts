// Posts by email: each send of a post or essay, and which send an outbox email belongs to.
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

export class NewsletterSends1764420000000 implements MigrationInterface {
  name = 'NewsletterSends1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_sends',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'area', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
          { name: 'recipients', type: 'int' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_newsletter_sends_area_item', columnNames: ['area', 'itemId'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.addColumn('outbox_emails', new TableColumn({ name: 'sendId', type: 'int', isNullable: true }));
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_send', columnNames: ['sendId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_send');
    await queryRunner.dropColumn('outbox_emails', 'sendId');
    await queryRunner.dropTable('newsletter_sends', true);
  }
}
