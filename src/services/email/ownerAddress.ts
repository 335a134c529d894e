// Where mail to the owner goes (contact messages, a test send with no address, the DMARC reports):
// OWNER_EMAIL when the operator set it, else the address the owner wrote in Settings
// (identity.email), read when the mail is written so a change applies at once. '' when neither
// names one: the mail is not written.
import type { DataSource } from 'typeorm';
import type { MailConfig } from '../../config';
import { currentSettings } from '../settings';

export const ownerAddress = async (db: DataSource, mail: Pick<MailConfig, 'ownerEmail'>): Promise<string> =>
  mail.ownerEmail ?? (await currentSettings(db)).identity.email;
