// Segments and sends on schedule (issue 40): subscribers carry labels and, when the owner added
// them by hand, a note of their consent; a send may wait for its item's time, be paused, and
// target one label.
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class NewsletterSegments1764985000000 implements MigrationInterface {
  name = 'NewsletterSegments1764985000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('newsletter_subscribers', [
      new TableColumn({ name: 'labels', type: 'text', isNullable: true }),
      new TableColumn({ name: 'consentNote', type: 'varchar', length: '500', isNullable: true }),
    ]);
    await queryRunner.addColumns('newsletter_sends', [
      // Sends from before this migration had all started.
      new TableColumn({ name: 'status', type: 'varchar', length: '16', default: "'started'" }),
      new TableColumn({ name: 'segment', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'startedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.query('UPDATE newsletter_sends SET startedAt = createdAt');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['startedAt', 'segment', 'status']) await queryRunner.dropColumn('newsletter_sends', column);
    for (const column of ['consentNote', 'labels']) await queryRunner.dropColumn('newsletter_subscribers', column);
  }
}
