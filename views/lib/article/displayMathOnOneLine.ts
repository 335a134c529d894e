// `$$\int_0^1 x^2 dx$$` alone in a paragraph is a display formula, as `$$` on lines of their own
// already are. remark-math reads two dollars on one line as inline math (a known gap of its
// syntax); this step, run after it, turns a paragraph holding nothing but such a formula into the
// display-math node remark-math makes for the multi-line form, so both render alike.

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: unknown;
}

const isBlank = (node: MdNode) => node.type === 'text' && (node.value ?? '').trim() === '';

/** The node remark-math makes for a display formula (mdast-util-math's `math`). */
const displayMath = (value: string, position: MdNode['position']): MdNode => ({
  type: 'math',
  value,
  position,
  data: { hName: 'pre', hChildren: [{ type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [{ type: 'text', value }] }] },
});

export function remarkDisplayMathOnOneLine() {
  return (tree: MdNode, file: { value: unknown }) => {
    const source = String(file.value);
    const visit = (parent: MdNode) => {
      parent.children = parent.children?.map((child) => {
        if (child.type !== 'paragraph') {
          if (child.children) visit(child);
          return child;
        }
        const content = (child.children ?? []).filter((node) => !isBlank(node));
        const [only] = content;
        const start = only?.position?.start.offset;
        const writtenAsDisplay = content.length === 1 && only.type === 'inlineMath' && start !== undefined && source.startsWith('$$', start);
        return writtenAsDisplay ? displayMath(only.value ?? '', child.position) : child;
      });
    };
    visit(tree);
  };
}
