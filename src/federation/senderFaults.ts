// An activity the comments service refuses (not our post, too long, too many from one host) is
// the sender's fault: it is logged and accepted, so the inbox answers 202 and the sender does not
// retry it. Any other error still fails the request (and the sender retries, as it should).
import { BadRequestError, TooManyRequestsError } from '../errors';

export async function acceptingSenderFaults(what: string, handle: () => Promise<unknown>): Promise<void> {
  try {
    await handle();
  } catch (error) {
    if (!(error instanceof BadRequestError || error instanceof TooManyRequestsError)) throw error;
    console.warn(`[fediverse] ${what} not taken: ${error.message}`);
  }
}
