import { expect } from 'chai';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
const base = () => ({ NODE_ENV: 'test', DATA_DIR: tmp(), ADMIN_SECRET: 'a-long-enough-secret' });

describe('config', () => {
  it('defaults PORT to 3000 and the embedded database', () => {
    const config = loadConfig(base());
    expect(config.port).to.equal(3000);
    expect(config.databaseUrl).to.equal(undefined);
  });

  it('refuses to start in production without ADMIN_SECRET, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).to.throw(ConfigError, /ADMIN_SECRET/);
  });

  it('generates a development secret once and keeps it under data/', () => {
    const dir = tmp();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(first.adminSecretSource).to.equal('generated');
    expect(readFileSync(path.join(dir, 'admin-secret.txt'), 'utf8').trim()).to.equal(first.adminSecret);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.adminSecret).to.equal(first.adminSecret);
    expect(second.adminSecretSource).to.equal('file');
  });

  it('rejects bad values with a one-line message naming the variable', () => {
    expect(() => loadConfig({ ...base(), PORT: 'abc' })).to.throw(ConfigError, /^PORT/);
    expect(() => loadConfig({ ...base(), DATABASE_URL: 'postgres://x/y' })).to.throw(ConfigError, /^DATABASE_URL/);
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'maybe' })).to.throw(ConfigError, /^TRUST_PROXY/);
    expect(() => loadConfig({ ...base(), ADMIN_SECRET: 'short' })).to.throw(ConfigError, /^ADMIN_SECRET/);
  });

  it('accepts a MySQL URL', () => {
    expect(loadConfig({ ...base(), DATABASE_URL: 'mysql://u:p@127.0.0.1:3306/site' }).databaseUrl).to.match(/^mysql:/);
  });

  it('defaults SITE_URL to localhost on PORT outside production and requires it in production', () => {
    expect(loadConfig({ ...base(), PORT: '8080' }).siteUrl).to.equal('http://localhost:8080');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), ADMIN_SECRET: 'a-long-enough-secret' })).to.throw(ConfigError, /^SITE_URL is required/);
    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), ADMIN_SECRET: 'a-long-enough-secret', SITE_URL: 'https://Example.com/' });
    expect(production.siteUrl).to.equal('https://example.com');
  });

  it('accepts only an absolute http(s) SITE_URL without a path', () => {
    for (const bad of ['example.com', 'ftp://example.com', 'https://example.com/blog', 'https://example.com?x=1', 'https://user:pw@example.com']) {
      expect(() => loadConfig({ ...base(), SITE_URL: bad }), bad).to.throw(ConfigError, /^SITE_URL must be an absolute http\(s\) address/);
    }
    expect(loadConfig({ ...base(), SITE_URL: 'http://127.0.0.1:4000' }).siteUrl).to.equal('http://127.0.0.1:4000');
  });

  it('writes no secret file when ADMIN_SECRET is given', () => {
    const env = base();
    loadConfig(env);
    expect(existsSync(path.join(env.DATA_DIR, 'admin-secret.txt'))).to.equal(false);
  });

  it('checks the mail settings once: SMTP_URL, OWNER_EMAIL, MAIL_FROM, SIGNING_SECRET', () => {
    const config = loadConfig(base());
    expect(config.mail).to.include({ smtpUrl: undefined, doubleOptIn: true, ratePerMinute: 60 });
    expect(config.mail.ownerEmail, 'unset: mail to the owner goes to the address in Settings').to.equal(undefined);
    expect(loadConfig({ ...base(), OWNER_EMAIL: 'owner@example.com' }).mail.ownerEmail).to.equal('owner@example.com');
    expect(loadConfig({ ...base(), SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).mail.smtpUrl).to.equal('smtps://user:pass@smtp.example.com:465');
    expect(() => loadConfig({ ...base(), SMTP_URL: 'http://smtp.example.com' })).to.throw(ConfigError, /SMTP_URL/);
    expect(() => loadConfig({ ...base(), OWNER_EMAIL: 'not an address' })).to.throw(ConfigError, /OWNER_EMAIL/);
    expect(() => loadConfig({ ...base(), MAIL_FROM: 'Me <me@example.com>\r\nBcc: x@example.com' })).to.throw(ConfigError, /MAIL_FROM/);
    expect(() => loadConfig({ ...base(), SIGNING_SECRET: 'short' })).to.throw(ConfigError, /SIGNING_SECRET/);
    expect(() => loadConfig({ ...base(), NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).to.throw(ConfigError, /NEWSLETTER_DOUBLE_OPT_IN/);
  });

  it('keeps the signing secret apart from the admin key: changing ADMIN_SECRET keeps every link working', () => {
    const env = { ...base(), SIGNING_SECRET: 'a'.repeat(40) };
    expect(loadConfig({ ...env, ADMIN_SECRET: 'first-admin-key-123' }).mail.signingSecret).to.equal(loadConfig({ ...env, ADMIN_SECRET: 'second-admin-key-456' }).mail.signingSecret);
  });

  it('bounds the image work: MEDIA_IMAGE_CONCURRENCY (half the CPUs), MEDIA_UPLOAD_QUEUE', () => {
    const config = loadConfig(base());
    expect(config.mediaImageConcurrency).to.equal(Math.max(1, Math.floor(os.availableParallelism() / 2)));
    expect(config.mediaUploadQueue).to.equal(8);
    expect(loadConfig({ ...base(), MEDIA_IMAGE_CONCURRENCY: '3', MEDIA_UPLOAD_QUEUE: '0' })).to.include({ mediaImageConcurrency: 3, mediaUploadQueue: 0 });
    expect(() => loadConfig({ ...base(), MEDIA_IMAGE_CONCURRENCY: '0' })).to.throw(ConfigError, /^MEDIA_IMAGE_CONCURRENCY/);
    expect(() => loadConfig({ ...base(), MEDIA_UPLOAD_QUEUE: 'many' })).to.throw(ConfigError, /^MEDIA_UPLOAD_QUEUE/);
  });

  it('counts readers unless ANALYTICS=false, keeping two years and flushing every 5 s by default', () => {
    expect(loadConfig(base()).analytics).to.deep.equal({ enabled: true, retentionDays: 730, flushMs: 5000 });
    expect(loadConfig({ ...base(), ANALYTICS: 'false', ANALYTICS_RETENTION_DAYS: '90', ANALYTICS_FLUSH_SECONDS: '1' }).analytics).to.deep.equal({ enabled: false, retentionDays: 90, flushMs: 1000 });
    expect(() => loadConfig({ ...base(), ANALYTICS: 'maybe' })).to.throw(ConfigError, /^ANALYTICS must be true or false/);
    expect(() => loadConfig({ ...base(), ANALYTICS_RETENTION_DAYS: '0' })).to.throw(ConfigError, /^ANALYTICS_RETENTION_DAYS/);
  });

  describe('DKIM key size (RFC 8301)', () => {
    const dkim = (modulusLength: number) => ({
      DKIM_DOMAIN: 'example.com',
      DKIM_SELECTOR: 'site2026',
      DKIM_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });

    it('refuses a key under 1,024 bits in one line naming DKIM_PRIVATE_KEY', () => {
      for (const bits of [512, 768, 1016]) {
        let message = '';
        try {
          loadConfig({ ...base(), ...dkim(bits) });
        } catch (error) {
          expect(error).to.be.instanceOf(ConfigError);
          message = (error as Error).message;
        }
        expect(message, `${bits} bits`).to.match(/^DKIM_PRIVATE_KEY .*1,024 bits.*got \d+$/);
        expect(message).not.to.include('\n');
      }
    });

    it('takes a key of 1,024 bits or more', () => {
      expect(loadConfig({ ...base(), ...dkim(1024) }).mail.dkim?.domainName).to.equal('example.com');
    });
  });
});
