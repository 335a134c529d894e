// The one browser error type (spec section 8 "Generic"): '<status>: <body text or status text>';
// the admin texts quote the server's own words or the reason read from it; no answer at all is a
// NetworkError.
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, fetchJson, NetworkError, sendJson } from '../../views/data/fetcher';
import { failureReason, serverWords } from '../../views/admin/adminApi';

const answers: Record<string, { status: number; type: string; body: string; headers?: Record<string, string> }> = {
  '/error': { status: 409, type: 'application/json', body: JSON.stringify({ error: 'Slug taken' }) },
  '/message': { status: 400, type: 'application/json', body: JSON.stringify({ message: 'Bad input' }) },
  '/html': { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' },
  '/empty': { status: 500, type: 'text/plain', body: '' },
  '/busy': { status: 429, type: 'application/json', body: JSON.stringify({ error: 'Too many uploads at once: try again in 3 s' }), headers: { 'Retry-After': '3' } },
};

describe('fetcher', () => {
  let server: Server;
  let origin: string;
  before(async () => {
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''] ?? { status: 200, type: 'application/json', body: JSON.stringify({ method: request.method, type: request.headers['content-type'] ?? null }) };
      response.writeHead(answer.status, { 'Content-Type': answer.type, ...answer.headers });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const failure = (path: string) => fetchJson(origin + path).then(() => expect.fail('should throw'), (error: unknown) => error);

  const wordsAndReason = (error: unknown) => ({ said: error instanceof ApiError ? serverWords(error) : null, reason: failureReason(error) });

  it("reads the server's JSON error, else its message, keeping the body text in the message", async () => {
    const error = await failure('/error');
    expect(error).to.be.instanceOf(ApiError).and.to.include({ status: 409, message: '409: {"error":"Slug taken"}' });
    expect(wordsAndReason(error)).to.deep.equal({ said: 'Slug taken', reason: 'Slug taken' });
    expect(wordsAndReason(await failure('/message'))).to.deep.equal({ said: 'Bad input', reason: 'Bad input' });
  });

  it("keeps a busy server's Retry-After, in seconds", async () => {
    expect(await failure('/busy')).to.be.instanceOf(ApiError).and.to.include({ status: 429, retryAfterSeconds: 3 });
    expect(await failure('/error')).to.include({ retryAfterSeconds: undefined });
  });

  it('has no words of the server for a non-JSON answer: the reason is the text, else the status text', async () => {
    const html = await failure('/html');
    expect(html).to.include({ message: '502: <h1>Bad gateway</h1>' });
    expect(wordsAndReason(html)).to.deep.equal({ said: '', reason: '<h1>Bad gateway</h1>' });
    const empty = await failure('/empty');
    expect(empty).to.include({ message: '500: Internal Server Error' });
    expect(wordsAndReason(empty)).to.deep.equal({ said: '', reason: 'Internal Server Error' });
  });

  it('sends a JSON body with its content type', async () => {
    expect(await sendJson('POST', `${origin}/echo`, { a: 1 })).to.deep.equal({ method: 'POST', type: 'application/json' });
  });

  it('throws a NetworkError when no answer comes', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const thrown = await fetchJson(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(thrown).to.be.instanceOf(NetworkError);
  });
});
