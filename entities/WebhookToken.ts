import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateTime } from './columns';

/**
 * A Mailgun webhook token seen, whatever its event (src/services/email/webhookTokens.ts). Mailgun
 * signs only the timestamp and token, not the body: a token used once must never carry another
 * body, so each is kept, in the database every process shares, until its timestamp is stale.
 */
@Entity('webhook_tokens')
export class WebhookToken {
  @PrimaryColumn('varchar', { length: 128 }) token: string;
  /** When the token's timestamp is past the 5-minute window (plus a margin): then it is forgotten. */
  @Index() @Column(dateTime()) keepUntil: Date;
}
