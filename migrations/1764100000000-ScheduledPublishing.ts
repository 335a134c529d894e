// When the next scheduled item of an area goes public (ms since the epoch; null: none waiting),
// kept beside the area's version so the caches notice the moment without a cron job.
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class ScheduledPublishing1764100000000 implements MigrationInterface {
  name = 'ScheduledPublishing1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('content_versions', new TableColumn({ name: 'nextPublishAt', type: 'bigint', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('content_versions', 'nextPublishAt');
  }
}
