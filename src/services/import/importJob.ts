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
import { ownersRowsInSite, RestoreRefused, restoreBackup } from '../transfer/restoreBackup';
import { type DetectedImport, detectImport, type ImportKind, UnrecognisedFile } from './detectImport';
import { planItems, writeItems } from './importItems';
import { forgetImportMedia, storeImportMedia } from './importMedia';
import { ImportReport } from './importReport';
import { planSubscribers, writeSubscribers } from './importSubscribers';
import type { ImportArea } from './importTargets';
import { readSource, sourceOf } from './readSource';
import { ImportRefused } from './sourceTypes';
import { isMysql } from '../../db';

export interface ImportRequest {
  /** The uploaded file on the disk: the job owns it from now on and removes it when it ends. */
  filePath: string;
  fileName: string;
  into: ImportArea;
  dryRun: boolean;
  /** A backup restored over a site that has content. */
  replace: boolean;
}

/** A job left queued or running this long without a sign of life was cut off by a restart. */
const STALE_AFTER_MS = 5 * 60_000;
const PROGRESS_EVERY_MS = 500;

/** One import at a time in a process: two at once could both plan to create the same items. */
let running = false;

const jobs = (db: DataSource) => db.getRepository(ImportJob);

/** Recognises the file and queues its job: { id, kind }. 415 for a file it does not read; 409 for a backup over content without `replace`. */
export async function startImport(db: DataSource, config: Config, request: ImportRequest): Promise<{ id: number; kind: ImportKind }> {
  if (running) {
    await rm(request.filePath, { force: true });
    throw new ConflictError('An import is running already: wait for it to finish');
  }
  // Taken before the first await, so two files sent at once cannot both start.
  running = true;
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
      jobs(db).create({ kind: detected.kind, status: 'queued', dryRun: request.dryRun, area: request.into, fileName: request.fileName, counts: { created: 0, updated: 0, skipped: 0 }, warnings: [], error: null, createdAt: now, heartbeatAt: now, finishedAt: null }),
    );
  } catch (error) {
    running = false;
    detected?.close();
    await rm(request.filePath, { force: true });
    throw error;
  }
  const opened = detected;
  runInBackground(`import ${job.id}`, async () => {
    try {
      await runJob(db, config, job, opened, request);
    } finally {
      running = false;
      opened.close();
      await rm(request.filePath, { force: true });
    }
  });
  return { id: job.id, kind: opened.kind };
}

async function runJob(db: DataSource, config: Config, job: ImportJob, detected: DetectedImport, request: ImportRequest): Promise<void> {
  const report = new ImportReport();
  let createdMedia: number[] = [];
  try {
    await jobs(db).update(job.id, { status: 'running', heartbeatAt: new Date() });
    if (detected.kind === 'backup') {
      const result = await restoreBackup(db, request.filePath, { replace: request.replace, dryRun: request.dryRun });
      report.counts.created = Object.values(result.tables).reduce((sum, n) => sum + n, 0) + result.media.files;
      if (result.samplesRemoved) report.warn('Sample content', result.samplesRemoved.message);
      await finish(db, job.id, report);
      return;
    }
    const content = await readSource(detected);
    for (const warning of content.warnings) report.warn(warning.item, warning.message);
    let done = 0;
    let reported = Date.now();
    await jobs(db).update(job.id, { total: content.items.length + content.subscribers.length });
    const onProgress = async () => {
      done++;
      if (Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      await jobs(db).update(job.id, { done, heartbeatAt: new Date() });
    };
    const media = request.dryRun || !detected.zip ? undefined : await storeImportMedia(db, detected.zip, content.items, config.mediaMaxBytes, report);
    createdMedia = media?.createdIds ?? [];
    const source = sourceOf(detected.kind);
    const items = await planItems(db, content.items, { into: request.into, source, mediaUrls: media?.urls ?? new Map(), onProgress }, report);
    const subscribers = await planSubscribers(db, content.subscribers, report);
    if (request.dryRun) {
      await finish(db, job.id, report);
      return;
    }
    const slice = isMysql(db) ? timeSlicer() : async () => undefined;
    await db.transaction(async (manager) => {
      await writeItems(manager, source, items, slice);
      await writeSubscribers(manager, subscribers);
      // The bump commits with the items and the job's "done": whoever sees the one sees the others.
      await bumpContentVersion(manager, EVERY_AREA);
      await manager.update(ImportJob, job.id, finished(report, content.items.length + content.subscribers.length));
    });
  } catch (error) {
    await forgetImportMedia(db, createdMedia).catch(() => undefined);
    const known = error instanceof ImportRefused || error instanceof RestoreRefused || error instanceof HttpError;
    if (!known) console.error(`[import] job ${job.id} failed: ${(error as Error).message}`);
    const message = known ? (error as Error).message : `the import stopped on an error (${(error as Error).message}); nothing was written`;
    await jobs(db).update(job.id, { status: 'failed', error: message.slice(0, 2000), warnings: report.storedWarnings(), counts: report.counts, finishedAt: new Date(), heartbeatAt: new Date() });
  }
}

const finished = (report: ImportReport, done?: number) => ({
  status: 'done',
  counts: report.counts,
  warnings: report.storedWarnings(),
  ...(done === undefined ? {} : { done }),
  finishedAt: new Date(),
  heartbeatAt: new Date(),
});

const finish = (db: DataSource, id: number, report: ImportReport) => jobs(db).update(id, finished(report));

function toDto(job: ImportJob, now: number): ImportJobDto {
  const cutOff = (job.status === 'queued' || job.status === 'running') && now - job.heartbeatAt.getTime() > STALE_AFTER_MS;
  return {
    id: job.id,
    kind: job.kind as ImportKind,
    status: cutOff ? 'failed' : (job.status as ImportJobDto['status']),
    dryRun: job.dryRun,
    into: job.area as ImportArea,
    fileName: job.fileName,
    progress: { done: job.done, total: job.total },
    counts: job.counts,
    warnings: job.warnings ?? [],
    error: cutOff ? 'The server stopped during this import: nothing of it was written. Import the file again.' : job.error,
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
  const columns = db.getMetadata(ImportJob).columns.map((column) => column.propertyName).filter((name) => name !== 'warnings');
  const rows = await jobs(db).find({ select: Object.fromEntries(columns.map((name) => [name, true])), order: { id: 'DESC' }, take: limit });
  return rows.map((job) => toDto(job, now));
}
