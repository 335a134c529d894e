// How far the owner went in the first-run setup on /admin, kept in the settings table (a row beside
// the sections, like the About story's HTML: neither the settings API nor any page sees it), so
// any tab, browser or device opens the setup where it was left. No row: never started.
import type { DataSource } from 'typeorm';
import { SettingsSection } from '../../../entities';
import { MAX_SETUP_STEP } from '../../../entities/SetupProgressInput';
import type { SetupProgressDto } from '../../../views/api/adminTypes';

const SETUP_ROW = 'setupProgress';

const NEVER_STARTED: SetupProgressDto = { step: 0, closed: false, started: false };

/** The row as saved; anything else (a restored file's hand-made row) reads as a setup never started. */
function progressOf(value: string): SetupProgressDto {
  try {
    const saved = JSON.parse(value) as Partial<SetupProgressDto>;
    if (Number.isInteger(saved.step) && typeof saved.closed === 'boolean') return { step: Math.min(Math.max(saved.step as number, 0), MAX_SETUP_STEP), closed: saved.closed, started: true };
  } catch {
    // not JSON: never started
  }
  return NEVER_STARTED;
}

export async function readSetupProgress(db: DataSource): Promise<SetupProgressDto> {
  const row = await db.getRepository(SettingsSection).findOneBy({ section: SETUP_ROW });
  return row ? progressOf(row.value) : NEVER_STARTED;
}

export async function saveSetupProgress(db: DataSource, progress: { step: number; closed: boolean }, now = new Date()): Promise<SetupProgressDto> {
  const saved: SetupProgressDto = { step: progress.step, closed: progress.closed, started: true };
  await db.getRepository(SettingsSection).save({ section: SETUP_ROW, value: JSON.stringify(saved), updatedAt: now });
  return saved;
}
