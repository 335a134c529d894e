import { expect } from 'chai';
import type { SourceContent, } from '../../src/services/import/sourceTypes';
import { looksLikeWxr, readWordPressExport } from '../../src/services/import/wordpress';
import { refusal, sourceFile } from '../helpers/sourceFiles';

const wxr = (items: string, channelExtra = '<wp:wxr_version>1.2</wp:wxr_version>') => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Example Blog</title>
  <link>https://example.com</link>
  <description>Just another WordPress site</description>
  <language>en-GB</language>
  ${channelExtra}
  <wp:base_site_url>https://example.com</wp:base_site_url>
  <wp:base_blog_url>https://example.com</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[admin]]></wp:author_login></wp:author>
  <wp:category><wp:term_id>1</wp:term_id><wp:category_nicename><![CDATA[uncategorized]]></wp:category_nicename><wp:cat_name><![CDATA[Uncategorized]]></wp:cat_name></wp:category>
  <generator>https://wordpress.org/?v=6.4.2</generator>
  ${items}
</channel>
</rss>`;

interface ItemFields {
  id: number;
  title?: string;
  type?: string;
  status?: string;
  name?: string;
  date?: string;
  dateGmt?: string;
  content?: string;
  excerpt?: string;
  link?: string;
  sticky?: boolean;
  extra?: string;
}

const item = (f: ItemFields) => `
  <item>
    <title><![CDATA[${f.title ?? `Post ${f.id}`}]]></title>
    <link>${f.link ?? `https://example.com/?p=${f.id}`}</link>
    <pubDate>Mon, 01 May 2023 10:00:00 +0000</pubDate>
    <dc:creator><![CDATA[admin]]></dc:creator>
    <guid isPermaLink="false">https://example.com/?p=${f.id}</guid>
    <description></description>
    <content:encoded><![CDATA[${f.content ?? ''}]]></content:encoded>
    <excerpt:encoded><![CDATA[${f.excerpt ?? ''}]]></excerpt:encoded>
    <wp:post_id>${f.id}</wp:post_id>
    <wp:post_date><![CDATA[${f.date ?? '2023-05-01 12:30:00'}]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${f.dateGmt ?? '2023-05-01 10:30:00'}]]></wp:post_date_gmt>
    <wp:post_modified><![CDATA[2023-05-02 09:00:00]]></wp:post_modified>
    <wp:comment_status><![CDATA[open]]></wp:comment_status>
    <wp:ping_status><![CDATA[open]]></wp:ping_status>
    <wp:post_name><![CDATA[${f.name ?? `post-${f.id}`}]]></wp:post_name>
    <wp:status><![CDATA[${f.status ?? 'publish'}]]></wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:menu_order>0</wp:menu_order>
    <wp:post_type><![CDATA[${f.type ?? 'post'}]]></wp:post_type>
    <wp:post_password><![CDATA[]]></wp:post_password>
    <wp:is_sticky>${f.sticky ? 1 : 0}</wp:is_sticky>
    ${f.extra ?? ''}
  </item>`;

const byId = (content: SourceContent, id: string) => {
  const found = content.items.find((candidate) => candidate.sourceId === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe('WordPress export reader', () => {
  const classic =
    'First paragraph with <em>emphasis</em>.\n\nSecond paragraph,\nwith a line break.\n\n<img class="alignnone wp-image-20" src="https://example.com/wp-content/uploads/2023/05/cat-300x200.jpg" alt="A cat" />\n\n<img src="https://example.com/wp-content/uploads/2023/05/cat-1024x768.jpg" alt="" />\n\nAnd a missing one: <img src="https://example.com/wp-content/uploads/2022/01/dog.png" alt="">';
  const items = [
    item({
      id: 10,
      title: 'Hello &amp; welcome',
      name: 'hello-world',
      content: classic,
      excerpt: 'A short excerpt.',
      link: 'https://example.com/2023/05/01/hello-world/',
      sticky: true,
      extra: `<category domain="post_tag" nicename="cats"><![CDATA[Cats]]></category>
    <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
    <category domain="category" nicename="news-views"><![CDATA[News &amp; Views]]></category>
    <category domain="post_tag" nicename="pets"><![CDATA[Pets]]></category>
    <wp:postmeta><wp:meta_key><![CDATA[_edit_last]]></wp:meta_key><wp:meta_value><![CDATA[1]]></wp:meta_value></wp:postmeta>
    <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[20]]></wp:meta_value></wp:postmeta>`,
    }),
    item({ id: 11, title: 'Work in progress', status: 'draft', name: '', dateGmt: '0000-00-00 00:00:00', date: '2023-06-01 08:00:00' }),
    item({ id: 12, title: 'Coming soon', status: 'future', name: 'coming-soon', date: '2031-02-03 09:00:00', dateGmt: '0000-00-00 00:00:00' }),
    item({
      id: 13,
      title: 'About',
      type: 'page',
      name: 'about',
      link: 'https://example.com/about/',
      content: '<!-- wp:paragraph -->\n<p>About me.</p>\n<!-- /wp:paragraph -->\n\n[gallery ids="20,21"]\n\n[embed]https://youtu.be/x[/embed]\n\nI said [sic] and cited [1].',
    }),
    item({ id: 20, title: 'cat', type: 'attachment', status: 'inherit', extra: '<wp:attachment_url><![CDATA[https://example.com/wp-content/uploads/2023/05/cat.jpg]]></wp:attachment_url>' }),
    item({ id: 21, title: 'Menu', type: 'nav_menu_item' }),
    item({ id: 22, title: 'Old revision', type: 'revision', status: 'inherit' }),
    item({ id: 23, title: 'Binned', status: 'trash' }),
    item({ id: 24, title: 'Auto draft', status: 'auto-draft', dateGmt: '0000-00-00 00:00:00' }),
    item({ id: 25, title: 'Pattern', type: 'wp_block' }),
  ].join('');
  const zip = {
    'export/example.WordPress.2023-06-01.xml': wxr(items),
    'export/wp-content/uploads/2023/05/cat.jpg': 'jpeg bytes',
    'export/wp-content/uploads/2023/05/cat-300x200.jpg': 'jpeg bytes',
  };
  const read = () => readWordPressExport(sourceFile(zip), 'export/example.WordPress.2023-06-01.xml');

  it('reads posts and pages, and leaves out attachments, menus, revisions, blocks, trash and auto-drafts', async () => {
    const content = await read();
    expect(content.items.map((entry) => entry.sourceId)).to.deep.equal(['10', '11', '12', '13']);
    expect(content.subscribers).to.deep.equal([]);
  });

  it('reads a published post: title, slug, date, tags (categories first, no Uncategorized), excerpt, sticky, old addresses', async () => {
    const post = byId(await read(), '10');
    expect(post.title).to.equal('Hello & welcome');
    expect(post.slug).to.equal('hello-world');
    expect(post.status).to.equal('published');
    expect(post.publishedAt?.toISOString()).to.equal('2023-05-01T10:30:00.000Z');
    expect(post.tags).to.deep.equal(['News & Views', 'Cats', 'Pets']);
    expect(post.excerpt).to.equal('A short excerpt.');
    expect(post.featured).to.equal(true);
    expect(post.oldPaths).to.have.members(['/?p=10', '/2023/05/01/hello-world/', '/2023/05/hello-world/']);
    expect(post.oldPaths).to.have.length(3);
  });

  it('gives classic-editor text its paragraphs', async () => {
    const { body } = byId(await read(), '10');
    const html = 'html' in body ? body.html : '';
    expect(html).to.include('<p>First paragraph with <em>emphasis</em>.</p>');
    expect(html).to.include('<p>Second paragraph,<br />\nwith a line break.</p>'); // as WordPress's wpautop writes it
  });

  it('finds the images in the zip (a resized copy, the feature image through its attachment) and warns of one missing', async () => {
    const content = await read();
    const post = byId(content, '10');
    expect(post.featureImage).to.equal('https://example.com/wp-content/uploads/2023/05/cat.jpg');
    expect(post.files).to.deep.equal({
      'https://example.com/wp-content/uploads/2023/05/cat-300x200.jpg': 'export/wp-content/uploads/2023/05/cat-300x200.jpg',
      // a size the zip does not have: the original it was made from
      'https://example.com/wp-content/uploads/2023/05/cat-1024x768.jpg': 'export/wp-content/uploads/2023/05/cat.jpg',
      'https://example.com/wp-content/uploads/2023/05/cat.jpg': 'export/wp-content/uploads/2023/05/cat.jpg',
    });
    expect(content.warnings).to.deep.include({ item: 'Hello & welcome', message: '1 image is still on example.com (/wp-content/uploads/2022/): not copied here' });
  });

  it('reads a draft with no slug and no date, and a scheduled post dated by its local date', async () => {
    const content = await read();
    const draft = byId(content, '11');
    expect(draft.status).to.equal('draft');
    expect(draft.slug).to.equal('');
    expect(draft.publishedAt).to.equal(undefined);
    expect(draft.oldPaths).to.deep.equal(['/?p=11']);
    const future = byId(content, '12');
    expect(future.status).to.equal('scheduled');
    expect(future.publishedAt?.toISOString()).to.equal('2031-02-03T09:00:00.000Z');
    expect(future.oldPaths).to.include('/2031/02/03/coming-soon/');
  });

  it('reads a page with its address, and warns of shortcodes (not of bracketed prose)', async () => {
    const content = await read();
    const page = byId(content, '13');
    expect(page.oldPaths).to.have.members(['/?p=13', '/?page_id=13', '/about/']);
    expect(page.body).to.have.property('html').that.includes('<p>About me.</p>');
    const messages = content.warnings.filter((warning) => warning.item === 'About').map((warning) => warning.message);
    expect(messages).to.deep.equal(['a shortcode [gallery] is not supported and was left as text', 'a shortcode [embed] is not supported and was left as text']);
  });

  it('warns that images cannot come with a lone XML file', async () => {
    const content = await readWordPressExport(sourceFile({ '': wxr(items) }), '');
    expect(byId(content, '10').files).to.deep.equal({});
    expect(content.warnings).to.deep.include({ item: 'Hello & welcome', message: '4 images are still on example.com (/wp-content/uploads/2023/, /wp-content/uploads/2022/): not copied here' });
  });

  it('turns [caption] into a figure', async () => {
    const content = await readWordPressExport(
      sourceFile({
        '': wxr(item({ id: 1, content: '[caption id="attachment_20" align="aligncenter" width="300"]<img src="https://cdn.example.net/pic.jpg" width="300" /> A caption[/caption]\n\nText.' })),
      }),
      '',
    );
    expect(content.items[0].body).to.deep.equal({ html: '<figure class="wp-caption aligncenter"><img src="https://cdn.example.net/pic.jpg" width="300" /><figcaption class="wp-caption-text">A caption</figcaption></figure>\n<p>Text.</p>\n' });
    expect(content.warnings).to.deep.equal([]);
  });

  it('keeps the old addresses below the folder WordPress lived in, and a non-ASCII slug encoded in them', async () => {
    const xml = wxr(
      item({ id: 5, name: '%e6%97%a5%e8%a8%98', date: '2019-12-31 23:30:00', dateGmt: '2020-01-01 04:30:00', link: 'https://example.com/blog/2019/12/31/%e6%97%a5%e8%a8%98/' }),
    ).replaceAll('<wp:base_blog_url>https://example.com</wp:base_blog_url>', '<wp:base_blog_url>https://example.com/blog</wp:base_blog_url>');
    const [post] = (await readWordPressExport(sourceFile({ '': xml }), '')).items;
    expect(post.slug).to.equal('\u65e5\u8a18');
    expect(post.publishedAt?.toISOString()).to.equal('2020-01-01T04:30:00.000Z');
    expect(post.oldPaths).to.deep.equal(['/blog/?p=5', '/blog/2019/12/31/%e6%97%a5%e8%a8%98/', '/blog/2019/12/%e6%97%a5%e8%a8%98/']);
  });

  it('refuses a document with a DOCTYPE or ENTITY declaration (billion laughs, XXE)', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&lol3;</title></item></channel></rss>`;
    expect((await refusal(readWordPressExport(sourceFile({ '': laughs }), ''))).message).to.match(/DOCTYPE or an ENTITY/);
    const xxe = wxr(item({ id: 1 })).replace('<rss', '<!doctype rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss');
    await refusal(readWordPressExport(sourceFile({ '': xxe }), ''));
    const entityOnly = wxr(item({ id: 1 })).replace('<channel>', '<channel><!ENTITY x "y">');
    await refusal(readWordPressExport(sourceFile({ '': entityOnly }), ''));
  });

  it('accepts a DOCTYPE written inside a post (a CDATA section), which declares nothing', async () => {
    const content = await readWordPressExport(sourceFile({ '': wxr(item({ id: 1, content: '<pre>&lt;!DOCTYPE html&gt;</pre><!-- wp:html --><!DOCTYPE html><!-- /wp:html -->' })) }), '');
    expect(content.items).to.have.length(1);
  });

  it('decodes only the five XML entities and numeric references, once in HTML fields and twice in titles and terms (WordPress stores them escaped)', async () => {
    const raw = item({ id: 1, extra: '<category domain="post_tag" nicename="r-d"><![CDATA[R &amp; D]]></category>' })
      .replace(/<title>.*<\/title>/, '<title>Tom &amp; Jerry &#8211; &#x2019;s &nbsp; &amp;lt;b&amp;gt;</title>')
      .replace(/<excerpt:encoded>.*<\/excerpt:encoded>/, '<excerpt:encoded>a &amp;lt; b &amp;amp; c</excerpt:encoded>');
    const [post] = (await readWordPressExport(sourceFile({ '': wxr(raw) }), '')).items;
    expect(post.title).to.equal('Tom & Jerry \u2013 \u2019s &nbsp; <b>');
    expect(post.tags).to.deep.equal(['R & D']);
    expect(post.excerpt).to.equal('a &lt; b &amp; c');
  });

  it('takes the next date WordPress offers when one is malformed, naming it', async () => {
    const { items, warnings } = await readWordPressExport(sourceFile({ '': wxr(item({ id: 7, title: 'Broken', dateGmt: '2023-13-45 10:00:00' })) }), '');
    expect(items[0].publishedAt, 'wp:post_date, the local time').to.be.instanceOf(Date);
    expect(warnings.map((warning) => `${warning.item}: ${warning.message}`).join('\n')).to.include('Broken').and.include('wp:post_date_gmt');
  });

  it('refuses what is not a WordPress export', async () => {
    expect((await refusal(readWordPressExport(sourceFile({ '': '<html><body>hi</body></html>' }), ''))).message).to.match(/^not a WordPress export/);
    const plainRss = wxr(item({ id: 1 }), '');
    expect((await refusal(readWordPressExport(sourceFile({ '': plainRss }), ''))).message).to.match(/^not a WordPress export: .*wxr_version/);
  });

  it('recognises a WXR by its first bytes', () => {
    expect(looksLikeWxr(wxr(''))).to.equal(true);
    expect(looksLikeWxr('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>')).to.equal(false);
    expect(looksLikeWxr(`<?xml version="1.0"?>${' '.repeat(5000)}<rss xmlns:wp="http://wordpress.org/export/1.2/">`)).to.equal(false);
  });
});
