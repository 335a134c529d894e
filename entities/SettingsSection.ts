import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateTime } from './columns';

/**
 * One section of the owner's settings (views/api/settings.ts): `value` is the section's JSON as
 * saved, merged over the defaults when read (src/services/settings/). Backed up and restored.
 */
@Entity('settings')
export class SettingsSection {
  @PrimaryColumn('varchar', { length: 40 }) section: string;
  @Column('text') value: string;
  @Column(dateTime()) updatedAt: Date;
}
