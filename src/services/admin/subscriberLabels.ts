// The owner's labels on subscribers: one subscriber's, many at once, and the labels in use.
// Labels are kept as given and compared without regard to case (entities/subscriberLabels.ts).
import { serialTransaction } from '../../lib/serialTransaction';
import { In, type DataSource } from 'typeorm';
import { NewsletterSubscriber } from '../../../entities';
import { LABELS_PER_SUBSCRIBER, normaliseLabels } from '../../../entities/subscriberLabels';
import type { AdminSubscriberDto, SubscriberLabelDto } from '../../../views/api/adminTypes';
import { BadRequestError, NotFoundError } from '../../errors';
import { receivesNewsletters } from '../newsletter';
import { toSubscriberDto } from './subscribers';

const tooMany = () => new BadRequestError(`A subscriber can have at most ${LABELS_PER_SUBSCRIBER} labels`);

export async function setSubscriberLabels(db: DataSource, id: number, labels: string[]): Promise<AdminSubscriberDto> {
  const repo = db.getRepository(NewsletterSubscriber);
  const row = await repo.findOneBy({ id });
  if (!row) throw new NotFoundError('Subscriber not found');
  row.labels = normaliseLabels(labels);
  await repo.update(id, { labels: row.labels });
  return toSubscriberDto(row);
}

/** Adds and removes labels on every subscriber named, all or none: an unknown id, or a subscriber left with too many labels, changes nothing. */
export async function editLabelsInBulk(db: DataSource, ids: number[], add: string[], remove: string[]): Promise<{ updated: number }> {
  const adding = normaliseLabels(add);
  const removing = new Set(normaliseLabels(remove).map((label) => label.toLowerCase()));
  if (adding.some((label) => removing.has(label.toLowerCase()))) throw new BadRequestError('A label cannot be both added and removed');
  const wanted = [...new Set(ids)];
  return serialTransaction(db, async (manager) => {
    const repo = manager.getRepository(NewsletterSubscriber);
    const rows = await repo.find({ select: { id: true, labels: true }, where: { id: In(wanted) } });
    const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new NotFoundError(`Subscriber not found: ${missing.slice(0, 10).join(', ')}`);
    const changes = rows.map((row) => ({ id: row.id, labels: normaliseLabels([...(row.labels ?? []).filter((label) => !removing.has(label.toLowerCase())), ...adding]) }));
    if (changes.some((change) => change.labels.length > LABELS_PER_SUBSCRIBER)) throw tooMany();
    for (const change of changes) await repo.update(change.id, { labels: change.labels });
    return { updated: changes.length };
  });
}

/** Every label in use, with how many receiving subscribers carry it (what a send to it reaches now), most used first. */
export async function labelsInUse(db: DataSource): Promise<SubscriberLabelDto[]> {
  const rows = await db.getRepository(NewsletterSubscriber).find({ select: { id: true, labels: true, isActive: true, confirmedAt: true } });
  const counts = new Map<string, SubscriberLabelDto>();
  for (const row of rows) {
    for (const label of row.labels ?? []) {
      const entry = counts.get(label.toLowerCase()) ?? { label, subscribers: 0 };
      if (receivesNewsletters(row)) entry.subscribers += 1;
      counts.set(label.toLowerCase(), entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.subscribers - a.subscribers || a.label.localeCompare(b.label));
}
