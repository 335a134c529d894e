// The actor's key pairs, made once and kept in the database (fediverse_keys): a restart or a
// deploy never replaces them, or every follower's server would stop trusting the site. RSA is
// what Mastodon verifies; Ed25519 signs object integrity proofs. Node 20's WebCrypto cannot
// import an Ed25519 JWK in Fedify (`navigator is not defined`): there the RSA pair alone is used
// and the reason logged once; on Node 22+ the stored Ed25519 pair lights up with no change.
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { DataSource } from 'typeorm';
import { FediverseKey } from '../../entities/FediverseKey';

const KINDS = [
  { kind: 'rsa', algorithm: 'RSASSA-PKCS1-v1_5' },
  { kind: 'ed25519', algorithm: 'Ed25519' },
] as const;

type Kind = (typeof KINDS)[number]['kind'];

let ed25519Unavailable: string | undefined;

/** The stored pair of this kind, made and stored first if there is none (a racing process's pair wins: it is read back). */
async function storedPair(db: DataSource, kind: Kind, algorithm: (typeof KINDS)[number]['algorithm']): Promise<FediverseKey> {
  const rows = db.getRepository(FediverseKey);
  const found = await rows.findOneBy({ kind });
  if (found) return found;
  const pair = await generateCryptoKeyPair(algorithm);
  const [privateKey, publicKey] = await Promise.all([exportJwk(pair.privateKey), exportJwk(pair.publicKey)]);
  await rows.createQueryBuilder().insert().values({ kind, privateKey: JSON.stringify(privateKey), publicKey: JSON.stringify(publicKey), createdAt: new Date() }).orIgnore().execute();
  return rows.findOneByOrFail({ kind });
}

async function imported(row: FediverseKey): Promise<CryptoKeyPair> {
  const [privateKey, publicKey] = await Promise.all([importJwk(JSON.parse(row.privateKey), 'private'), importJwk(JSON.parse(row.publicKey), 'public')]);
  return { privateKey, publicKey };
}

/** The actor's key pairs, RSA first (Mastodon uses the first), each made once. */
export async function actorKeyPairs(db: DataSource): Promise<CryptoKeyPair[]> {
  const pairs: CryptoKeyPair[] = [];
  for (const { kind, algorithm } of KINDS) {
    const row = await storedPair(db, kind, algorithm);
    if (kind === 'ed25519' && ed25519Unavailable !== undefined) continue;
    try {
      pairs.push(await imported(row));
    } catch (error) {
      if (kind !== 'ed25519') throw error;
      ed25519Unavailable = error instanceof Error ? error.message : String(error);
      console.warn(`[fediverse] the Ed25519 key is stored but this runtime (Node ${process.versions.node}) cannot use it (${ed25519Unavailable}): signing with RSA only`);
    }
  }
  return pairs;
}
