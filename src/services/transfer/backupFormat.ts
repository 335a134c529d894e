// What a whole-site backup holds, in one place: the tables it carries (their entities, named by
// their table names), the names of its parts and its manifest. The file is a zip anyone can read
// without this software (README, "Backup and restore"):
//   manifest.json                 this format's name and version, the schema migration, counts and a SHA-256 per part
//   tables/<table>.jsonl          one row per line, as JSON (dates as ISO 8601 text)
//   media/<hash>/<variant>        an uploaded file's bytes ('original', or a resized image such as '480.avif')
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import {
  AnalyticsDay,
  BlogPost,
  Book,
  BrainTeaser,
  Category,
  Comment,
  CommentBlock,
  ContactMessage,
  ContentRevision,
  EmailSuppression,
  Essay,
  ImportedItem,
  LegacyHeart,
  LegacySubmission,
  MediaItem,
  NewsletterSend,
  NewsletterSubscriber,
  OldAddress,
  OutboxEmail,
  Page,
  PostReaction,
  Quote,
  Redirect,
  Resource,
  RetiredSlug,
  SettingsSection,
  FediverseFollower,
  FediverseHandle,
  FediverseKey,
  FediversePost,
} from '../../../entities';

export const BACKUP_FORMAT = 'minds-machines-meaning-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * Every table the site owns, but the bytes of media (files of their own) and the state that
 * belongs to a running process (rate limits, failed-login counters, the sender's fault, the
 * content versions: a restore bumps those instead).
 */
export const BACKUP_ENTITIES: readonly EntityTarget<ObjectLiteral>[] = [
  Category,
  BlogPost,
  Essay,
  Page,
  Book,
  Resource,
  Quote,
  BrainTeaser,
  ContentRevision,
  RetiredSlug,
  LegacySubmission,
  LegacyHeart,
  NewsletterSubscriber,
  EmailSuppression,
  ContactMessage,
  NewsletterSend,
  OutboxEmail,
  MediaItem,
  ImportedItem,
  OldAddress,
  Redirect,
  AnalyticsDay,
  SettingsSection,
  // The social web's account: its keys (a new key would make every follower's server distrust the
  // site), its followers, what they were told and the handles it answers to. Fedify's cache and
  // queue are a process's state.
  FediverseKey,
  FediverseFollower,
  FediversePost,
  FediverseHandle,
  // What the social web said back: comments, likes and boosts, and the owner's blocks.
  Comment,
  PostReaction,
  CommentBlock,
];

/**
 * Tables added after the first backups of this format were written: a backup from before lacks
 * their files, and a restore leaves them as a new site has them (the default categories, no
 * pages, no redirects, the default settings, no fediverse keys or followers).
 */
export const TABLES_ADDED_LATER: readonly EntityTarget<ObjectLiteral>[] = [Category, Page, Redirect, SettingsSection, FediverseKey, FediverseFollower, FediversePost, Comment, PostReaction, CommentBlock, FediverseHandle];

/** Rows in each table a backup holds, by table name. */
export async function backupTableRows(db: DataSource): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const entity of BACKUP_ENTITIES) tables[db.getMetadata(entity).tableName] = await db.getRepository(entity).count();
  return tables;
}

export const MANIFEST_PATH = 'manifest.json';
export const tablePath = (table: string) => `tables/${table}.jsonl`;
export const mediaPath = (hash: string, variant: string) => `media/${hash}/${variant}`;
/** A media part's address, read back: the hash and the variant. */
export const MEDIA_PATH = /^media\/([0-9a-f]{32})\/(original|\d{1,5}\.(?:avif|webp))$/;

export interface BackupPart {
  path: string;
  bytes: number;
  sha256: string;
  /** A table's rows. */
  rows?: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The newest schema migration of the site that wrote it: a restore needs at least this one. */
  schemaMigration: string;
  /** Rows per table (every table of BACKUP_ENTITIES, zero included). */
  tables: Record<string, number>;
  media: { files: number; bytes: number };
  parts: BackupPart[];
}
