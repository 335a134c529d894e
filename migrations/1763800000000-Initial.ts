// The initial schema, written with the QueryRunner Table API so one file runs on MySQL/MariaDB
// and on the embedded SQLite database alike.
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

function columnKit(queryRunner: QueryRunner) {
  const isMysql = queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb';
  const mapped = queryRunner.connection.driver.mappedDataTypes;
  return {
    id: (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }),
    varchar: (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable }),
    /** MySQL's TEXT stops at 64 KB; post bodies get MEDIUMTEXT there. */
    longText: (name: string): TableColumnOptions => ({ name, type: isMysql ? 'mediumtext' : 'text' }),
    text: (name: string): TableColumnOptions => ({ name, type: 'text' }),
    int: (name: string, options: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
      name,
      type: 'int',
      isNullable: options.nullable ?? false,
      ...(options.default === undefined ? {} : { default: options.default }),
    }),
    float: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'float', isNullable: nullable }),
    flag: (name: string, defaultValue: 0 | 1): TableColumnOptions => ({ name, type: 'boolean', default: defaultValue }),
    dateTime: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: nullable }),
    createdAt: (name = 'createdAt'): TableColumnOptions => ({
      name,
      type: mapped.createDate as string,
      precision: 3,
      default: isMysql ? 'CURRENT_TIMESTAMP(3)' : mapped.createDateDefault,
    }),
    updatedAt: (): TableColumnOptions => ({
      name: 'updatedAt',
      type: mapped.updateDate as string,
      precision: 3,
      default: isMysql ? 'CURRENT_TIMESTAMP(3)' : mapped.updateDateDefault,
      ...(isMysql ? { onUpdate: 'CURRENT_TIMESTAMP(3)' } : {}),
    }),
  };
}

const index = (table: string, columns: string[], isUnique = false) =>
  new TableIndex({ name: `IDX_${table}_${columns.join('_')}`, columnNames: columns, isUnique });

export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const create = (name: string, columns: TableColumnOptions[], indices: TableIndex[] = []) =>
      queryRunner.createTable(new Table({ name, columns, indices }), true);

    await create(
      'blog_posts',
      [c.id(), c.varchar('slug', 200), c.varchar('title', 300), c.text('excerpt'), c.longText('content'), c.varchar('category', 64),
        c.varchar('featuredImage', 500, true), c.int('readTime'), c.dateTime('publishedAt', true), c.text('tags'), c.flag('isFeatured', 0),
        c.createdAt(), c.updatedAt()],
      [index('blog_posts', ['slug'], true), index('blog_posts', ['category']), index('blog_posts', ['publishedAt']), index('blog_posts', ['isFeatured'])],
    );
    await create(
      'essays',
      [c.id(), c.varchar('slug', 200), c.varchar('title', 300), c.text('excerpt'), c.varchar('authors', 300), c.varchar('readingTime', 40),
        c.dateTime('publishedAt', true), c.text('tags'), c.longText('bodyHtml'), c.createdAt(), c.updatedAt()],
      [index('essays', ['slug'], true), index('essays', ['publishedAt'])],
    );
    await create('books', [
      c.id(), c.varchar('title', 300), c.varchar('subtitle', 300, true), c.varchar('author', 300), c.float('rating', true),
      c.int('publishedYear', { nullable: true }), c.text('description'), c.varchar('amazonUrl', 1000), c.varchar('coverImage', 500, true),
      c.int('sortOrder', { default: 0 }), c.createdAt(),
    ]);
    await create('brain_teasers', [c.id(), c.text('question'), c.text('answer'), c.varchar('difficulty', 10), c.varchar('category', 100)]);
    await create('quotes', [c.id(), c.text('text'), c.varchar('author', 200), c.varchar('category', 100)]);
    await create(
      'newsletter_subscribers',
      [c.id(), c.varchar('email', 254), c.dateTime('subscribedAt'), c.flag('isActive', 1)],
      [index('newsletter_subscribers', ['email'], true)],
    );
    await create(
      'legacy_submissions',
      [c.id(), c.text('statement'), c.varchar('authorName', 100, true), c.varchar('location', 100, true), c.dateTime('submittedAt'),
        c.int('hearts', { default: 0 }), { ...c.varchar('status', 16), default: "'pending'" }],
      [index('legacy_submissions', ['status', 'submittedAt']), index('legacy_submissions', ['status', 'hearts'])],
    );
    await create(
      'legacy_hearts',
      [c.id(), c.int('submissionId'), c.varchar('visitorHash', 64), c.dateTime('createdAt')],
      [index('legacy_hearts', ['submissionId', 'visitorHash'], true)],
    );
    await create(
      'resources',
      [c.id(), c.varchar('type', 32), c.varchar('title', 300), c.text('description'), c.int('fileSize'), c.int('downloadCount', { default: 0 }),
        c.varchar('filePath', 500), c.int('sortOrder', { default: 0 })],
      [index('resources', ['type'])],
    );
    await create(
      'contact_messages',
      [c.id(), c.varchar('name', 100), c.varchar('email', 254), c.varchar('subject', 200), c.text('message'), c.dateTime('createdAt')],
      [index('contact_messages', ['createdAt'])],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'resources', 'legacy_hearts', 'legacy_submissions', 'newsletter_subscribers', 'quotes', 'brain_teasers', 'books', 'essays', 'blog_posts']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
