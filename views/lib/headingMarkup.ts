// Reading headings out of an HTML string, shared by addHeadingIds (server) and the table of
// contents (server and browser). Attribute values may hold '>', so tags are matched
// attribute by attribute.

export const ATTRIBUTES = String.raw`((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)`;

/** A heading: its level, its attributes, its content. */
export const HEADING_PATTERN = new RegExp(String.raw`<h([1-6])${ATTRIBUTES}\s*>([\s\S]*?)<\/h\1\s*>`, 'gi');

/** Any tag, opening or closing. */
export const TAG_PATTERN = new RegExp(String.raw`<\/?[a-z][a-z0-9]*${ATTRIBUTES}\s*\/?>`, 'gi');

const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The id an attribute list declares, if any. */
export const idOf = (attributes: string): string | undefined => {
  const match = attributes.match(ID_ATTRIBUTE);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};
