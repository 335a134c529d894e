// Highlighted code in Chromium takes each theme's token colours (views/lib/article/codeTheme.ts):
// the light ones by default and on paper, the dark ones when the system prefers dark (unless the
// visitor chose light) or the visitor chose dark; the line around the tokens has the block's colour.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import { BlogPost } from '../../entities';
import { renderMarkdown } from '../../views/lib/article/renderMarkdown';
import { waitForHydration } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

const SLUG = 'code-colours';

/** '#rrggbb' as Chromium reports a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const foregroundOf = (theme: typeof githubLight) => {
  const colour = theme.colors?.['editor.foreground'];
  if (!colour) throw new Error(`${theme.name} has no editor.foreground`);
  return rgb(colour.toLowerCase());
};

interface Token {
  classes: string[];
  colour: string;
}

const tokensOf = (page: Page) =>
  page.locator('pre.code-block').first().evaluate((block): { block: string; line: string; tokens: Token[] } => {
    const line = block.querySelector('.line') as Element;
    return {
      block: getComputedStyle(block).color,
      line: getComputedStyle(line).color,
      tokens: [...line.children].map((span) => ({ classes: [...span.classList], colour: getComputedStyle(span).color })),
    };
  });

/** The colour each token should have in a theme: its class's colour. */
const expected = (tokens: Token[], variant: 'l' | 'd') =>
  tokens.map(({ classes }) => {
    const own = classes.find((name) => name.startsWith(`hl-${variant}-`));
    if (!own) throw new Error(`a token without a class of theme ${variant}: ${classes.join(' ')}`);
    return rgb(`#${own.slice(5)}`);
  });

describe('browser: highlighted code colours', () => {
  const suite = browserSuite();
  const lightForeground = foregroundOf(githubLight);
  const darkForeground = foregroundOf(githubDark);

  before(async () => {
    const content = await renderMarkdown(['```ts', 'const answer: number = 42; // the "answer"', 'export function f(x: string) { return [x, 1e3, true]; }', '```'].join('\n'));
    await suite.server.db.getRepository(BlogPost).insert({
      slug: SLUG, title: 'Code Colours', excerpt: 'Code.', content, category: 'ai-and-society', featuredImage: null, readTime: 1,
      publishedAt: new Date('2026-01-01T00:00:00Z'), tags: [], isFeatured: false,
    });
    await suite.server.wroteDirectly();
  });

  const visit = async ({ colorScheme, theme, media }: { colorScheme: 'light' | 'dark'; theme?: 'light' | 'dark'; media?: 'print' }) => {
    const watched = await suite.tab({ colorScheme });
    if (theme) await watched.context.addCookies([{ name: 'theme', value: theme, url: suite.server.url }]);
    await watched.page.goto(`${suite.server.url}/blog/${SLUG}`);
    await waitForHydration(watched.page);
    if (media) await watched.page.emulateMedia({ media });
    return watched.page;
  };

  for (const [label, options, variant] of [
    ['the system in light', { colorScheme: 'light' }, 'l'],
    ['the system in dark', { colorScheme: 'dark' }, 'd'],
    ['the system in dark, the visitor choosing light', { colorScheme: 'dark', theme: 'light' }, 'l'],
    ['the system in light, the visitor choosing dark', { colorScheme: 'light', theme: 'dark' }, 'd'],
    ['paper, with the visitor choosing dark', { colorScheme: 'light', theme: 'dark', media: 'print' }, 'l'],
  ] as const) {
    it(`colours every token with the ${variant === 'l' ? 'light' : 'dark'} theme's colours with ${label}`, async () => {
      const page = await visit(options);
      const { block, line, tokens } = await tokensOf(page);
      expect(tokens.length).to.be.greaterThan(5);
      expect(new Set(tokens.map((token) => token.colour)).size, 'several colours').to.be.greaterThan(2);
      expect(tokens.map((token) => token.colour)).to.deep.equal(expected(tokens, variant));
      expect(line).to.equal(block);
      // On paper the block takes the page's text colour (views/style/articleCss.ts); on a screen, its theme's.
      if (!('media' in options)) expect(block).to.equal(variant === 'l' ? lightForeground : darkForeground);
    });
  }
});
