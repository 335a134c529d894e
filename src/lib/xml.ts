// Text for XML documents (sitemap, feeds). XML 1.0 cannot carry control characters or lone
// surrogates at all, escaped or not, so they are dropped rather than left to break the parse.

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters XML 1.0 cannot carry
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const xmlSafe = (text: string) => text.toWellFormed().replace(NOT_XML_CHARACTERS, '');

/** Text for an element or an attribute value. */
export const escapeXml = (text: string) => xmlSafe(text).replace(/[&<>"']/g, (ch) => xmlEscapes[ch]);

/** A CDATA section holding `text` verbatim; a ']]>' inside it is split across two sections. */
export const cdata = (text: string) => `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
