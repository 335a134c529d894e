import { expect } from 'chai';
import { readSubstackExport } from '../../src/services/import/substack';
import { refusal, sourceFile } from '../helpers/sourceFiles';

const POSTS_HEADER = 'post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url';

const postsCsv = [
  POSTS_HEADER,
  '140000001.the-first-essay,2023-09-01T14:00:00.000Z,true,2023-09-01T14:00:05.000Z,2023-09-01T14:00:05.000Z,newsletter,everyone,The First Essay,"Why minds, and why machines",',
  '140000002.unfinished,,false,,,newsletter,everyone,Unfinished,,',
  '140000003.ask-me-anything,2023-10-01T10:00:00.000Z,true,,,thread,everyone,Ask me anything,,',
  '140000004.lost-post,2023-11-01T10:00:00.000Z,true,,,newsletter,everyone,Lost post,,',
  '140000005.for-paying-readers,2023-12-01T10:00:00.000Z,true,,,newsletter,only_paid,For paying readers,,',
].join('\n');

const firstHtml = '<p>Hello.</p><div class="captioned-image-container"><figure><img src="https://substackcdn.com/image/fetch/w_1456/abc.png" alt=""></figure></div>';

const exportZip = () =>
  sourceFile({
    'export/posts.csv': postsCsv,
    'export/posts/140000001.the-first-essay.html': firstHtml,
    'export/posts/140000001.the-first-essay.opens.csv': 'timestamp,email\n',
    'export/posts/140000002.unfinished.html': '<p>Draft text.</p>',
    'export/posts/140000003.ask-me-anything.html': '<p>Thread.</p>',
    'export/posts/140000005.for-paying-readers.html': '<p>Paid.</p>',
    'export/email_list.mindsmachines.csv': 'email,active_subscription,expiry,plan,email_disabled,title,created_at\nreader@example.com,false,,,false,,2022-01-10T08:00:00.000Z\ngone@example.com,false,,,true,,2022-02-10T08:00:00.000Z\nnot-an-email,false,,,false,,\n',
  });

describe('import/substack', () => {
  it('reads a published post: slug and id from post_id, subtitle as excerpt, date, old path, images left alone', async () => {
    const { items } = await readSubstackExport(exportZip());
    expect(items[0]).to.deep.equal({
      sourceId: '140000001',
      kind: 'post',
      title: 'The First Essay',
      slug: 'the-first-essay',
      body: { html: firstHtml },
      excerpt: 'Why minds, and why machines',
      tags: [],
      featured: false,
      status: 'published',
      publishedAt: new Date('2023-09-01T14:00:00.000Z'),
      files: {},
      oldPaths: ['/p/the-first-essay'],
    });
  });

  it('reads a draft without a date', async () => {
    const { items } = await readSubstackExport(exportZip());
    const draft = items.find((item) => item.sourceId === '140000002')!;
    expect(draft.status).to.equal('draft');
    expect(draft).not.to.have.property('publishedAt');
    expect(draft.oldPaths).to.deep.equal(['/p/unfinished']);
  });

  it('skips threads and posts without their HTML, with warnings', async () => {
    const { items, warnings } = await readSubstackExport(exportZip());
    expect(items.map((item) => item.slug)).to.deep.equal(['the-first-essay', 'unfinished', 'for-paying-readers']);
    expect(warnings.find((w) => w.item === 'Ask me anything')?.message).to.contain('thread');
    expect(warnings.find((w) => w.item === 'Lost post')?.message).to.contain('posts/140000004.lost-post.html');
    expect(warnings.find((w) => w.item === 'For paying readers'), 'the core says it is kept a draft').to.equal(undefined);
    expect(items.find((item) => item.slug === 'for-paying-readers')?.protected, 'for paying readers only').to.equal(true);
  });

  it('reads the email list, warning about its invalid rows', async () => {
    const { subscribers, warnings } = await readSubstackExport(exportZip());
    expect(subscribers).to.deep.equal([
      { email: 'reader@example.com', subscribed: true, confirmed: true, subscribedAt: new Date('2022-01-10T08:00:00.000Z') },
      { email: 'gone@example.com', subscribed: false, confirmed: true, subscribedAt: new Date('2022-02-10T08:00:00.000Z') },
    ]);
    expect(warnings.find((w) => w.item === 'row 4')?.message).to.contain('email_list.mindsmachines.csv').and.to.contain('not-an-email');
  });

  it('reads an export at the top of the zip, without an email list', async () => {
    const file = sourceFile({ 'posts.csv': `${POSTS_HEADER}\n1.a-post,2024-05-05T05:05:05.000Z,true,,,podcast,everyone,A post,,https://example.com/a.mp3\n`, 'posts/1.a-post.html': '<p>A</p>' });
    const { items, subscribers, warnings } = await readSubstackExport(file);
    expect(items.map((item) => [item.sourceId, item.slug, item.status])).to.deep.equal([['1', 'a-post', 'published']]);
    expect(subscribers).to.deep.equal([]);
    expect(warnings.map((w) => w.message)).to.deep.equal(['the podcast episode is imported as a post; its audio (podcast_url) is not']);
  });

  it('warns about embeds', async () => {
    const file = sourceFile({ 'posts.csv': `${POSTS_HEADER}\n1.a,2024-05-05T05:05:05.000Z,true,,,newsletter,everyone,A,,\n`, 'posts/1.a.html': '<div class="youtube-wrap"><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>' });
    const { warnings } = await readSubstackExport(file);
    expect(warnings).to.deep.equal([{ item: 'A', message: 'the YouTube embed https://www.youtube-nocookie.com/embed/x is shown as a link card: the site loads nothing from other sites into its pages' }]);
  });

  it('reads a published post with a malformed date undated, naming it (the import makes it a draft)', async () => {
    const file = sourceFile({ 'posts.csv': `${POSTS_HEADER}\n1.a,someday,true,,,newsletter,everyone,A title,,\n`, 'posts/1.a.html': '<p>A</p>' });
    const { items, warnings } = await readSubstackExport(file);
    expect(items[0].publishedAt).to.equal(undefined);
    expect(warnings).to.deep.include({ item: 'A title', message: 'its post_date "someday" is not a date' });
  });

  it('refuses a post_id of the wrong shape', async () => {
    const file = sourceFile({ 'posts.csv': `${POSTS_HEADER}\nmy-post,2024-01-01,true,,,newsletter,everyone,A,,\n` });
    expect((await refusal(readSubstackExport(file))).message).to.contain('post_id');
  });

  it('refuses what is not a Substack export', async () => {
    expect((await refusal(readSubstackExport(sourceFile({ 'ghost.json': '{}', 'posts/1.a.html': '' })))).message).to.match(/^not a Substack export/);
    expect((await refusal(readSubstackExport(sourceFile({ 'my-posts.csv': POSTS_HEADER })))).message).to.match(/^not a Substack export/);
    expect((await refusal(readSubstackExport(sourceFile({ 'posts.csv': 'id,title\n1,A' })))).message).to.match(/^not a Substack export/);
  });
});
