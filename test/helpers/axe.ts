// axe-core over a Playwright page (the page must come from browser.newContext(), as openPage's
// do), with the WCAG 2.2 AA rule set plus axe's best practices. Any violation fails the test,
// listed by rule and element so the failure message says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'chai';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are collected: the passes' details would double the time of each run.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).to.deep.equal([]);
}
