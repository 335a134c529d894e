import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime } from './columns';

/** An address the owner sends elsewhere for good (301): `fromPath` on this site to a path here or an http(s) URL. */
@Entity('redirects')
export class Redirect {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  /** A path with no trailing slash and no query: '/old-talk'. */
  @Index({ unique: true }) @Column('varchar', { length: 400 }) fromPath: string;
  @Column('varchar', { length: 1000 }) toUrl: string;
  @Column(dateTime()) createdAt: Date;
}
