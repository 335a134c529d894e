import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bytes, dateTime } from './columns';

/**
 * A drawn social card (src/socialCards/): the PNG a link preview shows. `key` names what the card
 * shows (src/socialCards/cardAddress.ts), so a row never changes; an edit makes a new one. Cards
 * can be drawn again at any time, so backups leave them out.
 */
@Entity('social_cards')
export class SocialCard {
  @PrimaryColumn('varchar', { length: 64 }) key: string;
  @Column(bytes()) bytes: Buffer;
  @Column(dateTime()) createdAt: Date;
}
