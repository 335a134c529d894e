// The SSRF guard of every remote fetch (#49): which addresses are private, and that a name
// resolving to loopback is refused where the connection is made, not only a literal address.
import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRefusedError, guardedFetch, isPrivateAddress } from '../../src/lib/guardedFetch';

describe('guardedFetch', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '127.8.8.8', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fc00::1', 'fd12::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isPrivateAddress(address), address).to.equal(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).to.equal(false);
  });

  it('refuses loopback by name and by address with the guard on, and reaches it with the guard off', async () => {
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>here</p>'));
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const address of [`http://localhost:${port}/`, `http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
        const refused = await guardedFetch(address, { allowPrivateAddresses: false }).catch((error: unknown) => error);
        expect(refused, address).to.be.instanceOf(FetchRefusedError);
        expect((refused as Error).message, address).to.match(/private or loopback/);
      }
      const allowed = await guardedFetch(`http://localhost:${port}/`, { allowPrivateAddresses: true });
      expect(allowed.body).to.equal('<p>here</p>');
    } finally {
      server.close();
    }
  });

  it('refuses what is not an http(s) address without credentials', async () => {
    for (const address of ['file:///etc/passwd', 'gopher://x.example/', 'http://user:pass@example.com/', 'not a url']) {
      expect(await guardedFetch(address, { allowPrivateAddresses: true }).catch((error: unknown) => error), address).to.be.instanceOf(FetchRefusedError);
    }
  });
});
