// Fetches a URL someone else named (a Webmention's source, a linked page's endpoint) with the
// bounds a public server needs: http(s) only, a time and a size limit, a few redirects, and no
// private, loopback or link-local address unless allowed (an SSRF guard). The address is checked
// where the connection is made (the resolver's answer), so a name cannot resolve one way for the
// check and another for the request.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface GuardedFetchOptions {
  /** FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: tests on loopback only. */
  allowPrivateAddresses: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  method?: 'GET' | 'POST';
  /** A form-encoded body for POST. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface GuardedResponse {
  status: number;
  /** The final URL, after redirects. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Why a fetch was refused or failed: the message is safe to store and show to the owner. */
export class FetchRefusedError extends Error {}

const privateRanges = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) privateRanges.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, multicast or unspecified (an IPv4-mapped IPv6 address is read as its IPv4 one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return privateRanges.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const PRIVATE_REFUSED = 'refused: the address is private or loopback';

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) return callback(new FetchRefusedError(PRIVATE_REFUSED), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** Parses and checks a URL named by someone else: http(s), no credentials. */
export function remoteUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefusedError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusedError('only http and https addresses');
  if (url.username || url.password) throw new FetchRefusedError('an address with credentials');
  return url;
}

function requestOnce(url: URL, options: GuardedFetchOptions, signal: AbortSignal, maxBytes: number): Promise<GuardedResponse> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateAddresses && isIP(literal) && isPrivateAddress(literal)) return Promise.reject(new FetchRefusedError(PRIVATE_REFUSED));
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new FetchRefusedError('timed out')), { once: true });
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        signal,
        lookup: options.allowPrivateAddresses ? undefined : guardedLookup,
        headers: {
          'user-agent': 'personal-site (Webmention)',
          accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1',
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new FetchRefusedError(`refused: larger than ${maxBytes} bytes`));
          return;
        }
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new FetchRefusedError(`refused: larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, url: url.href, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) => reject(signal.aborted ? new FetchRefusedError('timed out') : error));
    request.end(body);
  });
}

/** Fetches `address` within the bounds (default 1 MB, 10 s in all, 3 redirects). Rejects with FetchRefusedError or a network error. */
export async function guardedFetch(address: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const { maxBytes = 1024 * 1024, timeoutMs = 10_000, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = remoteUrl(address);
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, options, signal, maxBytes);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (hop >= maxRedirects) throw new FetchRefusedError(`refused: more than ${maxRedirects} redirects`);
    url = remoteUrl(new URL(location, url).href);
    // A redirected POST becomes a GET (as browsers do); a Webmention endpoint that redirects is followed for GETs only.
    if (options.method === 'POST') throw new FetchRefusedError('refused: the endpoint redirected');
  }
}
