// Math typed as the article pipeline reads it (./mathNodes.ts): `$x^2$` becomes an inline formula
// as its closing dollar is typed; `$$` alone on a line, then Enter or a space, opens a display
// formula, and a `$$` line typed at its end, then Enter, closes it; `$$x$$` typed alone on a line
// is a whole display formula too. Backspace just after an inline formula opens it back into its TeX
// source (less its closing dollar), so it can be edited and closed again with `$`.
import type { NodeType } from '@milkdown/kit/prose/model';
import { InputRule, textblockTypeInputRule } from '@milkdown/kit/prose/inputrules';
import { type Command, TextSelection } from '@milkdown/kit/prose/state';
import { $inputRule, $shortcut } from '@milkdown/kit/utils';
import { mathDisplaySchema, mathInlineSchema } from './mathNodes';

/** `$…$` just closed: no space inside either dollar (so "$5 and $10" stays text), not `$$` nor an escaped `\$`. */
const INLINE_MATH = /(?<![\\$])\$([^\s$](?:[^$]*[^\s$])?)\$$/;
const DISPLAY_ON_ONE_LINE = /^\$\$([^$]+)\$\$$/;
const DISPLAY_OPENER = '$$';

export const inlineMathInputRule = $inputRule(
  (ctx) => new InputRule(INLINE_MATH, (state, match, start, end) => state.tr.replaceWith(start, end, mathInlineSchema.type(ctx).create({ value: match[1] })), { inCodeMark: false }),
);

export const displayMathOnSpaceInputRule = $inputRule((ctx) => textblockTypeInputRule(/^\$\$\s$/, mathDisplaySchema.type(ctx)));

export const displayMathOnOneLineInputRule = $inputRule(
  (ctx) =>
    new InputRule(DISPLAY_ON_ONE_LINE, (state, match, start, end) => {
      const $start = state.doc.resolve(start);
      const formulaType = mathDisplaySchema.type(ctx);
      if ($start.parentOffset !== 0 || end !== $start.end() || !$start.node(-1).canReplaceWith($start.index(-1), $start.index(-1) + 1, formulaType)) return null;
      // The formula is whole: the writing goes on in a new line below it.
      const formula = formulaType.create(null, state.schema.text(match[1]));
      const below = $start.before() + formula.nodeSize;
      const tr = state.tr.replaceWith($start.before(), $start.after(), [formula, state.schema.nodes.paragraph.create()]);
      return tr.setSelection(TextSelection.create(tr.doc, below + 1));
    }),
);

/** Enter on a line that is only `$$`: the line becomes an empty display formula, the cursor in it. */
const openDisplayMath =
  (formula: NodeType): Command =>
  (state, dispatch) => {
    const { $cursor } = state.selection as TextSelection;
    if (!$cursor || $cursor.parent.type.spec.code || $cursor.parent.textContent !== DISPLAY_OPENER || $cursor.parentOffset !== DISPLAY_OPENER.length) return false;
    const container = $cursor.node(-1);
    const index = $cursor.index(-1);
    if (!container.canReplaceWith(index, index + 1, formula)) return false;
    if (dispatch) {
      const tr = state.tr.replaceWith($cursor.before(), $cursor.after(), formula.create());
      dispatch(tr.setSelection(TextSelection.create(tr.doc, $cursor.before() + 1)).scrollIntoView());
    }
    return true;
  };

/** Enter at the end of a display formula whose last line is `$$`: that line goes, and a paragraph after the formula takes the cursor. */
const closeDisplayMath =
  (formula: NodeType): Command =>
  (state, dispatch) => {
    const { $cursor } = state.selection as TextSelection;
    if (!$cursor || $cursor.parent.type !== formula || $cursor.parentOffset !== $cursor.parent.content.size) return false;
    const text = $cursor.parent.textContent;
    const closer = text.lastIndexOf(`\n${DISPLAY_OPENER}`);
    if (closer === -1 || text.slice(closer + 1).trim() !== DISPLAY_OPENER) return false;
    if (dispatch) {
      const tr = state.tr.delete($cursor.start() + closer, $cursor.pos);
      const after = tr.mapping.map($cursor.after());
      tr.insert(after, state.schema.nodes.paragraph.create());
      dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
    }
    return true;
  };

/** Backspace right after an inline formula: its source again, less the closing dollar. */
const openInlineMath =
  (inline: NodeType): Command =>
  (state, dispatch) => {
    const { $cursor } = state.selection as TextSelection;
    const before = $cursor?.nodeBefore;
    if (!$cursor || before?.type !== inline) return false;
    if (dispatch) dispatch(state.tr.replaceWith($cursor.pos - before.nodeSize, $cursor.pos, state.schema.text(`$${String(before.attrs.value)}`)));
    return true;
  };

/** Before the editor's own Enter and Backspace (priority 50), which would split the line or delete the formula. */
const FIRST = 100;

export const mathKeys = $shortcut((ctx) => ({
  OpenDisplayMath: { key: 'Enter', onRun: () => openDisplayMath(mathDisplaySchema.type(ctx)), priority: FIRST },
  CloseDisplayMath: { key: 'Enter', onRun: () => closeDisplayMath(mathDisplaySchema.type(ctx)), priority: FIRST },
  OpenInlineMath: { key: 'Backspace', onRun: () => openInlineMath(mathInlineSchema.type(ctx)), priority: FIRST },
}));

export const mathTyping = [inlineMathInputRule, displayMathOnSpaceInputRule, displayMathOnOneLineInputRule, mathKeys];
