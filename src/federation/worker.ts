// What every process runs for the social web: a listener on the shared delivery queue (received
// activities, fan-outs, deliveries), and a look every `pollMs` for posts whose news is due (a
// scheduled post whose time came, an import) or a new handle, with the key-value store's expired
// entries swept.
import type { AppDeps } from '../api/define';
import { startPollingLoop } from '../lib/pollingLoop';
import { announceChanges } from './announcements';
import { federationOf } from './federation';
import { announceHandleChange } from './handleChanges';
import { deleteExpiredEntries } from './kvStore';

export interface FederationWorker {
  stop(): Promise<void>;
}

export function startFederationWorker(deps: AppDeps, pollMs: number): FederationWorker {
  const listening = new AbortController();
  const queue = federationOf(deps).startQueue(deps, { signal: listening.signal });
  const looks = startPollingLoop(pollMs, '[fediverse] telling followers of changes failed', async () => {
    await announceChanges(deps);
    await announceHandleChange(deps);
    await deleteExpiredEntries(deps.db);
  });
  return {
    async stop() {
      listening.abort();
      await looks.stop();
      await queue;
    },
  };
}
