// Webmention's endpoint (src/services/comments/receiveWebmention.ts): form-encoded, answered 202
// once checked and queued; the source is fetched later. Rate-limited like every public write.
// Nothing public changes until the comment is approved: the comments service renews the pages then.
import { WebmentionInput } from '../../entities/CommentInputs';
import { acceptWebmention } from '../services/comments/receiveWebmention';
import { defineApi } from './define';

export const webmentionApi = defineApi('comments', (api) => {
  api.post('/webmention', WebmentionInput, ({ db, config }, { body }) => acceptWebmention(db, config.siteUrl, body), { status: 202, bumpsItsOwnArea: true });
});
