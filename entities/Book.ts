import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { dateTime, integer } from './columns';

@Entity('books')
export class Book {
  @PrimaryGeneratedColumn('increment', { type: 'int' }) id: number;
  @Column('varchar', { length: 300 }) title: string;
  @Column('varchar', { length: 300, nullable: true }) subtitle: string | null;
  @Column('varchar', { length: 300 }) author: string;
  /** 0-5; empty when unrated. */
  @Column('float', { nullable: true }) rating: number | null;
  @Column(integer({ nullable: true })) publishedYear: number | null;
  @Column('text') description: string;
  @Column('varchar', { length: 1000 }) amazonUrl: string;
  /** A cover puts the book under 'My Book'; without one it is recommended reading. */
  @Column('varchar', { length: 500, nullable: true }) coverImage: string | null;
  /** Display order, lowest first. */
  @Column(integer({ default: 0 })) sortOrder: number;
  @CreateDateColumn(dateTime()) createdAt: Date;
}
