// How delivery stands, from what the queue holds: the messages waiting, and per inbox host the
// deliveries waiting and those being retried (Fedify enqueues a failed delivery again with its
// attempt count). The queue keeps no error text and drops a delivery once its retries run out,
// so neither is reported.
import type { DataSource } from 'typeorm';
import { FediverseQueuedMessage } from '../../../entities/FediverseQueuedMessage';
import type { FediverseDeliveryDto, FediverseHostDeliveryDto } from '../../../views/api/fediverseTypes';

interface QueuedDelivery {
  type?: string;
  inbox?: string;
  attempt?: number;
}

const hostOf = (inbox: string): string | null => {
  try {
    return new URL(inbox).host;
  } catch {
    return null;
  }
};

export async function deliveryHealth(db: DataSource): Promise<FediverseDeliveryDto> {
  const rows = await db.getRepository(FediverseQueuedMessage).find({ select: { id: true, message: true } });
  const hosts = new Map<string, FediverseHostDeliveryDto>();
  for (const row of rows) {
    const message = JSON.parse(row.message) as QueuedDelivery;
    const host = message.type === 'outbox' && typeof message.inbox === 'string' ? hostOf(message.inbox) : null;
    if (!host) continue;
    const counts = hosts.get(host) ?? { host, queued: 0, retrying: 0 };
    counts.queued += 1;
    if ((message.attempt ?? 0) > 0) counts.retrying += 1;
    hosts.set(host, counts);
  }
  return { queued: rows.length, hosts: [...hosts.values()].sort((a, b) => b.queued - a.queued || a.host.localeCompare(b.host)) };
}
