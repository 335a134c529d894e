// Mail at the rate the owner sets, and faults of the sending setup told apart from refused
// recipients: a claim token per batch the sender claims in one UPDATE, the Reply-To's display
// name kept apart from its address, which send caused a suppression, and one row of the
// sender's state (paused by a fault of the setup, and why). And when the owner deactivated a
// subscriber, which a subscriber's own "subscribe again" link may not undo.
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

export class MailDelivery1764500000000 implements MigrationInterface {
  name = 'MailDelivery1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('outbox_emails', new TableColumn({ name: 'claimToken', type: 'varchar', length: '32', isNullable: true }));
    await queryRunner.createIndex('outbox_emails', new TableIndex({ name: 'IDX_outbox_emails_claim', columnNames: ['claimToken'] }));
    await queryRunner.addColumn('outbox_emails', new TableColumn({ name: 'replyToName', type: 'varchar', length: '200', isNullable: true }));
    await queryRunner.addColumn('email_suppressions', new TableColumn({ name: 'sendId', type: 'int', isNullable: true }));
    await queryRunner.addColumn('newsletter_subscribers', new TableColumn({ name: 'deactivatedAt', type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'mail_status',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          { name: 'fault', type: 'varchar', length: '1000', isNullable: true },
          { name: 'faultSince', type: 'datetime', precision: 3, isNullable: true },
          { name: 'retryAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'faults', type: 'int', default: 0 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_status', true);
    await queryRunner.dropColumn('newsletter_subscribers', 'deactivatedAt');
    await queryRunner.dropColumn('email_suppressions', 'sendId');
    await queryRunner.dropColumn('outbox_emails', 'replyToName');
    await queryRunner.dropIndex('outbox_emails', 'IDX_outbox_emails_claim');
    await queryRunner.dropColumn('outbox_emails', 'claimToken');
  }
}
