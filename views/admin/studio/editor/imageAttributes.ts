// Images as markdown has them: remark gives `title: null` (and may give `alt: null`) when the
// markdown has none, which Milkdown's image node refuses as not a string, so without this every
// image without a title vanished from the document. A pasted <img> keeps only the title it has
// (Milkdown copies its alt into the title, which would add a tooltip the page never had).
import { imageSchema } from '@milkdown/kit/preset/commonmark';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const imageWithOptionalTitle = imageSchema.extendSchema((previous) => (ctx) => {
  const spec = previous(ctx);
  return {
    ...spec,
    parseDOM: [{ tag: 'img[src]', getAttrs: (dom: HTMLElement) => ({ src: text(dom.getAttribute('src')), alt: text(dom.getAttribute('alt')), title: text(dom.getAttribute('title')) }) }],
    parseMarkdown: {
      match: spec.parseMarkdown.match,
      runner: (state, node, type) => {
        state.addNode(type, { src: text(node.url), alt: text(node.alt), title: text(node.title) });
      },
    },
  };
});
