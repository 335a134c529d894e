// One accent drives every colour use: components, pages and layout name the tokens of
// views/style/theme.ts and write no colour of their own. The owner's admin (views/admin) keeps
// its status colours; views/style holds the palette itself; views/content holds a new site's
// defaults (the default accent among them).
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../../views');
const EXEMPT = ['style', 'admin', 'content'].map((folder) => join(ROOT, folder));
/** Highlighted code takes its colours from the highlighting themes' own files, not from the site's palette. */
// The defaults of a new site (views/content) name the default accent: the one place a colour is data.
const EXEMPT_FILES = [join(ROOT, 'lib/article/codeTheme.ts'), join(ROOT, 'content/defaultSettings.ts')];

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_])/gi;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return EXEMPT.includes(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !EXEMPT_FILES.includes(path) ? [path] : [];
  });
}

/** 'views/x.tsx:12 #4338ca' for each colour literal in the file. */
function colourLiteralsIn(path: string, text = readFileSync(path, 'utf8')): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(HEX), ...line.matchAll(COLOUR_FUNCTION)].map((match) => `${relative(join(ROOT, '..'), path)}:${index + 1} ${match[0]}`),
  );
}

describe('colour literals in views/', () => {
  it('finds the kinds of literal it looks for (the scan can fail)', () => {
    const sample = "background: #1e1b4b; color: #fff; border: rgba(255, 255, 255, 0.5); fill: hsl(10 20% 30%); c: #abcd; // issue #12955\n";
    expect(colourLiteralsIn(join(ROOT, 'sample.ts'), sample).map((found) => found.split(' ')[1])).to.deep.equal(['#1e1b4b', '#fff', '#abcd', 'rgba(', 'hsl(']);
  });

  it('finds none outside views/style, views/admin and the defaults', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).to.be.above(50);
    expect(files.flatMap((file) => colourLiteralsIn(file))).to.deep.equal([]);
  });
});
