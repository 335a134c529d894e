// Math in the editor, written as the article pipeline reads it (remark-math, views/lib/article):
// `$…$` inside a line, `$$…$$` as a block. Inline math is one atom showing its TeX; a display
// formula is a block of plain TeX, edited like code. Our one-line `$$…$$` paragraph (a display
// formula in the pipeline, displayMathOnOneLine.ts) is read as a block too, so it keeps its meaning.
import { $nodeSchema, $remark } from '@milkdown/kit/utils';
import remarkMath from 'remark-math';
import { remarkDisplayMathOnOneLine } from '../../../lib/article/displayMathOnOneLine';

export const remarkMathPlugin = $remark('remarkMath', () => remarkMath);
export const remarkDisplayMathPlugin = $remark('remarkDisplayMathOnOneLine', () => remarkDisplayMathOnOneLine);

export const mathInlineSchema = $nodeSchema('math_inline', () => ({
  group: 'inline',
  inline: true,
  atom: true,
  attrs: { value: { default: '' } },
  parseDOM: [{ tag: 'span[data-math-inline]', getAttrs: (dom) => ({ value: (dom as HTMLElement).dataset.mathInline ?? '' }) }],
  toDOM: (node) => ['span', { 'data-math-inline': node.attrs.value, class: 'editor-math' }, `$${node.attrs.value}$`],
  parseMarkdown: {
    match: (node) => node.type === 'inlineMath',
    runner: (state, node, type) => {
      state.addNode(type, { value: String(node.value ?? '') });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'math_inline',
    runner: (state, node) => {
      state.addNode('inlineMath', undefined, node.attrs.value);
    },
  },
}));

export const mathDisplaySchema = $nodeSchema('math_display', () => ({
  group: 'block',
  content: 'text*',
  marks: '',
  code: true,
  defining: true,
  parseDOM: [{ tag: 'pre[data-math-display]', preserveWhitespace: 'full' }],
  toDOM: () => ['pre', { 'data-math-display': '', class: 'editor-math' }, 0],
  parseMarkdown: {
    match: (node) => node.type === 'math',
    runner: (state, node, type) => {
      const value = String(node.value ?? '');
      state.openNode(type);
      if (value) state.addText(value);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'math_display',
    runner: (state, node) => {
      state.addNode('math', undefined, node.textContent);
    },
  },
}));

export const math = [remarkMathPlugin, remarkDisplayMathPlugin, mathInlineSchema, mathDisplaySchema].flat();
