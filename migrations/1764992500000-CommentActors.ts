// A reply from the social web remembers the actor who sent it (comments.actorId), so that only
// that actor's Update edits it and only that actor's Delete removes it (src/federation/replies.ts).
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

export class CommentActors1764992500000 implements MigrationInterface {
  name = 'CommentActors1764992500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('comments', new TableColumn({ name: 'actorId', type: 'varchar', length: '500', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('comments', 'actorId');
  }
}
