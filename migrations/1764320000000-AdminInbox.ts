// The owner's inbox: when a contact message was read, and archived.
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class AdminInbox1764320000000 implements MigrationInterface {
  name = 'AdminInbox1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('contact_messages', new TableColumn({ name: 'readAt', type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.addColumn('contact_messages', new TableColumn({ name: 'archivedAt', type: 'datetime', precision: 3, isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contact_messages', 'archivedAt');
    await queryRunner.dropColumn('contact_messages', 'readAt');
  }
}
