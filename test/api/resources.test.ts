import { expect } from 'chai';
import { readFileSync, statSync } from 'node:fs';
import { Resource } from '../../entities';
import { sampleResources } from '../../src/seed/content/resources';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface Listed {
  id: number;
  type: string;
  title: string;
  description: string;
  fileSize: number;
  downloadCount: number;
  filePath: string;
}

const TYPES = ['worksheet', 'puzzle-pack', 'reflective-guide', 'research-paper'];

describe('GET /api/resources', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const list = async (query = ''): Promise<Listed[]> => {
    const response = await fetch(`${server.url}/api/resources${query}`);
    expect(response.status, query).to.equal(200);
    return response.json();
  };

  it('lists every resource in order, with the real size of its file', async () => {
    const resources = await list();
    expect(resources.map((r) => r.title)).to.deep.equal(sampleResources.map((r) => r.title));
    for (const resource of resources) {
      expect(resource).to.have.all.keys('id', 'type', 'title', 'description', 'fileSize', 'downloadCount', 'filePath');
      expect(resource.fileSize, resource.filePath).to.equal(statSync(`static${resource.filePath}`).size);
    }
    expect(resources[0]).to.deep.include({ type: 'worksheet', downloadCount: 742, filePath: '/resources/attention-audit-worksheet.pdf' });
  });

  it('filters by type', async () => {
    for (const type of TYPES) {
      const resources = await list(`?type=${type}`);
      expect(resources.map((r) => r.title), type).to.deep.equal(sampleResources.filter((r) => r.type === type).map((r) => r.title));
      expect(resources.length, type).to.be.greaterThan(0);
    }
  });

  it('answers an unknown type with 400 naming type', async () => {
    for (const type of ['video', 'WORKSHEET', '', 'worksheet,puzzle-pack']) {
      const response = await fetch(`${server.url}/api/resources?type=${encodeURIComponent(type)}`);
      expect(response.status, type).to.equal(400);
      const answer = await response.json();
      expect(answer.error).to.include('type');
      expect(answer.details[0].field).to.equal('type');
    }
  });
});

describe('GET /api/resources/{id}/download', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());
  const repo = () => server.db.getRepository(Resource);
  const download = (id: number | string) => fetch(`${server.url}/api/resources/${id}/download`, { redirect: 'manual' });

  it('counts the download and redirects to the file, which downloads byte for byte', async () => {
    const resource = await repo().findOneByOrFail({ filePath: '/resources/trust-in-social-robots-review.pdf' });
    const response = await download(resource.id);
    expect(response.status).to.equal(302);
    expect(response.headers.get('location')).to.equal(resource.filePath);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect((await repo().findOneByOrFail({ id: resource.id })).downloadCount).to.equal(resource.downloadCount + 1);
    const listed: Listed[] = await (await fetch(`${server.url}/api/resources`)).json();
    expect(listed.find((r) => r.id === resource.id)?.downloadCount).to.equal(resource.downloadCount + 1);

    const file = await fetch(`${server.url}${response.headers.get('location')}`);
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync('static/resources/trust-in-social-robots-review.pdf'))).to.equal(true);
  });

  it('counts every one of many concurrent downloads', async () => {
    const resource = await repo().findOneByOrFail({ filePath: '/resources/ai-literacy-worksheet.pdf' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(resource.id)));
    expect(answers.map((r) => r.status)).to.deep.equal(Array(10).fill(302));
    expect((await repo().findOneByOrFail({ id: resource.id })).downloadCount).to.equal(resource.downloadCount + 10);
  });

  it('answers 404 for an unknown resource and 400 naming id for a malformed id', async () => {
    const unknown = await download(987654);
    expect(unknown.status).to.equal(404);
    expect(await unknown.json()).to.have.property('error');
    for (const id of ['abc', '0', '-3', '2.5']) {
      const response = await download(id);
      expect(response.status, id).to.equal(400);
      expect((await response.json()).details[0].field).to.equal('id');
    }
  });

  it('never redirects outside /resources/ of this site, and does not count such a row', async () => {
    for (const filePath of ['https://evil.example/file.pdf', '//evil.example/file.pdf', '/resources/../admin', '/\\evil.example', 'javascript:alert(1)']) {
      const row = await repo().save(repo().create({ type: 'worksheet', title: `Bad ${filePath}`, description: 'x', fileSize: 1, downloadCount: 0, filePath, sortOrder: 99 }));
      const response = await download(row.id);
      expect(response.status, filePath).to.equal(404);
      expect(response.headers.get('location'), filePath).to.equal(null);
      expect((await repo().findOneByOrFail({ id: row.id })).downloadCount, filePath).to.equal(0);
    }
  });
});
