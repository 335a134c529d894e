// The media store: uploaded images and files in the database, so every process and every
// backup has them and a redeploy on an ephemeral disk loses nothing.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class MediaStore1764300000000 implements MigrationInterface {
  name = 'MediaStore1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb';
    await queryRunner.createTable(
      new Table({
        name: 'media_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'hash', type: 'varchar', length: '32' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'contentType', type: 'varchar', length: '100' },
          { name: 'extension', type: 'varchar', length: '10' },
          { name: 'fileName', type: 'varchar', length: '200' },
          { name: 'size', type: 'int' },
          { name: 'width', type: 'int', isNullable: true },
          { name: 'height', type: 'int', isNullable: true },
          { name: 'alt', type: 'varchar', length: '500', default: "''" },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_media_items_hash', columnNames: ['hash'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'media_chunks',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'mediaId', type: 'int' },
          { name: 'variant', type: 'varchar', length: '16' },
          { name: 'seq', type: 'int' },
          { name: 'bytes', type: isMysql ? 'mediumblob' : 'blob' },
        ],
        indices: [new TableIndex({ name: 'IDX_media_chunks_media_variant_seq', columnNames: ['mediaId', 'variant', 'seq'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('media_chunks', true);
    await queryRunner.dropTable('media_items', true);
  }
}
