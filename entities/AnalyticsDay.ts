import { Column, Entity, Generated, Index, PrimaryColumn } from 'typeorm';
import { integer } from './columns';

/**
 * One counter of one UTC day (src/services/analytics/): the views and visitors of the whole site,
 * a page, a source, a device class… Added to by every process; kept ANALYTICS_RETENTION_DAYS.
 */
@Entity('analytics_daily')
@Index(['day', 'dimension', 'value'], { unique: true })
export class AnalyticsDay {
  /**
   * A row number of its own, so a backup reads the table in pages like every other. A bigint:
   * MySQL spends a number on every upsert that only adds to a row.
   */
  @PrimaryColumn('bigint', { transformer: integer().transformer }) @Generated('increment') id: number;
  /** YYYY-MM-DD, UTC. */
  @Column('varchar', { length: 10 }) day: string;
  /** What is counted (src/services/analytics/dimensions.ts). */
  @Column('varchar', { length: 16 }) dimension: string;
  /** Its value: a path, a source, a device class ('' for the whole site). */
  @Column('varchar', { length: 191 }) value: string;
  @Column(integer({ default: 0 })) views: number;
  /** Distinct readers that day (a reader is known for one day only: the salt changes daily). */
  @Column(integer({ default: 0 })) visitors: number;
}
