// The writing editor's engine (views/admin/studio/editor) bundled for a blank Chromium page, so a
// test can run its markdown parser and serialiser exactly as the studio does, without the admin.
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

const ENTRY = `import { markdownThroughEditor } from './views/admin/studio/editor/createMarkdownEditor';
window.markdownThroughEditor = markdownThroughEditor;`;

let bundle: Promise<string> | null = null;

const editorBundle = () =>
  (bundle ??= build({ stdin: { contents: ENTRY, resolveDir: path.resolve('.'), loader: 'ts' }, bundle: true, write: false, format: 'iife', target: 'es2022', logLevel: 'silent' }).then(
    (result) => result.outputFiles[0].text,
  ));

/** Puts the editor's engine on a blank page: `window.markdownThroughEditor(markdown)` answers what the editor writes back. */
export async function loadEditorEngine(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: await editorBundle() });
}

/** The markdown the editor writes for a document: parsed into its model and serialised again. */
export const markdownThroughEditor = (page: Page, markdown: string): Promise<string> =>
  page.evaluate((source) => (window as unknown as { markdownThroughEditor: (text: string) => Promise<string> }).markdownThroughEditor(source), markdown);
