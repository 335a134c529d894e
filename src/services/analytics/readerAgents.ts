// Readers are told apart by address and user agent, and each reader costs a row per counter in
// analytics_visitors (about 7 for a page view). A client inventing a user agent per request
// would add 7 rows a request; so each address has at most MAX_AGENTS_PER_ADDRESS user agents told
// apart a day, and any more from it count as one further reader. Agents are remembered as 32-bit
// hashes, for a bounded number of addresses; past that, a new address is one reader whatever its
// user agents.

/** Distinct user agents per address a day counted as distinct readers (a household or an office behind one address). */
export const MAX_AGENTS_PER_ADDRESS = 16;
/** Addresses whose user agents are remembered a day (about 100 bytes each, more with several agents). */
const MAX_ADDRESSES = 50_000;
/** What an address's user agents past the limit all count as. */
const OTHER_AGENTS = '(other agents)';

/** FNV-1a: a cheap hash of a header of at most a few hundred characters, to remember it in 8 bytes. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export class ReaderAgents {
  private day = '';
  private agentsByAddress = new Map<string, Set<number>>();

  /** The user agent a reader is told apart by: theirs, or one shared by the address's agents past the limit. */
  agentOf(day: string, address: string, userAgent: string): string {
    if (day !== this.day) {
      if (day < this.day) return userAgent; // yesterday's last requests, just after midnight
      this.day = day;
      this.agentsByAddress.clear();
    }
    let agents = this.agentsByAddress.get(address);
    if (agents === undefined) {
      if (this.agentsByAddress.size >= MAX_ADDRESSES) return OTHER_AGENTS;
      agents = new Set();
      this.agentsByAddress.set(address, agents);
    }
    const hash = hashOf(userAgent);
    if (agents.has(hash)) return userAgent;
    if (agents.size >= MAX_AGENTS_PER_ADDRESS) return OTHER_AGENTS;
    agents.add(hash);
    return userAgent;
  }
}
