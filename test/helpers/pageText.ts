// Reads a streamed page the way a reader (not the browser's JavaScript) sees it.

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The page's markup without scripts (the dehydrated data among them) and style tags. */
export const markupOf = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');

/** The visible text of the page's markup, entities decoded and whitespace collapsed. */
export const visibleTextOf = (html: string) =>
  decodeEntities(markupOf(html).replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** The opening tags of one element type, each as its raw text. */
export const tagsOf = (html: string, tag: string) => markupOf(html).match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];

/** The content of the one element whose opening tag contains `marker`, up to its closing tag. */
export function elementWith(html: string, tag: string, marker: string): string {
  const markup = markupOf(html);
  const start = markup.search(new RegExp(`<${tag}\\b[^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`));
  if (start < 0) throw new Error(`no <${tag}> with ${marker}`);
  const end = markup.indexOf(`</${tag}>`, start);
  return markup.slice(start, end + tag.length + 3);
}
