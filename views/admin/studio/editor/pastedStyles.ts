// Bold as Google Docs and Word paste it: a span with `font-weight: 700`, not a <b>. Milkdown's
// strong mark reads `font-style: bold` (a slip), so a pasted bold word would come in plain.
// Every other style is dropped by the schema, which keeps only what markdown can say.
import { strongSchema } from '@milkdown/kit/preset/commonmark';

const BOLD_WEIGHT = /^(?:bold|bolder|[6-9]00)$/;

export const strongFromFontWeight = strongSchema.extendSchema((previous) => (ctx) => {
  const spec = previous(ctx);
  return { ...spec, parseDOM: [...(spec.parseDOM ?? []), { style: 'font-weight', getAttrs: (value: string) => (BOLD_WEIGHT.test(value) ? null : false) }] };
});
