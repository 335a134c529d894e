// /resources: the raw streamed HTML, read without running any JavaScript.
import { site, siteContent } from '../helpers/defaultContent';
import { expect } from 'chai';
import { statSync } from 'node:fs';
import { formatMegabytes } from '../../views/lib/formatMegabytes';
import { sampleResources } from '../../src/seed/content/resources';
import { markupOf, tagsOf, visibleTextOf } from '../helpers/pageText';
import { dehydratedStateOf, startTestServer, type TestServer } from '../helpers/testServer';

const TYPE_LABELS = ['Worksheet', 'Puzzle Pack', 'Reflective Guide', 'Research Paper'];

describe('SSR /resources', () => {
  let server: TestServer;
  let html: string;
  before(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/resources`);
    expect(response.status).to.equal(200);
    html = await response.text();
  });
  after(() => server?.close());

  it('streams every resource with its type, size in MB, download count and download link', async () => {
    expect(html).to.include(`<title>Resources | ${site.name}</title>`);
    expect(html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g)).to.deep.equal(['<h1>Resources</h1>']);
    const text = visibleTextOf(html);
    const listed: { id: number; title: string; filePath: string }[] = await (await fetch(`${server.url}/api/resources`)).json();
    for (const resource of sampleResources) {
      const size = formatMegabytes(statSync(`static${resource.filePath}`).size);
      expect(size).to.match(/^\d+\.\d MB$/);
      expect(text, resource.title).to.include(`${resource.title} ${resource.description} ${size} ${resource.downloadCount} downloads Download`);
      const id = listed.find((r) => r.filePath === resource.filePath)!.id;
      const link = tagsOf(html, 'a').find((tag) => tag.includes(`href="/api/resources/${id}/download"`));
      expect(link, resource.title).to.include(`download="${resource.filePath.split('/').pop()}"`);
    }
    expect(text).to.include('0.1 MB');
    expect(markupOf(html)).not.to.include('data-testid="skeleton"');
  });

  it('shows the filter buttons, with All Resources chosen', () => {
    const buttons = tagsOf(html, 'button').filter((tag) => tag.includes('aria-pressed'));
    expect(buttons).to.have.length(5);
    expect(buttons.filter((tag) => tag.includes('aria-pressed="true"'))).to.have.length(1);
    const text = visibleTextOf(html);
    expect(text).to.include(`All Resources ${TYPE_LABELS.join(' ')}`);
  });

  it('has the Social Robotics Venture and Find Me Elsewhere sections with external links in new tabs', () => {
    const text = visibleTextOf(html);
    expect(text).to.include('Social Robotics Venture');
    expect(text).to.include(siteContent.venture.description);
    expect(text).to.include('Find Me Elsewhere');
    const urls = [
      siteContent.venture.videoUrl,
      siteContent.venture.audioInterviewUrl,
      siteContent.elsewhere.authorProfileUrl,
      siteContent.elsewhere.newsletterUrl,
      siteContent.elsewhere.videoChannelUrl,
      siteContent.elsewhere.communityInitiativeUrl,
    ];
    for (const url of urls) {
      const link = tagsOf(html, 'a').find((tag) => tag.includes(`href="${url}"`));
      expect(link, url).to.include('target="_blank"');
      expect(link, url).to.match(/rel="noopener[^"]*"/);
    }
  });

  it('dehydrates the list exactly as the API answers it', async () => {
    const queries = dehydratedStateOf(html).queries;
    // Every page carries the settings besides its own data; this one also the settings' resources part it shows.
    expect(queries.map((q) => JSON.stringify(q.queryKey))).to.deep.equal(['["/api/settings"]', '["/api/resources"]', '["/api/settings","resources"]']);
    expect(queries[1].state.data).to.deep.equal(await (await fetch(`${server.url}/api/resources`)).json());
  });

  it('renders a type chosen in the address on the server already', async () => {
    const response = await fetch(`${server.url}/resources?type=research-paper`);
    const text = visibleTextOf(await response.text());
    for (const resource of sampleResources) {
      if (resource.type === 'research-paper') expect(text, resource.title).to.include(resource.title);
      else expect(text, resource.title).not.to.include(resource.title);
    }
  });

  it('sends no inline style attributes', () => {
    expect(markupOf(html)).not.to.match(/\sstyle="/);
  });
});
