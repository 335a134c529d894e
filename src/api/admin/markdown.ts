// The writing editor's server side: an HTML body made markdown once, with what it would lose.
import { HtmlToMarkdownInput } from '../../../entities/HtmlToMarkdownInput';
import { convertHtmlBody } from '../../markdown/convertHtmlBody';
import { defineApi } from '../define';

export const adminMarkdownApi = defineApi('blog', (api) => {
  api.post('/admin/markdown/from-html', HtmlToMarkdownInput, (_deps, { body }) => convertHtmlBody(body.html), { admin: true, computesOnly: true });
});
