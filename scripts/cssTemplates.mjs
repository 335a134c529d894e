// The build's CSS-in-JS text, minified: inside every css`…` and keyframes`…` template of views/,
// runs of whitespace that hold a line break become one space, and the spaces around { } ; and
// after a property's colon go.
// Interpolations (${…}) are left as written. Gzip already squeezes most of the indentation, but
// not all: this takes about 0.25 KB off every page's script. The server and the browser bundles
// both apply it, so Emotion hashes the same text on both sides and hydration matches. The CSS
// Emotion writes into the page is the same either way (stylis minifies it); only the class
// names, hashes of the text, differ from a render of the unbundled source.
const TAG = /(?<![\w$.])(?:css|keyframes)`/g;

/** The index of the `}` closing an interpolation whose body starts at `from`. */
function endOfExpression(source, from) {
  let depth = 1;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (ch === "'" || ch === '"') i = endOfString(source, i);
    else if (ch === '`') i = endOfTemplate(source, i + 1);
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('unterminated ${ in a template');
}

function endOfString(source, start) {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === source[start]) return i;
  }
  throw new Error('unterminated string');
}

/** The index of the backtick closing a template whose text starts at `from`. */
function endOfTemplate(source, from) {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '`') return i;
    else if (source[i] === '$' && source[i + 1] === '{') i = endOfExpression(source, i + 2);
  }
  throw new Error('unterminated template');
}

// No css`…` of views/ holds a string with ': ' in it (only content: ''), so a property's colon
// loses its space too. Commas keep theirs: stylis keeps them inside functions (rgba(1, 2, 3)),
// and the CSS written into the page stays the same as the source's.
const minifyText = (text) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/(?<=[\w-]):\s+/g, ':')
    .replace(/;}/g, '}');

export function minifyCssTemplates(source) {
  let out = '';
  let at = 0;
  for (const match of source.matchAll(TAG)) {
    if (match.index < at) continue; // inside a template already handled
    const textStart = match.index + match[0].length;
    const end = endOfTemplate(source, textStart);
    out += source.slice(at, textStart);
    let piece = textStart;
    const parts = [];
    for (let i = textStart; i < end; i++) {
      if (source[i] === '\\') i++;
      else if (source[i] === '$' && source[i + 1] === '{') {
        const close = endOfExpression(source, i + 2);
        parts.push(minifyText(source.slice(piece, i)), source.slice(i, close + 1));
        piece = close + 1;
        i = close;
      }
    }
    parts.push(minifyText(source.slice(piece, end)));
    out += `${parts.join('').trim()}\``;
    at = end + 1;
  }
  return out + source.slice(at);
}
