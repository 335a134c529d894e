import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime } from './columns';

/** One of the site actor's key pairs (src/federation/keys.ts): made once, never replaced by a restart. */
@Entity('fediverse_keys')
export class FediverseKey {
  /** 'rsa' (what Mastodon verifies) or 'ed25519' (object integrity proofs). */
  @PrimaryColumn('varchar', { length: 16 }) kind: string;
  /** JSON Web Keys. */
  @Column('text') privateKey: string;
  @Column('text') publicKey: string;
  @Column(dateTime()) createdAt: Date;
}
