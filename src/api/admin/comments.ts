// The moderation queue of comments from the social web, the owner's blocks and rules.
import { CommentBlockInput, CommentListInput, CommentRulesInput, CommentStatusInput } from '../../../entities/CommentInputs';
import { deleteComment, listComments, setCommentStatus } from '../../services/comments/moderation';
import { addBlock, listBlocks, readCommentRules, removeBlock, saveCommentRules } from '../../services/comments/moderationRules';
import { defineApi } from '../define';
import { idParam } from '../idParam';
import { validateQuery } from '../validateInput';

// Comments show on posts and essays, in the 'comments' area: the service renews their pages when
// what they show changes (src/services/comments/moderation.ts); blocks and rules change no page.
export const adminCommentsApi = defineApi('comments', (api) => {
  const admin = { admin: true, bumpsItsOwnArea: true };
  api.get('/admin/comments', async ({ db }, { query }) => listComments(db, (await validateQuery(CommentListInput, query)).status ?? 'pending'), admin);
  api.get('/admin/comments/blocks', ({ db }) => listBlocks(db), admin);
  api.post('/admin/comments/blocks', CommentBlockInput, ({ db }, { body }) => addBlock(db, body.kind, body.value), { ...admin, status: 201 });
  api.delete('/admin/comments/blocks/:id', ({ db }, { params }) => removeBlock(db, idParam(params)), admin);
  api.get('/admin/comments/rules', ({ db }) => readCommentRules(db), admin);
  api.put('/admin/comments/rules', CommentRulesInput, ({ db }, { body }) => saveCommentRules(db, { trustApprovedAuthors: body.trustApprovedAuthors }), admin);
  api.patch('/admin/comments/:id', CommentStatusInput, ({ db }, { params, body }) => setCommentStatus(db, idParam(params), body.status), admin);
  api.delete('/admin/comments/:id', ({ db }, { params }) => deleteComment(db, idParam(params)), admin);
});
