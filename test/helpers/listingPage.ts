// Reading the card lists of /blog and /ai-islam in Chromium, and the dates the server sent.
import { expect } from 'chai';
import type { Page } from 'playwright-core';

/** The titles of the cards in the page's main list, in order. */
export const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

/** Waits up to 5 s for the cards to show exactly `expected`, then asserts it. */
export async function waitForTitles(page: Page, expected: string[]) {
  const deadline = Date.now() + 5000;
  let actual = await cardTitles(page);
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    actual = await cardTitles(page);
  }
  expect(actual).to.deep.equal(expected);
}

/** The text of every <time> in the raw HTML the server sent, before any JavaScript ran. */
export async function serverTimes(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<time[^>]*>([^<]*)<\/time>/g)].map((m) => m[1]);
}
