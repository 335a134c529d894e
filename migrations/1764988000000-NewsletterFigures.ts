// The newsletter's figures and welcome: each send's links with their click counts (no record per
// reader), the bounces and complaints providers report by webhook (a unique key per event, so a
// replay is refused), and the subscribers already welcomed (once each).
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class NewsletterFigures1764988000000 implements MigrationInterface {
  name = 'NewsletterFigures1764988000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
    const createdAt = { name: 'createdAt', type: 'datetime', precision: 3 };
    await queryRunner.createTable(
      new Table({
        name: 'email_links',
        columns: [id, { name: 'sendId', type: 'int' }, { name: 'linkIndex', type: 'int' }, { name: 'url', type: 'varchar', length: '2000' }, { name: 'clicks', type: 'int', default: 0 }],
        indices: [new TableIndex({ name: 'IDX_email_links_send_link', columnNames: ['sendId', 'linkIndex'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_events',
        columns: [
          id,
          { name: 'provider', type: 'varchar', length: '16' },
          { name: 'eventKey', type: 'varchar', length: '128' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'sendId', type: 'int', isNullable: true },
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_email_events_key', columnNames: ['provider', 'eventKey'], isUnique: true }),
          new TableIndex({ name: 'IDX_email_events_send', columnNames: ['sendId'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_welcomes',
        columns: [id, { name: 'subscriberId', type: 'int' }, createdAt],
        indices: [new TableIndex({ name: 'IDX_email_welcomes_subscriber', columnNames: ['subscriberId'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_welcomes', true);
    await queryRunner.dropTable('email_events', true);
    await queryRunner.dropTable('email_links', true);
  }
}
