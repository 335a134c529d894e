// The writing editor's engine: Milkdown (ProseMirror over remark's markdown model) with the
// syntaxes the article pipeline renders (views/lib/article/renderMarkdown.ts): CommonMark, GFM
// (tables, footnotes, strikethrough, task lists) and math, which typing makes too
// (./mathTyping.ts). Browser-only; the studio loads it with a dynamic import
// (RichMarkdownEditor.tsx), so no other page pays for it.
//
// Markdown stays the stored truth: until the document really differs from the one the original
// markdown made, the editor answers the original, byte for byte.
import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, remarkStringifyOptionsCtx, rootCtx, serializerCtx } from '@milkdown/kit/core';
import { clipboard } from '@milkdown/kit/plugin/clipboard';
import { history, redoCommand, undoCommand } from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import {
  commonmark,
  createCodeBlockCommand,
  toggleEmphasisCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { gfm } from '@milkdown/kit/preset/gfm';
import type { Node as ProseNode } from '@milkdown/kit/prose/model';
import { callCommand, getMarkdown, insert } from '@milkdown/kit/utils';
import { imageWithOptionalTitle } from './imageAttributes';
import { math } from './mathNodes';
import { mathTyping } from './mathTyping';
import { semanticPastedHtml } from './pastedStyles';

/** What the toolbar can ask of the editor. */
export type EditorAction = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers' | 'quote' | 'code' | 'link' | 'undo' | 'redo';

export interface MarkdownEditor {
  run: (action: EditorAction, value?: string) => void;
  /** Puts markdown (an uploaded image) where the cursor is. */
  insertMarkdown: (markdown: string) => void;
  focus: () => void;
  destroy: () => Promise<void>;
}

export interface MarkdownEditorOptions {
  root: HTMLElement;
  markdown: string;
  label: string;
  onChange?: (markdown: string) => void;
}

const editorFor = (root: HTMLElement, markdown: string, label: string) =>
  Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root);
      ctx.set(defaultValueCtx, markdown);
      // `*` emphasis works inside a word (f*eli*s); `_` does not, and would print its underscores.
      ctx.update(remarkStringifyOptionsCtx, (options) => ({ ...options, emphasis: '*' as const, bullet: '-' as const, rule: '-' as const }));
      ctx.update(editorViewOptionsCtx, (options) => ({
        ...options,
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, spellcheck: 'true', class: 'rich-markdown' },
        transformPastedHTML: semanticPastedHtml,
      }));
    })
    .use(commonmark)
    .use(imageWithOptionalTitle)
    .use(gfm)
    .use(math)
    .use(mathTyping)
    .use(history)
    .use(listener)
    .use(clipboard);

export async function createMarkdownEditor({ root, markdown, label, onChange }: MarkdownEditorOptions): Promise<MarkdownEditor> {
  const editor = editorFor(root, markdown, label);
  let opened: ProseNode | null = null;
  let answered = markdown;
  const answer = (doc: ProseNode, written: () => string) => {
    const now = opened?.eq(doc) ? markdown : written();
    if (now === answered) return;
    answered = now;
    onChange?.(now);
  };
  editor.config((ctx) => {
    ctx.get(listenerCtx).markdownUpdated((listenerContext, written) => answer(listenerContext.get(editorViewCtx).state.doc, () => written));
  });
  await editor.create();
  opened = editor.action((ctx) => ctx.get(editorViewCtx).state.doc);
  // The listener waits for a pause in typing; leaving the editor (a tap on Save) must not lose the last words.
  const flush = () =>
    editor.action((ctx) => {
      const { doc } = ctx.get(editorViewCtx).state;
      answer(doc, () => ctx.get(serializerCtx)(doc));
    });
  const surface = editor.action((ctx) => ctx.get(editorViewCtx).dom);
  surface.addEventListener('blur', flush);

  const commands = {
    bold: () => callCommand(toggleStrongCommand.key),
    italic: () => callCommand(toggleEmphasisCommand.key),
    heading: () => callCommand(wrapInHeadingCommand.key, 2),
    bullets: () => callCommand(wrapInBulletListCommand.key),
    numbers: () => callCommand(wrapInOrderedListCommand.key),
    quote: () => callCommand(wrapInBlockquoteCommand.key),
    code: () => callCommand(createCodeBlockCommand.key),
    link: (href?: string) => callCommand(toggleLinkCommand.key, { href: href ?? '' }),
    undo: () => callCommand(undoCommand.key),
    redo: () => callCommand(redoCommand.key),
  } satisfies Record<EditorAction, (value?: string) => unknown>;

  return {
    run: (action, value) => {
      editor.action(commands[action](value) as Parameters<typeof editor.action>[0]);
      editor.action((ctx) => ctx.get(editorViewCtx).focus());
    },
    // An upload lands while the focus is elsewhere (its alt-text prompt): no blur will hand it over.
    insertMarkdown: (text) => {
      editor.action(insert(text));
      flush();
    },
    focus: () => editor.action((ctx) => ctx.get(editorViewCtx).focus()),
    destroy: async () => {
      // Switching to the source view unmounts the editor before the listener's pause has passed.
      flush();
      surface.removeEventListener('blur', flush);
      await editor.destroy();
    },
  };
}

/** The markdown the editor writes for a document it was given: parse, build its model, serialise (the fidelity test's measure). */
export async function markdownThroughEditor(markdown: string): Promise<string> {
  const root = document.createElement('div');
  const editor = editorFor(root, markdown, 'round trip');
  await editor.create();
  const written = editor.action(getMarkdown());
  await editor.destroy();
  return written;
}
