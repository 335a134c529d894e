// The social web (src/federation/): the actor's keys, its followers, the posts followers were
// told of, and Fedify's key-value store and delivery queue, all in the database so every
// process shares them and a restart or a SIGKILL loses nothing.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class Fediverse1764990000000 implements MigrationInterface {
  name = 'Fediverse1764990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    const longText = isMysql ? 'mediumtext' : 'text';
    const time = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_keys',
        columns: [
          { name: 'kind', type: 'varchar', length: '16', isPrimary: true },
          { name: 'privateKey', type: 'text' },
          { name: 'publicKey', type: 'text' },
          time('createdAt'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_followers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'actorId', type: 'varchar', length: '500' },
          { name: 'handle', type: 'varchar', length: '300' },
          { name: 'name', type: 'varchar', length: '300' },
          { name: 'inbox', type: 'varchar', length: '500' },
          { name: 'sharedInbox', type: 'varchar', length: '500', isNullable: true },
          time('followedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_fediverse_followers_actor', columnNames: ['actorId'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_posts',
        columns: [
          { name: 'area', type: 'varchar', length: '16', isPrimary: true },
          { name: 'itemId', type: 'int', isPrimary: true },
          { name: 'objectId', type: 'varchar', length: '500' },
          { name: 'version', type: 'varchar', length: '40' },
          time('sentAt'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_kv',
        columns: [
          { name: 'key', type: 'varchar', length: '500', isPrimary: true },
          { name: 'value', type: longText },
          time('expiresAt', true),
        ],
        indices: [new TableIndex({ name: 'IDX_fediverse_kv_expires', columnNames: ['expiresAt'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'fediverse_queue',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'message', type: longText },
          time('runAt'),
          { name: 'claimedBy', type: 'varchar', length: '64', isNullable: true },
          time('claimedUntil', true),
          time('createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_fediverse_queue_run', columnNames: ['runAt'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['fediverse_queue', 'fediverse_kv', 'fediverse_posts', 'fediverse_followers', 'fediverse_keys']) await queryRunner.dropTable(table, true);
  }
}
