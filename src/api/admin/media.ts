// The media library's API: upload (multipart), list, change an item's alt text, delete (409
// while a page still shows it, unless forced; always while a setting names it).
import type { DataSource } from 'typeorm';
import { MediaAltInput, MediaDeleteInput, MediaListInput } from '../../../entities/MediaInput';
import { HttpError } from '../../errors';
import { findMediaItem, deleteMediaItem, listMedia, storeMedia, updateMediaAlt, getMedia } from '../../services/media/mediaStore';
import { mediaUses, settingsUsing } from '../../services/media/mediaUsage';
import { enterUploadQueue } from '../../services/media/uploadQueue';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { clientGoneSignal } from '../clientGone';
import { readUpload, uploadFolderOf } from '../readUpload';
import { validateBody, validateQuery } from '../validateInput';

async function deleteMedia(db: DataSource, id: number, force: boolean) {
  const item = await findMediaItem(db, id);
  const usedBy = await mediaUses(db, item.hash);
  // A setting holds the item's id, not its address: force would leave it naming nothing.
  const settings = await settingsUsing(db, item.hash);
  if (settings.length > 0) {
    throw new HttpError(409, `This file is ${settings.map((setting) => setting.field).join(' and ')} in the settings: choose another there before deleting it`, { usedBy, settings: settings.map((setting) => setting.field) });
  }
  if (usedBy.length > 0 && !force) {
    throw new HttpError(409, `This file is still used by ${usedBy.length === 1 ? 'one page' : `${usedBy.length} pages`}: delete it anyway with force=true`, { usedBy });
  }
  await deleteMediaItem(db, item);
  return { success: true, usedBy };
}

export const adminMediaApi = defineApi('media', (api) => {
  api.post('/admin/media', undefined, async ({ db, config }, { ctx }) => {
    // A place in the queue first: a refused upload costs no memory, as its body is never read.
    const place = enterUploadQueue(config);
    try {
      const signal = clientGoneSignal(ctx);
      const upload = await readUpload(ctx, config.mediaMaxBytes, uploadFolderOf(config.dataDir));
      const { alt } = await validateBody(MediaAltInput, { alt: upload.fields.alt ?? '' });
      const { item, created } = await storeMedia(db, { bytes: upload.bytes, fileName: upload.fileName, alt }, { place, signal });
      // The same bytes uploaded again answer the item already stored: 200, not 201.
      ctx.status = created ? 201 : 200;
      ctx.body = item;
      return item;
    } finally {
      place.leave();
    }
  }, { admin: true, status: 201 });
  api.get('/admin/media', async ({ db }, { query }) => listMedia(db, (await validateQuery(MediaListInput, query)).q), { admin: true });
  api.get('/admin/media/:id', ({ db }, { params }) => getMedia(db, idParam(params)), { admin: true });
  api.get('/admin/media/:id/uses', async ({ db }, { params }) => mediaUses(db, (await findMediaItem(db, idParam(params))).hash), { admin: true });
  api.put('/admin/media/:id', MediaAltInput, ({ db }, { params, body }) => updateMediaAlt(db, idParam(params), body.alt), { admin: true });
  api.delete('/admin/media/:id', async ({ db }, { params, query }) => {
    const { force } = await validateQuery(MediaDeleteInput, query);
    return deleteMedia(db, idParam(params), force === 'true');
  }, { admin: true });
});
