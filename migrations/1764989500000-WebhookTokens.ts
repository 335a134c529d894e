// Every Mailgun webhook token seen, applied or not, until its timestamp is stale: a signed token
// is refused the second time whatever body it comes with.
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class WebhookTokens1764989500000 implements MigrationInterface {
  name = 'WebhookTokens1764989500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_tokens',
        columns: [
          { name: 'token', type: 'varchar', length: '128', isPrimary: true },
          { name: 'keepUntil', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_webhook_tokens_keep_until', columnNames: ['keepUntil'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_tokens', true);
  }
}
