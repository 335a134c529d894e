// Short-lived links that download a whole-site backup, for the admin's "Download a backup" (a
// browser's download cannot send the admin key, and a backup too large to hold in memory must
// stream straight to the file). A link is its expiry and an HMAC of it under a key derived from
// the admin secret, checked in constant time; its file is named by the day it was asked for.
import { expiringSignature, validExpiringSignature } from '../../lib/signatures';

const LIFETIME_MS = 10 * 60_000;
const PURPOSE = 'backup downloads';

export const backupFileName = (now: number) => `site-backup-${new Date(now).toISOString().slice(0, 10)}.zip`;

export const backupDownloadPath = (secret: string, now = Date.now()) => {
  const name = backupFileName(now);
  const { expires, signature } = expiringSignature(secret, PURPOSE, name, LIFETIME_MS, now);
  return `/backup/${expires}/${signature}/${name}`;
};

const DOWNLOAD_PATH = /^\/backup\/(\d{13})\/([\w-]{43})\/(site-backup-\d{4}-\d{2}-\d{2}\.zip)$/;

/** The file name a download path gives, or undefined when it is malformed, forged or expired. */
export function backupOfPath(secret: string, path: string, now = Date.now()): string | undefined {
  const match = DOWNLOAD_PATH.exec(path);
  if (!match) return undefined;
  return validExpiringSignature(secret, PURPOSE, match[3], Number(match[1]), match[2], now) ? match[3] : undefined;
}
