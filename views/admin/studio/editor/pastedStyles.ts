// Bold, italics and strike-through as Google Docs and Word paste them: styled spans
// (`font-weight: 700`, `font-style: italic`), not <b> and <i>; Google Docs' <b> around it all,
// which is not bold; and Word's lists, made nested <ul>/<ol> again (./wordLists.ts). Under the
// admin's content security policy a pasted style attribute is never applied, so ProseMirror,
// which reads `element.style`, would see plain text. This rewrites those spans as <strong>, <em>
// and <del> from the attribute's text (kept inert, ./inertStyles.ts) before the paste is parsed;
// every other style is dropped by the schema, which keeps only what markdown can say.
import { inertStyles, PASTED_STYLE, pastedStyleOf } from './inertStyles';
import { wordListParagraphs } from './wordLists';

const BOLD = /(?:^|;)\s*font-weight\s*:\s*(?:bold|bolder|[6-9]00)\b/i;
const ITALIC = /(?:^|;)\s*font-style\s*:\s*italic\b/i;
const STRUCK = /(?:^|;)\s*text-decoration(?:-line)?\s*:[^;]*line-through/i;

const wrap = (element: Element, tagName: string) => {
  const wrapper = element.ownerDocument.createElement(tagName);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
};

/** Google Docs wraps the whole clipboard in `<b style="font-weight:normal" id="docs-internal-guid-…">`: not bold. */
function googleDocsWrapper(doc: Document): void {
  for (const wrapper of doc.body.querySelectorAll('b[id^="docs-internal-guid"]')) wrapper.replaceWith(...wrapper.childNodes);
}

export function semanticPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(inertStyles(html), 'text/html');
  googleDocsWrapper(doc);
  wordListParagraphs(doc);
  const styled = `:is(span, a, p, li)[${PASTED_STYLE}]`;
  for (const element of doc.body.querySelectorAll(styled)) {
    const style = pastedStyleOf(element);
    if (STRUCK.test(style)) wrap(element, 'del');
    if (ITALIC.test(style)) wrap(element, 'em');
    if (BOLD.test(style)) wrap(element, 'strong');
  }
  for (const element of doc.body.querySelectorAll(`[${PASTED_STYLE}]`)) element.removeAttribute(PASTED_STYLE);
  return doc.body.innerHTML;
}
