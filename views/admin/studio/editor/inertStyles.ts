// A clipboard's styles, made inert before the browser parses it: under the admin's content
// security policy every style attribute and <style> element parsed, even into a DOMParser
// document, is refused and reported on the console (one line for each). The paste steps read a
// style's text from `data-pasted-style` instead, and nothing applies it.
export const PASTED_STYLE = 'data-pasted-style';

const STYLE_ELEMENT = /<style\b[\s\S]*?<\/style\s*>/gi;
/** A `style=` among a tag's attributes (a tag whose attribute values hold `<` or `>` keeps its style: one console line, no harm). */
const STYLE_ATTRIBUTE = /(<[a-z][^<>]*?\s)style(\s*=)/gi;

export const inertStyles = (html: string) => html.replace(STYLE_ELEMENT, '').replace(STYLE_ATTRIBUTE, `$1${PASTED_STYLE}$2`);

export const pastedStyleOf = (element: Element) => element.getAttribute(PASTED_STYLE) ?? '';
