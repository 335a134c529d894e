// Jobs that survive a crash: an import (or restore) job names the process that runs it, and one
// import at a time is a lock row in the database, so two processes cannot both run one. A lock
// whose holder stopped beating is free again; a job whose owner is gone is settled at start-up.
import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

export class JobOwners1764960000000 implements MigrationInterface {
  name = 'JobOwners1764960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('import_jobs', new TableColumn({ name: 'ownerId', type: 'varchar', length: '120', isNullable: true }));
    await queryRunner.addColumn('import_jobs', new TableColumn({ name: 'createdMedia', type: 'text', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'job_locks',
        columns: [
          { name: 'name', type: 'varchar', length: '32', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '160' },
          { name: 'jobId', type: 'int', isNullable: true },
          { name: 'heartbeatAt', type: 'datetime', precision: 3 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_locks', true);
    await queryRunner.dropColumn('import_jobs', 'createdMedia');
    await queryRunner.dropColumn('import_jobs', 'ownerId');
  }
}
