// Comments from the social web (ActivityPub replies and Webmentions), likes and boosts, the
// owner's blocks, and the Webmentions to verify or deliver (src/services/comments/).
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class Comments1764991000000 implements MigrationInterface {
  name = 'Comments1764991000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    const mapped = queryRunner.connection.driver.mappedDataTypes;
    const now = isMysql ? 'CURRENT_TIMESTAMP(3)' : undefined;
    const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
    const createdAt = (name: string) => ({ name, type: mapped.createDate as string, precision: 3, default: now ?? mapped.createDateDefault });
    const updatedAt = { name: 'updatedAt', type: mapped.updateDate as string, precision: 3, default: now ?? mapped.updateDateDefault, ...(isMysql ? { onUpdate: 'CURRENT_TIMESTAMP(3)' } : {}) };
    await queryRunner.createTable(
      new Table({
        name: 'comments',
        columns: [
          id,
          { name: 'itemArea', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'externalId', type: 'varchar', length: '500' },
          { name: 'authorName', type: 'varchar', length: '200' },
          { name: 'authorUrl', type: 'varchar', length: '500', isNullable: true },
          { name: 'authorHandle', type: 'varchar', length: '200', isNullable: true },
          { name: 'contentHtml', type: 'text' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'publishedAt', type: 'datetime', precision: 3, isNullable: true },
          createdAt('receivedAt'),
          updatedAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_comments_source_external', columnNames: ['source', 'externalId'], isUnique: true }),
          new TableIndex({ name: 'IDX_comments_item', columnNames: ['itemArea', 'itemId', 'status'] }),
          new TableIndex({ name: 'IDX_comments_status', columnNames: ['status'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'post_reactions',
        columns: [
          id,
          { name: 'itemArea', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'int' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'actorId', type: 'varchar', length: '500' },
          createdAt('createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_post_reactions_unique', columnNames: ['itemArea', 'itemId', 'kind', 'actorId'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'comment_blocks',
        columns: [id, { name: 'kind', type: 'varchar', length: '16' }, { name: 'value', type: 'varchar', length: '500' }, createdAt('createdAt')],
        indices: [new TableIndex({ name: 'IDX_comment_blocks_unique', columnNames: ['kind', 'value'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'webmention_jobs',
        columns: [
          id,
          { name: 'direction', type: 'varchar', length: '8' },
          { name: 'source', type: 'varchar', length: '350' },
          { name: 'target', type: 'varchar', length: '350' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'dueAt', type: 'datetime', precision: 3 },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          createdAt('createdAt'),
          updatedAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_webmention_jobs_unique', columnNames: ['direction', 'source', 'target'], isUnique: true }),
          new TableIndex({ name: 'IDX_webmention_jobs_due', columnNames: ['status', 'dueAt'] }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['webmention_jobs', 'comment_blocks', 'post_reactions', 'comments']) await queryRunner.dropTable(table, true);
  }
}
