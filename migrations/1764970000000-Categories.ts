// Blog categories become data: a table, seeded with the spec's five in the spec's order
// (views/api/blogCategories.ts holds the same defaults).
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const SPEC_CATEGORIES = [
  ['ai-and-society', 'AI & Society'],
  ['brain-and-learning', 'The Brain & Learning'],
  ['philosophy-and-consciousness', 'Philosophy & Consciousness'],
  ['puzzles-and-brain-teasers', 'Puzzles & Brain Teasers'],
  ['legacy-reflections', 'Legacy Reflections'],
];

export class Categories1764970000000 implements MigrationInterface {
  name = 'Categories1764970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'value', type: 'varchar', length: '64' },
          { name: 'label', type: 'varchar', length: '100' },
          { name: 'sortOrder', type: 'int' },
        ],
        indices: [new TableIndex({ name: 'IDX_categories_value', columnNames: ['value'], isUnique: true })],
      }),
      true,
    );
    for (const [i, [value, label]] of SPEC_CATEGORIES.entries()) {
      await queryRunner.query('INSERT INTO categories (value, label, sortOrder) VALUES (?, ?, ?)', [value, label, i]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('categories', true);
  }
}
