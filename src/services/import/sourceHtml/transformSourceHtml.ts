// An imported item's HTML made ready for this site, the way its source would have shown it:
// for WordPress, its embeds (autoembed), paragraphs (wpautop, as WordPress runs it on every
// classic post, whether or not it already holds some <p>; never on block-editor posts, which
// WordPress leaves alone too) and [caption]s, in WordPress's own order; for every source, embeds
// and media turned into what the site can show (embedCards.ts). Image alignment stays as the
// classes WordPress writes (aligncenter, alignleft, alignright, alignnone), which the sanitiser
// keeps and the site styles. Each change comes with a warning for the item.
import { autoembed } from './autoembed';
import { captionsToFigures } from './captionShortcode';
import { embedCards } from './embedCards';
import { wpautop } from './wpautop';

export interface SourceHtmlOptions {
  source: 'wordpress' | 'ghost' | 'substack';
  /** The old site's address: relative media addresses are resolved against it, and its images are counted (oldHostImages.ts). */
  oldSiteUrl?: string;
}

export function transformSourceHtml(html: string, options: SourceHtmlOptions): { html: string; warnings: string[] } {
  let text = html;
  if (options.source === 'wordpress') {
    const blockEditor = text.includes('<!-- wp:'); // WordPress's has_blocks()
    text = autoembed(text);
    if (!blockEditor) text = wpautop(text);
    text = captionsToFigures(text);
  }
  return embedCards(text, options);
}

/** The same, for a reader: the HTML back, each warning given to the reader's own `warn` for the item. */
export function sourceHtml(html: string, options: SourceHtmlOptions, warn: (message: string) => void): string {
  const result = transformSourceHtml(html, options);
  for (const message of result.warnings) warn(message);
  return result.html;
}
