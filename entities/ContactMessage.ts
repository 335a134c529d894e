import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('varchar', { length: 100 }) name: string;
  @Column('varchar', { length: 254 }) email: string;
  @Column('varchar', { length: 200 }) subject: string;
  @Column('text') message: string;
  @Index() @Column(dateTime()) createdAt: Date;
  /** Null until the owner reads it (or after marking it unread). */
  @Column(dateTime({ nullable: true })) readAt: Date | null;
  @Column(dateTime({ nullable: true })) archivedAt: Date | null;
}
