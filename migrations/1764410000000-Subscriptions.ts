// Double opt-in: when each subscriber confirmed and unsubscribed, the last confirmation email,
// and the form they used. Everyone already on the list signed up before confirmation existed:
// they count as confirmed when they subscribed.
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const COLUMNS = ['confirmedAt', 'unsubscribedAt', 'confirmationSentAt'];

export class Subscriptions1764410000000 implements MigrationInterface {
  name = 'Subscriptions1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of COLUMNS) await queryRunner.addColumn('newsletter_subscribers', new TableColumn({ name, type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.addColumn('newsletter_subscribers', new TableColumn({ name: 'source', type: 'varchar', length: '16', isNullable: true }));
    await queryRunner.query('UPDATE newsletter_subscribers SET confirmedAt = subscribedAt WHERE isActive = 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('newsletter_subscribers', 'source');
    for (const name of [...COLUMNS].reverse()) await queryRunner.dropColumn('newsletter_subscribers', name);
  }
}
