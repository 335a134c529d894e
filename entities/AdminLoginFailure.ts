import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTime, integer } from './columns';

/** Wrong admin keys from one client, shared by every server process (the brute-force lock-out). */
@Entity('admin_login_failures')
export class AdminLoginFailure {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** A keyed hash of the client's address (src/lib/clientKey.ts): never the address itself. */
  @Index({ unique: true }) @Column('varchar', { length: 64 }) clientHash: string;
  /** Wrong keys since the last lock-out (or since the record was made). */
  @Column(integer({ default: 0 })) failures: number;
  /** While in the future, every admin call from this client is refused with 429. */
  @Column(dateTime({ nullable: true })) lockedUntil: Date | null;
  /** Lock-outs so far: each one doubles the next window. */
  @Column(integer({ default: 0 })) lockouts: number;
  @UpdateDateColumn(dateTime()) updatedAt: Date;
}
