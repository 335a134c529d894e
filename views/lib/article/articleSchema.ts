// The allow-list of article HTML, whether the owner wrote HTML or markdown: ordinary formatting,
// links, images, code (highlighted: colour classes and a language label), headings (with ids),
// lists and task lists, quotes, tables, footnotes with their back-links and MathML formulas stay;
// scripts, styles, frames, forms, event handlers, style attributes and any URL that is not
// http(s), mailto, tel or relative go.
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

type PropertyDefinition = NonNullable<SanitizeSchema['attributes']>[string][number];

/**
 * Heading ids stay as written (no 'user-content-' prefix) so in-page anchors keep working,
 * but only slug-like ones, and never one the page itself relies on: a post's
 * id="__REACT_QUERY_STATE__" or id="newsletter" would otherwise shadow the real element.
 */
const HEADING_ID = /^(?!(?:root|main-content|newsletter|footer-newsletter|mobile-menu)$)[a-z][a-z0-9_-]{0,99}$/i;
const headingAttributes: PropertyDefinition[] = [['id', HEADING_ID]];

/** The MathML that KaTeX writes (rehype-katex with output 'mathml'), presentation elements only. */
const MATHML_ELEMENTS = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mo', 'mn', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac',
  'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'mstyle', 'mpadded', 'mphantom',
  'menclose', 'merror', 'mmultiscripts', 'mprescripts', 'none',
];
const MATHML_LENGTH = /^-?[\d.]+(?:em|ex|px|pt|mu|%)?$|^(?:thin|medium|thick|0)$/;
const MATHML_COLOUR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const mathmlAttributes: PropertyDefinition[] = [
  ['mathvariant', /^[a-z-]{1,30}$/], ['stretchy', 'true', 'false'], ['fence', 'true', 'false'], ['separator', 'true', 'false'],
  ['accent', 'true', 'false'], ['accentunder', 'true', 'false'], ['largeop', 'true', 'false'], ['movablelimits', 'true', 'false'],
  ['symmetric', 'true', 'false'], ['form', 'prefix', 'infix', 'postfix'], ['lspace', MATHML_LENGTH], ['rspace', MATHML_LENGTH],
  ['minsize', MATHML_LENGTH], ['maxsize', MATHML_LENGTH], ['width', MATHML_LENGTH], ['height', MATHML_LENGTH], ['depth', MATHML_LENGTH],
  ['voffset', MATHML_LENGTH], ['linethickness', MATHML_LENGTH], ['scriptlevel', /^[+-]?\d$/], ['displaystyle', 'true', 'false'],
  ['columnalign', /^(?:(?:left|center|right) ?)+$/], ['rowalign', /^(?:(?:top|bottom|center|baseline|axis) ?)+$/],
  ['columnspacing', /^(?:[\d.]+em ?)+$/], ['rowspacing', /^(?:[\d.]+em ?)+$/], ['columnlines', /^(?:(?:none|solid|dashed) ?)+$/],
  ['rowlines', /^(?:(?:none|solid|dashed) ?)+$/], ['notation', /^[a-z ]{1,80}$/], ['mathcolor', MATHML_COLOUR], ['mathbackground', MATHML_COLOUR],
];

/** Highlighted code: one colour class per theme on each token (codeTheme.ts), 'line' on each line. */
const CODE_TOKEN_CLASS = /^hl-[ld]-[0-9a-f]{3,8}$/;

/** Image alignment as WordPress writes it (on img, figure and div.wp-caption): kept, and styled by articleCss.ts. */
export const ALIGNMENT_CLASSES = ['aligncenter', 'alignleft', 'alignright', 'alignnone'];
/** The link card an import puts in place of an embed or a media player (src/services/import/sourceHtml/embedCards.ts). */
export const EMBED_CARD_CLASSES = ['embed-card', 'embed-card-video'];

export const articleSchema: SanitizeSchema = {
  tagNames: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small',
    'sub', 'sup', 'abbr', 'cite', 'q', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'code', 'pre', 'kbd', 'samp', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'div', 'span',
    'details', 'summary', 'section', 'input',
    ...MATHML_ELEMENTS,
  ],
  attributes: {
    '*': ['title', 'lang', 'dir'],
    // Footnote references and back-links (remark-gfm) keep the ids and labels that tie them together.
    a: ['href', ['id', /^user-content-fnref-[\w-]{1,60}$/], 'dataFootnoteRef', 'dataFootnoteBackref', ['ariaDescribedBy', 'footnote-label'], ['ariaLabel', /^Back to reference [\w-]{1,60}$/], ['className', 'data-footnote-backref', ...EMBED_CARD_CLASSES]],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy'], ['className', ...ALIGNMENT_CLASSES]],
    figure: [['className', ...ALIGNMENT_CLASSES]],
    div: [['className', ...ALIGNMENT_CLASSES]],
    pre: [['className', 'code-block'], ['dataLanguage', /^[\w +#.-]{1,24}$/], ['tabIndex', 0]],
    code: [['className', /^language-[\w-]+$/]],
    span: [['className', 'line', 'katex', CODE_TOKEN_CLASS]],
    section: ['dataFootnotes', ['className', 'footnotes']],
    li: [['id', /^user-content-fn-[\w-]{1,60}$/], ['className', 'task-list-item']],
    ul: [['className', 'contains-task-list']],
    ol: ['start', 'reversed', ['className', 'contains-task-list']],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    math: [['display', 'block', 'inline']],
    annotation: [['encoding', 'application/x-tex']],
    ...Object.fromEntries(MATHML_ELEMENTS.filter((name) => name !== 'math' && name !== 'annotation').map((name) => [name, mathmlAttributes])),
    blockquote: ['cite'],
    q: ['cite'],
    th: ['colSpan', 'rowSpan', 'scope', 'align'],
    td: ['colSpan', 'rowSpan', 'align'],
    h1: headingAttributes,
    h2: [...headingAttributes, ['className', 'visually-hidden']],
    h3: headingAttributes,
    h4: headingAttributes,
    h5: headingAttributes,
    h6: headingAttributes,
  },
  ancestors: defaultSchema.ancestors,
  // A task list's box is a disabled checkbox, never a form control.
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'], cite: ['http', 'https'] },
  clobber: [],
  // Removed with everything inside them (other unknown elements are unwrapped, keeping their text).
  strip: ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'title', 'head'],
  allowComments: false,
  allowDoctypes: false,
};
