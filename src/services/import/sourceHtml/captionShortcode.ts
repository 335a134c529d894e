// WordPress's [caption] shortcode (the classic editor's captioned image) as the figure
// WordPress itself writes for it (img_caption_shortcode with HTML5 captions), its alignment kept
// as a class: <figure class="wp-caption aligncenter"><img …><figcaption>…</figcaption></figure>.
// As on WordPress it runs after wpautop, and a caption alone in its paragraph loses the <p>
// around it (shortcode_unautop).

const ALIGNMENTS = new Set(['aligncenter', 'alignleft', 'alignright', 'alignnone']);

/** shortcode_parse_atts(): name="value", name='value' and name=value. */
function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)) attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4];
  return attributes;
}

export function captionsToFigures(html: string): string {
  return html.replace(/(<p>\s*)?\[caption([^\]]*)\]([\s\S]*?)\[\/caption\](\s*<\/p>)?/g, (whole, open: string | undefined, rawAttributes: string, inner: string, close: string | undefined) => {
    const attributes = shortcodeAttributes(rawAttributes);
    let image = inner;
    let caption = attributes.caption;
    if (caption === undefined) {
      const match = /((?:<a [^>]+>\s*)?<img [^>]+>(?:\s*<\/a>)?)([\s\S]*)/i.exec(inner);
      if (!match) return whole;
      image = match[1];
      caption = match[2].replace(/^(?:\s|<br \/>)+|(?:\s|<br \/>)+$/g, '');
    }
    const align = ALIGNMENTS.has(attributes.align) ? attributes.align : 'alignnone';
    const figure = `<figure class="wp-caption ${align}">${image.trim()}${caption ? `<figcaption class="wp-caption-text">${caption}</figcaption>` : ''}</figure>`;
    // A paragraph around the caption alone goes; half of one (text beside it) stays, closed.
    if (open && close) return figure;
    return `${open ?? ''}${figure}${close ?? ''}`;
  });
}
