// A subscriber's name, where an import's source has one (Ghost's members, a CSV's name column).
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class SubscriberNames1764986000000 implements MigrationInterface {
  name = 'SubscriberNames1764986000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('newsletter_subscribers', new TableColumn({ name: 'name', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('newsletter_subscribers', 'name');
  }
}
