import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('quotes')
export class Quote {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('text') text: string;
  @Column('varchar', { length: 200 }) author: string;
  @Column('varchar', { length: 100 }) category: string;
}
