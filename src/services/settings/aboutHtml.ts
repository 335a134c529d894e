// The About story's HTML: rendered from its markdown when the owner saves it (in the bounded
// markdown thread, like a post's body) and kept in the settings table beside the sections, so
// no page renders markdown. A new site's story is plain paragraphs, written out here.
import { renderArticleMarkdown } from '../../markdown/renderArticleMarkdown';
import { defaultSettings } from '../../../views/content/defaultSettings';

/** The settings table's row for it: not a section of SiteSettings, so neither the admin's GET nor PATCH sees it. */
export const ABOUT_HTML_ROW = 'aboutHtml';

const MAX_ABOUT_HTML = 100_000;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const defaultAboutHtml = defaultSettings.about.markdown
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
  .join('\n');

/**
 * Longer than a post's deadline: the story is short (20,000 characters at most), but the first
 * render in a process also starts the thread and loads its highlighter, which took over 5 s on a
 * busy machine.
 */
const ABOUT_RENDER_DEADLINE_MS = 20_000;

export const renderAboutHtml = (markdown: string): Promise<string> => renderArticleMarkdown(markdown, MAX_ABOUT_HTML, ABOUT_RENDER_DEADLINE_MS);
