// The read function of spec §7: the query key's URL, parsed as JSON; a 401 throws by default
// and can be asked to answer null instead. Any other failure throws either way.
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../../views/data/fetcher';
import { createQueryClient, readQueryFn } from '../../views/data/queryClient';

describe('readQueryFn', () => {
  let server: Server;
  let origin: string;
  before(async () => {
    server = createServer((request, response) => {
      const status = request.url === '/secret' ? 401 : request.url === '/broken' ? 500 : 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { asked: request.url } : { error: `status ${status}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const read = (on401: 'throw' | 'returnNull', path: string, ...parts: string[]) =>
    createQueryClient(readQueryFn({ on401 })).fetchQuery({ queryKey: [origin + path, ...parts] });

  it('fetches the URL of the key, its parts joined with slashes, and parses the JSON', async () => {
    expect(await read('throw', '/api/blog/post', 'a b')).to.deep.equal({ asked: '/api/blog/post/a%20b' });
  });

  it('throws on 401 by default, and answers null when asked to', async () => {
    const thrown = await read('throw', '/secret').catch((error: unknown) => error);
    expect(thrown).to.be.instanceOf(ApiError).and.to.include({ status: 401 });
    expect(await read('returnNull', '/secret')).to.equal(null);
  });

  it('throws on any other failure, whichever way 401 is handled', async () => {
    for (const on401 of ['throw', 'returnNull'] as const) {
      const thrown = await read(on401, '/broken').catch((error: unknown) => error);
      expect(thrown, on401).to.be.instanceOf(ApiError).and.to.include({ status: 500 });
    }
  });
});
