import { expect } from 'chai';
import { readMarkdownFolder } from '../../src/services/import/markdownFolder';
import type { SourceContent, } from '../../src/services/import/sourceTypes';
import { refusal, sourceFile } from '../helpers/sourceFiles';

const byId = (content: SourceContent, id: string) => {
  const found = content.items.find((candidate) => candidate.sourceId === id);
  if (!found) throw new Error(`no item ${id} among ${content.items.map((item) => item.sourceId).join(', ')}`);
  return found;
};
const warningsOf = (content: SourceContent, title: string) => content.warnings.filter((warning) => warning.item === title).map((warning) => warning.message);

const astroPost = `---
title: 'First post'
description: 'Lorem ipsum dolor sit amet'
pubDate: 'Jul 08 2022'
heroImage: '../../assets/blog-placeholder-3.jpg'
tags: [astro, "web dev"]
---

Some text with an image ![A diagram](./diagram%20one.png "The diagram") and a favicon ![](/favicon.png).

![Missing](./missing.png)

\`\`\`md
![Not an image, code](./in-code.png)
\`\`\`
`;

const astroMdx = `---
title: Interactive
pubDate: 2023-04-05T10:00:00+02:00
draft: true
---
import Chart from '../../components/Chart.astro';
import {
  Tabs,
  Tab,
} from '@astrojs/starlight/components';
export const data = { a: 1 };

# A heading that stays

<Chart data={data} />

<Tabs>
  <Tab label="One">Inside</Tab>
</Tabs>

See [[Other note]] and ![[pasted.png]].

\`<Inline />\` in code is not a component.
`;

const hugoBundle = `+++
title = "My trip"
date = 2020-08-15T09:30:00Z
tags = ["travel", "italy"]
categories = [
  "journal",
]
aliases = ["/old/my-trip/"]

[cover]
image = "cover.jpg"
+++

![A view](photo%20one.jpg)

{{< youtube abc123 >}}
`;

const jekyllPost = `---
layout: post
title: Jekyll post
categories: notes, jekyll
---

Hello from Jekyll.
`;

const site = {
  'my-site/README.md': '# The site\n',
  'my-site/package.json': '{}',
  'my-site/public/favicon.png': 'png',
  'my-site/src/assets/blog-placeholder-3.jpg': 'jpg',
  'my-site/src/content/blog/first-post.md': astroPost,
  'my-site/src/content/blog/diagram one.png': 'png',
  'my-site/src/content/blog/interactive.mdx': astroMdx,
  'my-site/content/posts/_index.md': '---\ntitle: Posts\n---\n',
  'my-site/content/posts/my-trip/index.md': hugoBundle,
  'my-site/content/posts/my-trip/cover.jpg': 'jpg',
  'my-site/content/posts/my-trip/photo one.jpg': 'jpg',
  'my-site/_posts/2021-03-04-jekyll-post.md': jekyllPost,
  'my-site/notes/Untitled idea.md': '# An idea\n\nNo date on this one.\n',
  'my-site/notes/future.md': '---\ntitle: Later\ndate: 2099-01-01\nslug: much-later\n---\nSoon.\n',
  'my-site/.obsidian/workspace.md': 'hidden',
  '__MACOSX/my-site/notes/._future.md': 'resource fork',
};

describe('markdown folder reader', () => {
  it('reads every .md and .mdx file, and leaves out the top README, hidden folders, __MACOSX and Hugo section pages', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    expect(content.items.map((item) => item.sourceId)).to.deep.equal([
      'my-site/_posts/2021-03-04-jekyll-post.md',
      'my-site/content/posts/my-trip/index.md',
      'my-site/notes/Untitled idea.md',
      'my-site/notes/future.md',
      'my-site/src/content/blog/first-post.md',
      'my-site/src/content/blog/interactive.mdx',
    ]);
    expect(content.subscribers).to.deep.equal([]);
  });

  it('reads Astro front matter, and finds its images beside the file, relative to it and in public/', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    const post = byId(content, 'my-site/src/content/blog/first-post.md');
    expect(post.title).to.equal('First post');
    expect(post.slug).to.equal('first-post');
    expect(post.status).to.equal('published');
    expect(post.publishedAt?.toISOString()).to.equal('2022-07-08T00:00:00.000Z');
    expect(post.excerpt).to.equal('Lorem ipsum dolor sit amet');
    expect(post.tags).to.deep.equal(['astro', 'web dev']);
    expect(post.featureImage).to.equal('../../assets/blog-placeholder-3.jpg');
    expect(post.files).to.deep.equal({
      '../../assets/blog-placeholder-3.jpg': 'my-site/src/assets/blog-placeholder-3.jpg',
      './diagram%20one.png': 'my-site/src/content/blog/diagram one.png',
      '/favicon.png': 'my-site/public/favicon.png',
    });
    expect(post.oldPaths).to.deep.equal(['/first-post/']);
    expect(post.body)
      .to.have.property('markdown')
      .that.match(/^Some text with an image/);
    expect(warningsOf(content, 'First post')).to.deep.equal(['image ./missing.png is not in the file']);
  });

  it('reads MDX: drops its import and export lines and warns of components and wiki links', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    const post = byId(content, 'my-site/src/content/blog/interactive.mdx');
    expect(post.status).to.equal('draft');
    expect(post.publishedAt?.toISOString()).to.equal('2023-04-05T08:00:00.000Z');
    const markdown = 'markdown' in post.body ? post.body.markdown : '';
    expect(markdown).not.to.match(/import|export|Starlight|Tab,/);
    expect(markdown).to.match(/^# A heading that stays\n/);
    expect(warningsOf(content, 'Interactive')).to.deep.equal([
      'an MDX component <Chart> is not supported and was left as text',
      'an MDX component <Tabs> is not supported and was left as text',
      'an MDX component <Tab> is not supported and was left as text',
      'wiki links are not supported and were left as text: [[Other note]], ![[pasted.png]]',
    ]);
  });

  it('reads a Hugo page bundle with TOML front matter: the folder names it, its images are beside it', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    const post = byId(content, 'my-site/content/posts/my-trip/index.md');
    expect(post.title).to.equal('My trip');
    expect(post.slug).to.equal('my-trip');
    expect(post.publishedAt?.toISOString()).to.equal('2020-08-15T09:30:00.000Z');
    expect(post.tags).to.deep.equal(['travel', 'italy', 'journal']);
    expect(post.featureImage).to.equal('cover.jpg');
    expect(post.files).to.deep.equal({ 'photo%20one.jpg': 'my-site/content/posts/my-trip/photo one.jpg', 'cover.jpg': 'my-site/content/posts/my-trip/cover.jpg' });
    expect(post.oldPaths).to.deep.equal(['/my-trip/', '/old/my-trip/']);
    expect(warningsOf(content, 'My trip')).to.deep.equal(['a Hugo shortcode {{< youtube >}} is not supported and was left as text']);
  });

  it('takes the date and slug of a Jekyll post from its file name', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    const post = byId(content, 'my-site/_posts/2021-03-04-jekyll-post.md');
    expect(post.slug).to.equal('jekyll-post');
    expect(post.status).to.equal('published');
    expect(post.publishedAt?.toISOString()).to.equal('2021-03-04T00:00:00.000Z');
    expect(post.tags).to.deep.equal(['notes', 'jekyll']);
    expect(post.oldPaths).to.deep.equal(['/jekyll-post/', '/2021/03/04/jekyll-post.html', '/notes/jekyll/2021/03/04/jekyll-post.html']);
  });

  it('titles a file by its first heading (taken out), imports one with no date as a draft, and schedules a future one', async () => {
    const content = await readMarkdownFolder(sourceFile(site));
    const idea = byId(content, 'my-site/notes/Untitled idea.md');
    expect(idea.title).to.equal('An idea');
    expect(idea.slug).to.equal('Untitled idea');
    expect(idea.oldPaths).to.deep.equal(['/untitled-idea/']);
    expect(idea.body).to.deep.equal({ markdown: 'No date on this one.\n' });
    expect(idea.status).to.equal('draft');
    expect(idea.publishedAt).to.equal(undefined);
    expect(warningsOf(content, 'An idea')).to.deep.equal(['no date: imported as a draft']);
    const later = byId(content, 'my-site/notes/future.md');
    expect(later.status).to.equal('scheduled');
    expect(later.slug).to.equal('much-later');
    expect(later.oldPaths).to.deep.equal(['/much-later/']);
  });

  it('reads written-out dates as UTC unless they name a zone', async () => {
    const content = await readMarkdownFolder(
      sourceFile({
        'a.md': '---\ntitle: A\ndate: Mon, 01 May 2023 10:00:00 +0200\n---\n',
        'b.md': '---\ntitle: B\ndate: May 1, 2023 10:00\n---\n',
        'c.md': '---\ntitle: C\ndate: 2023-05-01 10:00:00 -0500\n---\n',
      }),
    );
    expect(content.items.map((item) => item.publishedAt?.toISOString())).to.deep.equal(['2023-05-01T08:00:00.000Z', '2023-05-01T10:00:00.000Z', '2023-05-01T15:00:00.000Z']);
  });

  it('warns of an image above the zip, and does not resolve it', async () => {
    const content = await readMarkdownFolder(sourceFile({ 'post.md': '---\ntitle: Up\ndate: 2022-01-01\n---\n![x](../../etc/passwd.png)\n', 'etc/passwd.png': 'x' }));
    expect(content.items[0].files).to.deep.equal({});
    expect(content.warnings).to.deep.equal([{ item: 'Up', message: 'image ../../etc/passwd.png points outside the zip and was left as it is' }]);
  });

  it('tells two zips apart: items are remembered under the zip’s one top folder, or else under the uploaded file’s name', async () => {
    const post = { 'post.md': '---\ntitle: A post\ndate: 2024-01-01\n---\nText.\n' };
    const [first, second, again] = await Promise.all([readMarkdownFolder(sourceFile(post), 'Notes.zip'), readMarkdownFolder(sourceFile(post), 'travel.zip'), readMarkdownFolder(sourceFile(post), 'notes (1).zip')]);
    expect([first, second, again].map((content) => content.items[0].sourceId)).to.deep.equal(['notes:post.md', 'travel:post.md', 'notes:post.md']);
    const inFolder = await readMarkdownFolder(sourceFile({ 'my-blog/post.md': post['post.md'] }), 'export.zip');
    expect(inFolder.items[0].sourceId).to.equal('my-blog/post.md');
  });

  it('refuses a YAML alias bomb', async () => {
    const bomb = `---
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]
---
boom
`;
    const error = await refusal(readMarkdownFolder(sourceFile({ 'posts/bomb.md': bomb })));
    expect(error.message).to.include('posts/bomb.md');
  });

  it('imports a post with a malformed date as a draft, naming the field, and takes a Jekyll file name\'s date instead', async () => {
    const content = await readMarkdownFolder(sourceFile({ 'posts/bad.md': '---\ntitle: Bad\ndate: 2023-02-30\n---\nText\n', 'posts/worse.md': '---\npubDate: next tuesday\n---\nText\n', '_posts/2021-03-04-named.md': '---\ntitle: Named\ndate: 2023-13-01 10:00\n---\nText\n' }));
    const bad = content.items.find((item) => item.title === 'Bad');
    expect(bad).to.include({ status: 'draft' });
    expect(content.warnings).to.deep.include({ item: 'Bad', message: 'its date "2023-02-30" is not a date' });
    expect(content.items.find((item) => item.title === 'worse')).to.include({ status: 'draft' });
    const named = content.items.find((item) => item.title === 'Named');
    expect(named?.publishedAt?.toISOString()).to.equal('2021-03-04T00:00:00.000Z');
    expect(content.warnings).to.deep.include({ item: 'Named', message: 'its date "2023-13-01 10:00" is not a date: the file name\'s date is used' });
  });

  it('refuses front matter that is not a mapping, or too large', async () => {
    expect((await refusal(readMarkdownFolder(sourceFile({ 'list.md': '---\n- a\n- b\n---\nText\n' })))).message).to.include('list.md');
    await refusal(readMarkdownFolder(sourceFile({ 'big.md': `---\ntitle: Big\nnote: ${'x'.repeat(70 * 1024)}\n---\nText\n` })));
  });

  it('refuses a zip with no markdown', async () => {
    expect((await refusal(readMarkdownFolder(sourceFile({ 'a.txt': 'x', 'README.md': '# Read me' })))).message).to.equal('no markdown files (.md, .markdown, .mdown, .mkd, .mdx) in the zip');
  });
});
