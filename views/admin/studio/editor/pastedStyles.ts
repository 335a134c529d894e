// Bold, italics and strike-through as Google Docs and Word paste them: styled spans
// (`font-weight: 700`, `font-style: italic`), not <b> and <i>. Under the admin's content security
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

export function semanticPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('span[style], a[style], p[style], li[style]')) {
    const style = element.getAttribute('style') ?? '';
    if (STRUCK.test(style)) wrap(element, 'del');
    if (ITALIC.test(style)) wrap(element, 'em');
    if (BOLD.test(style)) wrap(element, 'strong');
  }
  return doc.body.innerHTML;
}
