// The writing editor (views/admin/studio/RichMarkdownEditor.tsx) as a test drives it in Chromium:
// its surface, a clipboard pasted into it, and the markdown it holds, read from its source view.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The editing surface of a post's, essay's or page's body. */
export const body = (page: Page) => page.getByRole('textbox', { name: 'Body' });

/** A clipboard recorded from a word processor (test/fixtures/clipboard). */
export const clipboardFixture = (name: string) => readFileSync(path.join('test/fixtures/clipboard', name), 'utf8');

/** Pastes an HTML clipboard into the editor, as a browser's paste would deliver it. */
export const pasteHtml = (page: Page, html: string, text: string) =>
  body(page).evaluate(
    (surface, [payload, plain]) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', payload);
      transfer.setData('text/plain', plain);
      surface.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    [html, text],
  );

/** The markdown the form holds, read from the source view (and back to the rich view). */
export async function sourceOf(page: Page): Promise<string> {
  await button(page, 'Markdown source').click();
  const markdown = await page.getByLabel('Markdown *', { exact: true }).inputValue();
  await button(page, 'Markdown source').click();
  return markdown;
}
