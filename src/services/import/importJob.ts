// An import runs as a job in the background: the request that brings the file answers 202 with
// the job's id at once, and the owner's page polls the job's progress and report. A job reads its
// file, plans every item (the slow part: each is sanitised and rendered as a studio save is,
// with nothing written), and then, unless a dry run, stores the images and writes everything in
// one transaction, which also marks the job done: a failed import leaves nothing half-done.
import { rm } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { ImportJob } from '../../../entities';
import type { ImportJobDto } from '../../../views/api/adminTypes';
import type { Config } from '../../config';
import { ConflictError, HttpError, NotFoundError } from '../../errors';
import { runInBackground } from '../../lib/backgroundWork';
import { timeSlicer } from '../../lib/timeSlices';
import { bumpContentVersion, EVERY_AREA } from '../contentVersions';
import { heldEmailsNote } from '../transfer/heldEmailsNote';
import { ownersRowsInSite, RestoreRefused, restoreBackup } from '../transfer/restoreBackup';
import { type DetectedImport, detectImport, type ImportKind, UnrecognisedFile } from './detectImport';
import { type PlannedItem, planItems, writeItems } from './importItems';
import { forgetImportMedia, type StoredImportMedia, storeImportMedia, unusedMedia } from './importMedia';
import { ImportReport, type StoredCounts } from './importReport';
import { planSettings, writeSettings } from './importSettings';
import { planSiteRedirects, writeSiteRedirects } from './importSiteRedirects';
import { categoryChooser } from './siteCategories';
import { planSubscribers, writeSubscribers } from './importSubscribers';
import type { ImportArea } from './importTargets';
import { readSource, sourceOf } from './readSource';
import { type ImportTally, ImportRefused, type SourceItem } from './sourceTypes';
import { isMysql } from '../../db';
import { acquireLock, newHolder, releaseLock, setLockJob } from './jobLock';
import { goneReason, NOTHING_WRITTEN, startHeartbeat, writeFinalStatus } from './jobLife';
import { THIS_PROCESS } from './jobOwner';

export interface ImportRequest {
  /** The uploaded file on the disk: the job owns it from now on and removes it when it ends. */
  filePath: string;
  fileName: string;
  into: ImportArea;
  dryRun: boolean;
  /** A backup restored over a site that has content. */
  replace: boolean;
  /** The source site's settings (title, description, accent colour…) are applied. */
  settings?: boolean;
  /** The owner's choices of category for source categories: JSON, checked by ./siteCategories.ts. */
  categories?: string;
}

const PROGRESS_EVERY_MS = 500;
const IMPORT_LOCK = 'import';

/** A job stopped because the process is stopping (SIGTERM): its transaction is undone. */
export class JobStopped extends Error {
  constructor() {
    super('Stopped for a restart: run it again. Nothing of it was written.');
  }
}

/** The job this process runs, if any, and how to stop it. */
let current: { stop: AbortController; done: Promise<void> } | undefined;

/** Stops the running import (the server is shutting down) and resolves once it has rolled back and said so. */
export async function stopImports(): Promise<void> {
  if (!current) return;
  current.stop.abort();
  await current.done;
}

const jobs = (db: DataSource) => db.getRepository(ImportJob);

/** Recognises the file and queues its job: { id, kind }. 415 for a file it does not read; 409 for a backup over content without `replace`, or while another import runs in any process. */
export async function startImport(db: DataSource, config: Config, request: ImportRequest): Promise<{ id: number; kind: ImportKind }> {
  const holder = newHolder();
  if (!(await acquireLock(db, IMPORT_LOCK, holder))) {
    await rm(request.filePath, { force: true });
    throw new ConflictError('An import is running already: wait for it to finish');
  }
  const heartbeat = startHeartbeat(db, IMPORT_LOCK, holder);
  const stop = new AbortController();
  let detected: DetectedImport | undefined;
  let job: ImportJob;
  try {
    try {
      detected = await detectImport(request.filePath);
    } catch (error) {
      if (error instanceof UnrecognisedFile) throw new HttpError(415, error.message);
      if (error instanceof ImportRefused) throw new HttpError(422, `The file is refused: ${error.message}`);
      throw error;
    }
    if (detected.kind === 'backup' && !request.replace && (await ownersRowsInSite(db)) > 0) {
      throw new ConflictError('The site has content already: restore a backup over it only with replace');
    }
    const now = new Date();
    job = await jobs(db).save(
      jobs(db).create({ kind: detected.kind, status: 'queued', dryRun: request.dryRun, area: request.into, fileName: request.fileName, counts: { ...NOTHING_WRITTEN }, warnings: [], error: null, createdAt: now, heartbeatAt: now, finishedAt: null, ownerId: THIS_PROCESS, createdMedia: null }),
    );
    await setLockJob(db, IMPORT_LOCK, holder, job.id);
    heartbeat.setJob(job.id);
  } catch (error) {
    heartbeat.stop();
    detected?.close();
    await releaseLock(db, IMPORT_LOCK, holder).catch(() => undefined);
    await rm(request.filePath, { force: true });
    throw error;
  }
  const opened = detected;
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (settle = resolve));
  current = { stop, done };
  runInBackground(`import ${job.id}`, async () => {
    try {
      await runJob(db, config, job, opened, request, stop.signal);
    } finally {
      heartbeat.stop();
      opened.close();
      await rm(request.filePath, { force: true });
      await releaseLock(db, IMPORT_LOCK, holder).catch(() => undefined);
      // The next import may have started once this one's status said it finished.
      if (current?.stop === stop) current = undefined;
      settle();
    }
  });
  return { id: job.id, kind: opened.kind };
}

async function runJob(db: DataSource, config: Config, job: ImportJob, detected: DetectedImport, request: ImportRequest, signal: AbortSignal): Promise<void> {
  const report = new ImportReport();
  let createdMedia: number[] = [];
  const recordMedia = (ids: number[]) => jobs(db).update(job.id, { createdMedia: ids });
  const checkStopped = () => {
    if (signal.aborted) throw new JobStopped();
  };
  try {
    await jobs(db).update(job.id, { status: 'running', heartbeatAt: new Date() });
    if (detected.kind === 'backup') {
      const result = await restoreBackup(db, request.filePath, { replace: request.replace, dryRun: request.dryRun, signal });
      // What the owner sees restored is posts, pages, essays, readers and images, not database rows.
      for (const [table, kind] of RESTORED_TALLIES) report.count('created', kind, result.tables[table] ?? 0);
      report.count('created', 'media', result.media.files);
      if (result.samplesRemoved) report.warn('Sample content', result.samplesRemoved.message);
      if (result.heldEmails > 0) report.warn('Queued email', heldEmailsNote(result.heldEmails, request.dryRun));
      await finish(db, job.id, report);
      return;
    }
    const content = await readSource(detected, request.fileName);
    checkStopped();
    for (const warning of content.warnings) report.readerWarning(warning);
    let done = 0;
    let reported = Date.now();
    await jobs(db).update(job.id, { total: content.items.length + content.subscribers.length });
    const onProgress = async () => {
      checkStopped();
      done++;
      if (Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      await jobs(db).update(job.id, { done, heartbeatAt: new Date() });
    };
    const onCreated = async (id: number) => {
      createdMedia.push(id);
      await recordMedia(createdMedia);
    };
    const media = request.dryRun || !detected.zip ? undefined : await storeImportMedia(db, detected.zip, content.items, config.mediaMaxBytes, report, { onCreated, signal });
    const source = sourceOf(detected.kind);
    const categories = await categoryChooser(db, request.categories);
    const items = await planItems(db, content.items, { into: request.into, source, site: content.site, mediaUrls: media?.urls ?? new Map(), categories, onProgress }, report);
    report.sourceCategories = categories.tally();
    if (media) {
      // What only skipped items used goes again now: the library keeps no file an import left unused.
      const kept = new Set(items.map((plan) => plan.sourceId));
      const unused = new Set(unusedMedia(media, content.items.filter((item) => kept.has(item.sourceId))));
      await forgetImportMedia(db, [...unused]);
      createdMedia = createdMedia.filter((id) => !unused.has(id));
      await recordMedia(createdMedia);
    }
    countMedia(report, content.items, items, media);
    const subscribers = await planSubscribers(db, content.subscribers, report);
    const siteRedirects = await planSiteRedirects(db, content.siteRedirects, report);
    const settings = await planSettings(db, content.settings, request.settings === true, report);
    if (request.dryRun) {
      await finish(db, job.id, report);
      return;
    }
    const yieldTurn = isMysql(db) ? timeSlicer() : async () => undefined;
    const slice = async () => {
      checkStopped();
      await yieldTurn();
    };
    await db.transaction(async (manager) => {
      await writeItems(manager, source, content.site, items, slice);
      await writeSubscribers(manager, subscribers);
      await writeSiteRedirects(manager, siteRedirects);
      await writeSettings(manager, settings);
      checkStopped();
      // The bump commits with the items and the job's "done": whoever sees the one sees the others.
      await bumpContentVersion(manager, EVERY_AREA);
      await manager.update(ImportJob, job.id, finished(report, content.items.length + content.subscribers.length));
    });
  } catch (error) {
    const forgotten = await forgetImportMedia(db, createdMedia).then(
      () => true,
      () => false,
    );
    const cause = signal.aborted ? new JobStopped() : error;
    const known = cause instanceof ImportRefused || cause instanceof RestoreRefused || cause instanceof HttpError || cause instanceof JobStopped;
    if (!known) console.error(`[import] job ${job.id} failed: ${(cause as Error).message}`);
    const message = known ? (cause as Error).message : `the import stopped on an error (${(cause as Error).message}); nothing was written`;
    const failed = { status: 'failed', error: message.slice(0, 2000), warnings: report.storedWarnings(), counts: { ...NOTHING_WRITTEN }, finishedAt: new Date(), ...(forgotten ? { createdMedia: null } : {}) };
    await writeFinalStatus(db, job.id, failed, () => signal.aborted).catch((lost) => console.error(`[import] job ${job.id}: its failure could not be recorded (${(lost as Error).message}); the next start settles it`));
  }
}

/** The images of the items kept: created, or (already in the library, or not readable) skipped; on a dry run, each would be created. */
function countMedia(report: ImportReport, items: SourceItem[], plans: PlannedItem[], media: StoredImportMedia | undefined): void {
  const kept = new Set(plans.map((plan) => plan.sourceId));
  const used = new Set(items.filter((item) => kept.has(item.sourceId)).flatMap((item) => Object.values(item.files)));
  if (!media) {
    report.count('created', 'media', used.size);
    return;
  }
  const created = [...used].filter((entry) => media.created.has(entry)).length;
  report.count('created', 'media', created);
  report.count('skipped', 'media', used.size - created);
}

/** A backup's tables that hold what the owner counts (the rest, revisions and such, are rows, not things). */
const RESTORED_TALLIES: [string, ImportTally][] = [
  ['blog_posts', 'posts'],
  ['pages', 'pages'],
  ['essays', 'essays'],
  ['newsletter_subscribers', 'subscribers'],
];

const finished = (report: ImportReport, done?: number) => ({
  status: 'done',
  createdMedia: null,
  counts: report.storedCounts(),
  warnings: report.storedWarnings(),
  ...(done === undefined ? {} : { done }),
  finishedAt: new Date(),
  heartbeatAt: new Date(),
});

const finish = (db: DataSource, id: number, report: ImportReport) => jobs(db).update(id, finished(report));

function toDto(job: ImportJob, now: number): ImportJobDto {
  const gone = goneReason(job, now);
  return {
    id: job.id,
    kind: job.kind as ImportKind,
    status: gone ? 'failed' : (job.status as ImportJobDto['status']),
    dryRun: job.dryRun,
    into: job.area as ImportArea,
    fileName: job.fileName,
    progress: { done: job.done, total: job.total },
    counts: gone ? { ...NOTHING_WRITTEN } : { created: job.counts.created, updated: job.counts.updated, skipped: job.counts.skipped },
    kinds: gone ? {} : ((job.counts as StoredCounts).kinds ?? {}),
    sourceCategories: gone ? [] : ((job.counts as StoredCounts).sourceCategories ?? []),
    warnings: job.warnings ?? [],
    error: gone ?? job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

export async function getImportJob(db: DataSource, id: number, now = Date.now()): Promise<ImportJobDto> {
  const job = await jobs(db).findOneBy({ id });
  if (!job) throw new NotFoundError('Import not found');
  return toDto(job, now);
}

/** The latest imports, newest first, without their warnings. */
export async function listImportJobs(db: DataSource, now = Date.now(), limit = 10): Promise<ImportJobDto[]> {
  const columns = db.getMetadata(ImportJob).columns.map((column) => column.propertyName).filter((name) => name !== 'warnings' && name !== 'createdMedia');
  const rows = await jobs(db).find({ select: Object.fromEntries(columns.map((name) => [name, true])), order: { id: 'DESC' }, take: limit });
  return rows.map((job) => toDto(job, now));
}
