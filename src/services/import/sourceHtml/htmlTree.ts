// The HTML of an imported item as a tree (rehype-parse, the parser the sanitiser uses) and back,
// for the transforms that change its structure.
import type { Element, ElementContent, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

const parser = unified().use(rehypeParse, { fragment: true });
const writer = unified().use(rehypeStringify);

export const parseHtml = (html: string): Root => parser.parse(html);
export const writeHtml = (tree: Root): string => writer.stringify(tree);

export const isElement = (node: unknown): node is Element => typeof node === 'object' && node !== null && (node as Element).type === 'element';

export const classesOf = (element: Element): string[] => {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

export const attributeOf = (element: Element, name: string): string | undefined => {
  const value = element.properties[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : undefined;
};

/** Every element below `node`, depth first, in document order. */
export function* descendants(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

/** The text inside an element, as a reader sees it. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
