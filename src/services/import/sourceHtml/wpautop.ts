// WordPress's wpautop(), ported line for line from wp-includes/formatting.php (WordPress/WordPress
// at 001ffe81, the version whose tests are in wordpress-develop's tests/phpunit/tests/formatting/
// wpAutop.php): double line breaks become paragraphs, single ones <br />. WordPress runs it on
// every classic post on display, whether or not the post already holds some <p>.
//
// PHP's PCRE without the u flag reads bytes, so its \s is only ASCII white space; JavaScript's \s
// also matches U+00A0 and other Unicode spaces, which would eat a post's non-breaking spaces. Every
// \s below is therefore PHP's: SPACE.

const SPACE = ' \\t\\n\\x0B\\f\\r';
const ALLBLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

/** A PHP pattern as a (by default global) JavaScript RegExp, its \s read as PHP reads it. */
export const php = (pattern: string, flags = 'g') =>
  new RegExp(pattern.replace(/\[[^\]]*\]/g, (set) => set.replaceAll('\\s', SPACE)).replaceAll('\\s', `[${SPACE}]`), flags);

const phpTrim = (text: string, characters: string) => {
  let start = 0;
  let end = text.length;
  while (start < end && characters.includes(text[start])) start++;
  while (end > start && characters.includes(text[end - 1])) end--;
  return text.slice(start, end);
};

// get_html_split_regex(): an element, a comment or a CDATA section (each to its end, or to the
// end of the text when unclosed). JavaScript has no conditional groups: alternatives do the same.
const HTML_SPLIT = /(<(?:!--[\s\S]*?(?:-->|$)|!\[CDATA\[[\s\S]*?(?:\]\]>|$)|[^>]*>?))/;

/** wp_replace_in_html_tags() with one pair: replaces inside tags, comments and CDATA only, never in text. */
export function replaceInHtmlTags(haystack: string, needle: string, replacement: string): string {
  const parts = haystack.split(HTML_SPLIT);
  for (let i = 1; i < parts.length; i += 2) parts[i] = parts[i].replaceAll(needle, replacement);
  return parts.join('');
}

export function wpautop(input: string, br = true): string {
  const preTags: [string, string][] = [];
  if (phpTrim(input, ' \t\n\r\0\x0B') === '') return '';

  // Just to make things a little easier, pad the end.
  let text = `${input}\n`;

  // <pre> blocks are replaced by placeholders and put back at the end, untouched.
  if (text.includes('<pre')) {
    const parts = text.split('</pre>');
    const last = parts.pop() ?? '';
    text = '';
    for (const part of parts) {
      const start = part.indexOf('<pre');
      if (start === -1) {
        text += part; // malformed HTML
        continue;
      }
      const name = `<pre wp-pre-tag-${preTags.length}></pre>`;
      preTags.push([name, `${part.slice(start)}</pre>`]);
      text += part.slice(0, start) + name;
    }
    text += last;
  }
  // Change multiple <br>s into two line breaks, which will turn into paragraphs.
  text = text.replace(php('<br\\s*/?>\\s*<br\\s*/?>'), '\n\n');

  // Double line breaks above block-level opening tags, below closing ones, and after <hr>.
  text = text.replace(php(`(<${ALLBLOCKS}[\\s/>])`), '\n\n$1');
  text = text.replace(php(`(</${ALLBLOCKS}>)`), '$1\n\n');
  text = text.replace(php('(<hr\\s*?/?>)'), '$1\n\n');

  text = text.replace(/\r\n|\r/g, '\n');

  // Newlines inside tags become placeholders, so that no tag is broken into paragraphs.
  text = replaceInHtmlTags(text, '\n', ' <!-- wpnl --> ');

  if (text.includes('<option')) {
    text = text.replace(php('\\s*<option'), '<option');
    text = text.replace(php('</option>\\s*'), '</option>');
  }
  if (text.includes('</object>')) {
    text = text.replace(php('(<object[^>]*>)\\s*'), '$1');
    text = text.replace(php('\\s*</object>'), '</object>');
    text = text.replace(php('\\s*(</?(?:param|embed)[^>]*>)\\s*'), '$1');
  }
  if (text.includes('<source') || text.includes('<track')) {
    text = text.replace(php('([<\\[](?:audio|video)[^>\\]]*[>\\]])\\s*'), '$1');
    text = text.replace(php('\\s*([<\\[]/(?:audio|video)[>\\]])'), '$1');
    text = text.replace(php('\\s*(<(?:source|track)[^>]*>)\\s*'), '$1');
  }
  if (text.includes('<figcaption')) {
    text = text.replace(php('\\s*(<figcaption[^>]*>)'), '$1');
    text = text.replace(php('</figcaption>\\s*'), '</figcaption>');
  }

  // Remove more than two contiguous line breaks, then wrap every chunk in a <p>.
  text = text.replace(/\n\n+/g, '\n\n');
  const paragraphs = text.split(php('\\n\\s*\\n', '')).filter((paragraph) => paragraph !== '');
  text = paragraphs.map((paragraph) => `<p>${phpTrim(paragraph, '\n')}</p>\n`).join('');

  // Under certain strange conditions it could create a P of entirely whitespace.
  text = text.replace(php('<p>\\s*</p>'), '');
  // Add a closing <p> inside <div>, <address>, or <form> tag if missing.
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  // If an opening or closing block element tag is wrapped in a <p>, unwrap it.
  text = text.replace(php(`<p>\\s*(</?${ALLBLOCKS}[^>]*>)\\s*</p>`), '$1');
  // In some cases <li> may get wrapped in <p>, fix them.
  text = text.replace(/<p>(<li.+?)<\/p>/g, '$1');
  // If a <blockquote> is wrapped with a <p>, move it inside the <blockquote>.
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  text = text.replaceAll('</blockquote></p>', '</p></blockquote>');
  // An opening <p> before a block tag, and a closing </p> after one, go.
  text = text.replace(php(`<p>\\s*(</?${ALLBLOCKS}[^>]*>)`), '$1');
  text = text.replace(php(`(</?${ALLBLOCKS}[^>]*>)\\s*</p>`), '$1');

  if (br) {
    // Newlines that must not be touched (inside script, style and svg) get a placeholder.
    text = text.replace(/<(script|style|svg).*?<\/\1>/gs, (match) => match.replaceAll('\n', '<WPPreserveNewline />'));
    text = text.replaceAll('<br>', '<br />').replaceAll('<br/>', '<br />');
    // Any newline not preceded by a <br /> gets one.
    text = text.replace(php('(?<!<br />)\\s*\\n'), '<br />\n');
    text = text.replaceAll('<WPPreserveNewline />', '\n');
  }

  // A <br /> after a block tag, or before one of a few block tags, goes.
  text = text.replace(php(`(</?${ALLBLOCKS}[^>]*>)\\s*<br />`), '$1');
  text = text.replace(php('<br />(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)'), '$1');
  // PHP's $ also matches before a final newline.
  text = text.replace(/\n<\/p>(?=\n?$)/, '</p>');

  for (const [name, pre] of preTags) text = text.replaceAll(name, pre);

  if (text.includes('<!-- wpnl -->')) text = text.replaceAll(' <!-- wpnl --> ', '\n').replaceAll('<!-- wpnl -->', '\n');
  return text;
}
