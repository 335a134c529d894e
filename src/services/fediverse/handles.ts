// The handles the site's account has had (fediverse_handles). Each keeps answering WebFinger, so
// an old @handle@host still finds the account; the newest is the one followers were last told of
// (src/federation/handleChanges.ts tells them of a change).
import { type DataSource, QueryFailedError } from 'typeorm';
import { FediverseHandle } from '../../../entities/FediverseHandle';

export const isFormerHandle = (db: DataSource, handle: string): Promise<boolean> => db.getRepository(FediverseHandle).existsBy({ handle });

/**
 * Makes `handle` the one followers know, unless it already is or another process made it so
 * first (an insert, or an update conditional on the sequence seen, which only one process wins).
 * Answers the handle followers knew before (null when none was recorded), or undefined when
 * there is nothing for this process to tell.
 */
export async function claimHandleChange(db: DataSource, handle: string, now = new Date()): Promise<{ previous: string | null } | undefined> {
  const rows = db.getRepository(FediverseHandle);
  const known = await rows.find({ order: { sequence: 'DESC' } });
  const newest = known[0];
  if (newest?.handle === handle) return undefined;
  const sequence = (newest?.sequence ?? 0) + 1;
  const seen = known.find((row) => row.handle === handle);
  if (seen) {
    if ((await rows.update({ handle, sequence: seen.sequence }, { sequence, announcedAt: now })).affected !== 1) return undefined;
  } else {
    try {
      await rows.insert({ handle, sequence, announcedAt: now });
    } catch (error) {
      if (error instanceof QueryFailedError) return undefined;
      throw error;
    }
  }
  return { previous: newest?.handle ?? null };
}
