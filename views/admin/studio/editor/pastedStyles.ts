// Bold, italics and strike-through as Google Docs and Word paste them: styled spans
// (`font-weight: 700`, `font-style: italic`), not <b> and <i>. And Word's lists, which are
// paragraphs styled `mso-list` with the bullet typed in front, made <ul>/<ol> again (one level). Under the admin's content security
// policy a pasted style attribute is never applied, so ProseMirror, which reads `element.style`,
// would see plain text. This rewrites those spans as <strong>, <em> and <del> from the attribute's
// text before the paste is parsed; every other style is dropped by the schema, which keeps only
// what markdown can say.
const BOLD = /(?:^|;)\s*font-weight\s*:\s*(?:bold|bolder|[6-9]00)\b/i;
const ITALIC = /(?:^|;)\s*font-style\s*:\s*italic\b/i;
const STRUCK = /(?:^|;)\s*text-decoration(?:-line)?\s*:[^;]*line-through/i;

const wrap = (element: Element, tagName: string) => {
  const wrapper = element.ownerDocument.createElement(tagName);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
};

const WORD_LIST_ITEM = /mso-list\s*:\s*l\d/i;
const WORD_MARKER = /mso-list\s*:\s*ignore/i;
const NUMBERED_MARKER = /^\s*(?:\d+|[a-z]|[ivx]+)[.)]/i;

/** Word's list paragraphs, each run of them one list; the typed bullet or number taken out. */
function wordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll('p')].filter((p) => WORD_LIST_ITEM.test(p.getAttribute('style') ?? ''));
  let list: HTMLElement | null = null;
  for (const paragraph of items) {
    const marker = [...paragraph.querySelectorAll('span')].find((span) => WORD_MARKER.test(span.getAttribute('style') ?? ''));
    const numbered = NUMBERED_MARKER.test(marker?.textContent ?? '');
    marker?.remove();
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list) {
      list = doc.createElement(numbered ? 'ol' : 'ul');
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    list.append(item);
    paragraph.remove();
  }
}

export function semanticPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  wordLists(doc);
  for (const element of doc.body.querySelectorAll('span[style], a[style], p[style], li[style]')) {
    const style = element.getAttribute('style') ?? '';
    if (STRUCK.test(style)) wrap(element, 'del');
    if (ITALIC.test(style)) wrap(element, 'em');
    if (BOLD.test(style)) wrap(element, 'strong');
  }
  return doc.body.innerHTML;
}
