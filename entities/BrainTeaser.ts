import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('brain_teasers')
export class BrainTeaser {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('text') question: string;
  @Column('text') answer: string;
  /** easy, medium or hard. */
  @Column('varchar', { length: 10 }) difficulty: string;
  @Column('varchar', { length: 100 }) category: string;
}
