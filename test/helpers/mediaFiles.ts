// Real files for the media tests, made with sharp: photos (one with GPS position and a camera
// serial in its EXIF), a PDF, and the hostile ones.
import http from 'node:http';
import sharp from 'sharp';
import { TEST_ADMIN_SECRET, type TestServer } from './testServer';

/** A photo-like JPEG with noise, so it does not compress to nothing. */
export async function photo(width: number, height: number, options: { gps?: boolean; seed?: number } = {}): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let state = options.seed ?? 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (i % 251) + (state % 5);
  }
  let image = sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Model X', Software: 'camera-firmware' },
      IFD2: { BodySerialNumber: 'SN-12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    });
  }
  return image.toBuffer();
}

export const pdf = (text = 'A worksheet') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export function uploadMedia(server: Pick<TestServer, 'url'>, bytes: Buffer, fileName: string, options: { alt?: string; type?: string; key?: string | null } = {}): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), fileName);
  if (options.alt !== undefined) form.append('alt', options.alt);
  const key = options.key === undefined ? TEST_ADMIN_SECRET : options.key;
  return fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: key === null ? {} : { 'x-admin-secret': key } });
}

export interface HeldUpload {
  /** The answer, once there is one (never, for an upload refused or aborted before it). */
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>;
  /** Sends the rest of the body (the whole body, with `sendAll`). */
  finish(): void;
  /** Closes the connection, as a browser tab closed mid-upload does. */
  abort(): void;
}

/** An upload sent through node:http whose body stops halfway until the test finishes it (or all of it at once, with `sendAll`). */
export function heldUpload(server: Pick<TestServer, 'url'>, bytes: Buffer, fileName: string, options: { sendAll?: boolean } = {}): HeldUpload {
  const boundary = `held-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(new URL('/api/admin/media', server.url), {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, 'x-admin-secret': TEST_ADMIN_SECRET },
  });
  const half = options.sendAll ? body.length : Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  const response = new Promise<Awaited<HeldUpload['response']>>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
    });
  });
  return {
    response,
    finish: () => request.end(body.subarray(half)),
    abort: () => {
      response.catch(() => undefined);
      request.destroy();
    },
  };
}
