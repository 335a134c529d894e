// Export files as Ghost, WordPress, Substack and a markdown folder write them, built in the test
// (real exports are kept out of the repository), and the calls that import them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';
import { adminJson } from './adminClient';
import { TEST_ADMIN_SECRET, type TestServer } from './testServer';

export interface GhostPost {
  id: string;
  title: string;
  slug: string;
  html: string;
  status: 'published' | 'draft' | 'scheduled';
  published_at: string | null;
  custom_excerpt?: string | null;
  feature_image?: string | null;
  featured?: boolean;
  type?: 'post' | 'page';
  tags?: string[];
}

export function ghostExport(posts: GhostPost[]): string {
  const tags = [...new Set(posts.flatMap((post) => post.tags ?? []))].map((name, i) => ({ id: `t${i}`, name, slug: name.toLowerCase().replace(/\W+/g, '-') }));
  const tagId = new Map(tags.map((tag) => [tag.name, tag.id]));
  return JSON.stringify({
    db: [
      {
        meta: { exported_on: 1732000000000, version: '5.96.0' },
        data: {
          posts: posts.map((post) => ({
            uuid: `uuid-${post.id}`,
            custom_excerpt: null,
            feature_image: null,
            featured: false,
            type: 'post',
            visibility: 'public',
            plaintext: null,
            created_at: '2024-01-01T10:00:00.000Z',
            updated_at: '2024-01-02T10:00:00.000Z',
            ...post,
            tags: undefined,
          })),
          tags,
          posts_tags: posts.flatMap((post) => (post.tags ?? []).map((name, i) => ({ id: `${post.id}-${i}`, post_id: post.id, tag_id: tagId.get(name), sort_order: i }))),
          users: [{ id: 'u1', name: 'Owner', slug: 'owner', email: 'owner@example.com' }],
          posts_authors: posts.map((post) => ({ id: `a-${post.id}`, post_id: post.id, author_id: 'u1', sort_order: 0 })),
        },
      },
    ],
  });
}

/** The real export files others wrote (test/fixtures/imports, see its README). */
export const IMPORT_FIXTURES = path.resolve('test/fixtures/imports');
export const importFixture = (...parts: string[]) => readFileSync(path.join(IMPORT_FIXTURES, ...parts));

/** A folder of the fixtures as a zip under one top folder, as an owner zips a site's folder. */
export async function zipFixtureFolder(folder: string, top: string): Promise<Buffer> {
  const entries: Record<string, Buffer> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(IMPORT_FIXTURES, folder, relative), { withFileTypes: true })) {
      const name = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(name);
      else if (entry.name !== 'README.md') entries[`${top}/${name}`] = importFixture(folder, name);
    }
  };
  walk('');
  return zipOf(entries);
}

/** Substack's export from the fixtures: posts.csv, the email list and the posts' HTML files, zipped as Substack does. */
export function substackFixtureZip(): Promise<Buffer> {
  const entries: Record<string, Buffer> = { 'posts.csv': importFixture('substack', 'posts.csv'), 'email_list.fixtures.csv': importFixture('substack', 'email_list.fixtures.csv') };
  for (const name of readdirSync(path.join(IMPORT_FIXTURES, 'substack', 'posts'))) entries[`posts/${name}`] = importFixture('substack', 'posts', name);
  return zipOf(entries);
}

/** A zip of the given entries, as a buffer. */
export function zipOf(entries: Record<string, string | Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: options.compress ?? true });
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (part: Buffer) => parts.push(part));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

export interface ImportFields {
  into?: 'blog' | 'essays';
  dryRun?: boolean;
  replace?: boolean;
  settings?: boolean;
  /** The owner's choices of category: source category → category value (sent as JSON, or as given when text). */
  categories?: Record<string, unknown> | string;
}

export async function postImport(server: Pick<TestServer, 'url'>, bytes: Buffer | string, fileName: string, fields: ImportFields = {}, key: string | null = TEST_ADMIN_SECRET) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from(bytes))]), fileName);
  if (fields.into) form.append('into', fields.into);
  if (fields.dryRun) form.append('dryRun', 'true');
  if (fields.replace) form.append('replace', 'true');
  if (fields.settings) form.append('settings', 'true');
  if (fields.categories !== undefined) form.append('categories', typeof fields.categories === 'string' ? fields.categories : JSON.stringify(fields.categories));
  const response = await fetch(`${server.url}/api/admin/import`, { method: 'POST', body: form, headers: key === null ? {} : { 'x-admin-secret': key } });
  return { status: response.status, body: (await response.json()) as any };
}

/** The job once it has finished (done or failed). */
export async function finishedJob(server: Pick<TestServer, 'url'>, id: number) {
  for (let i = 0; i < 600; i++) {
    const { body } = await adminJson(server, `/api/admin/import/${id}`);
    if (body.status === 'done' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Posts the file and waits for its job; fails the test when the file was not accepted. */
export async function importFile(server: TestServer, bytes: Buffer | string, fileName: string, fields: ImportFields = {}) {
  const started = await postImport(server, bytes, fileName, fields);
  if (started.status !== 202) throw new Error(`import answered ${started.status}: ${JSON.stringify(started.body)}`);
  return { kind: started.body.kind as string, job: await finishedJob(server, started.body.id) };
}

export interface WxrItem {
  id: number;
  title: string;
  name: string;
  status: 'publish' | 'draft' | 'future' | 'trash' | 'inherit';
  /** Local and UTC times as WordPress writes them: 'YYYY-MM-DD HH:MM:SS'. */
  date: string;
  dateGmt: string;
  content: string;
  type?: 'post' | 'page' | 'attachment';
  categories?: string[];
  tags?: string[];
  attachmentUrl?: string;
}

export function wordPressExport(items: WxrItem[], preamble = '<?xml version="1.0" encoding="UTF-8" ?>'): string {
  const term = (domain: string, name: string) => `<category domain="${domain}" nicename="${name.toLowerCase().replace(/\W+/g, '-')}"><![CDATA[${name}]]></category>`;
  return `${preamble}
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Example Blog</title>
  <link>https://example.com</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://example.com</wp:base_site_url>
  <wp:base_blog_url>https://example.com</wp:base_blog_url>
  ${items
    .map(
      (item) => `<item>
    <title><![CDATA[${item.title}]]></title>
    <link>https://example.com/?p=${item.id}</link>
    <dc:creator><![CDATA[admin]]></dc:creator>
    <content:encoded><![CDATA[${item.content}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${item.id}</wp:post_id>
    <wp:post_date><![CDATA[${item.date}]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${item.dateGmt}]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[${item.name}]]></wp:post_name>
    <wp:status><![CDATA[${item.status}]]></wp:status>
    <wp:post_type><![CDATA[${item.type ?? 'post'}]]></wp:post_type>
    ${item.attachmentUrl ? `<wp:attachment_url><![CDATA[${item.attachmentUrl}]]></wp:attachment_url>` : ''}
    ${(item.categories ?? []).map((name) => term('category', name)).join('')}${(item.tags ?? []).map((name) => term('post_tag', name)).join('')}
  </item>`,
    )
    .join('\n')}
</channel>
</rss>`;
}

/** Substack's export: posts.csv, a file of HTML per post, and the email list. */
export function substackExport(posts: { id: number; slug: string; date: string; published: boolean; title: string; subtitle: string; html: string }[], emailList: string): Promise<Buffer> {
  const header = 'post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url';
  const rows = posts.map((post) => `${post.id}.${post.slug},${post.published ? post.date : ''},${post.published},,,newsletter,everyone,"${post.title}","${post.subtitle}",`);
  return zipOf({
    'posts.csv': [header, ...rows].join('\n'),
    ...Object.fromEntries(posts.map((post) => [`posts/${post.id}.${post.slug}.html`, post.html])),
    'email_list.my-letter.csv': emailList,
  });
}
