// Email: the outbox every email is stored in before it is sent, and the addresses that bounced.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class MailOutbox1764400000000 implements MigrationInterface {
  name = 'MailOutbox1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb';
    const longText = isMysql ? 'mediumtext' : 'text';
    const time = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'outbox_emails',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'toAddress', type: 'varchar', length: '254' },
          { name: 'replyTo', type: 'varchar', length: '254', isNullable: true },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'html', type: longText },
          { name: 'text', type: longText },
          { name: 'headers', type: 'text' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'int', default: 0 },
          time('nextAttemptAt'),
          time('leaseUntil', true),
          { name: 'lastError', type: 'varchar', length: '1000', isNullable: true },
          time('createdAt'),
          time('sentAt', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_outbox_emails_status_next', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'IDX_outbox_emails_to', columnNames: ['toAddress'] }),
          new TableIndex({ name: 'IDX_outbox_emails_sent', columnNames: ['sentAt'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_suppressions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'reason', type: 'varchar', length: '1000' },
          time('createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_email_suppressions_email', columnNames: ['email'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_suppressions', true);
    await queryRunner.dropTable('outbox_emails', true);
  }
}
