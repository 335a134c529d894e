// The owner's settings over HTTP: the whole object, a change to any part (objects merged, lists
// replaced), a bad value refused with the field named and nothing saved, and the key required;
// what every page is told, and the About section's parts, each told apart.
import { expect } from 'chai';
import { type PublicSettings, SETTINGS_PARTS, type SettingsParts, type SiteSettings } from '../../views/api/settings';
import { defaultSettings } from '../../views/content/defaultSettings';
import { saveSettingsPatch } from '../../src/services/settings';
import { adminCall, adminJson } from '../helpers/adminClient';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('settings API', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ seed: false });
  });
  after(() => server?.close());

  const read = async () => (await adminJson<SiteSettings>(server, '/api/admin/settings')).body;
  const patch = (body: unknown) => adminJson(server, '/api/admin/settings', { method: 'PATCH', body });

  it("answers a new site's defaults", async () => {
    expect(await read()).to.deep.equal(defaultSettings);
  });

  it('merges objects, replaces lists and answers the whole object', async () => {
    const links = [
      { network: 'mastodon', url: 'https://mastodon.social/@owner' },
      { network: 'github', url: 'https://github.com/owner' },
    ];
    const { status, body } = await patch({ identity: { name: 'Sam Teal' }, links, about: { hireMe: { why: 'Because.' } } });
    expect(status).to.equal(200);
    expect(body.identity).to.deep.equal({ ...defaultSettings.identity, name: 'Sam Teal' });
    expect(body.links).to.deep.equal(links);
    expect(body.about.hireMe).to.deep.equal({ why: 'Because.', offerings: defaultSettings.about.hireMe.offerings });
    expect(body.about.timeline).to.deep.equal(defaultSettings.about.timeline);

    const { body: again } = await patch({ about: { hireMe: { offerings: ['Talks'] }, timeline: [{ phase: 'Now', year: '2026', title: 'Owner', description: 'Writing.' }] } });
    expect(again.about.hireMe).to.deep.equal({ why: 'Because.', offerings: ['Talks'] });
    expect(again.about.timeline).to.have.length(1);
    expect(again.identity.name).to.equal('Sam Teal');
    expect(await read()).to.deep.equal(again);
  });

  it('clears a media id with null', async () => {
    const { status, body } = await patch({ design: { iconMediaId: null }, identity: { portraitMediaId: null } });
    expect(status).to.equal(200);
    expect(body.design.iconMediaId).to.equal(null);
  });

  const badValues: [string, unknown][] = [
    ['design.accentColor', { design: { accentColor: 'teal' } }],
    ['design.accentColor', { design: { accentColor: '#12345g' } }],
    ['links.1.url', { links: [{ network: 'x', url: 'https://x.com/a' }, { network: 'x', url: 'javascript:alert(1)' }] }],
    ['links.0.network', { links: [{ network: 'myspace', url: 'https://myspace.com/a' }] }],
    ['links.0.url', { links: [{ network: 'x' }] }],
    ['links', { links: { network: 'x', url: 'https://x.com/a' } }],
    ['identity.name', { identity: { name: 'A'.repeat(101) } }],
    ['identity.name', { identity: { name: 'Bell\u0007' } }],
    ['identity.name', { identity: { name: null } }],
    ['identity.name', { identity: { name: '' } }],
    ['identity.name', { identity: { name: '   ' } }],
    ['identity.name', { identity: { name: '\u200b' } }],
    ['identity.name', { identity: { name: 'Lone \ud800' } }],
    ['identity.nickname', { identity: { nickname: 'Sam' } }],
    ['identity.email', { identity: { email: 'not an address' } }],
    ['identity.portraitMediaId', { identity: { portraitMediaId: 99_999 } }],
    ['design.iconMediaId', { design: { iconMediaId: 'one' } }],
    ['sections.theology', { sections: { theology: 'no' } }],
    ['colours', { colours: { accent: '#000000' } }],
    ['about.elsewhere.newsletterUrl', { about: { elsewhere: { newsletterUrl: 'ftp://example.com/news' } } }],
    ['about.timeline.0.title', { about: { timeline: [{ phase: 'Now', year: '2026', description: 'Writing.' }] } }],
    ['about.personas.islamLead.name', { about: { personas: { islamLead: { name: 7 } } } }],
    ['about.personas.stranger', { about: { personas: { stranger: { name: 'Who' } } } }],
    ['about.hireMe.offerings', { about: { hireMe: { offerings: ['ok', 'x'.repeat(201)] } } }],
    ['navigation.header.0.path', { navigation: { header: [{ label: 'Away', path: 'https://elsewhere.example' }] } }],
    ['navigation.privacyPath', { navigation: { privacyPath: '//elsewhere.example/privacy' } }],
    ['navigation.header.0.path', { navigation: { header: [{ label: 'Away', path: '/\\evil.com' }] } }],
    ['navigation.header.0.path', { navigation: { header: [{ label: 'Away', path: '/%5Cevil.com' }] } }],
    ['navigation.header.0.path', { navigation: { header: [{ label: 'Away', path: '/\t/evil.com' }] } }],
    ['navigation.privacyPath', { navigation: { privacyPath: '/\\evil.com' } }],
    ['navigation.termsPath', { navigation: { termsPath: '/%2fevil.com' } }],
    ['navigation.footer.0.path', { navigation: { footer: [{ label: 'Away', path: '//elsewhere.example' }] } }],
    ['navigation.footer.1.label', { navigation: { footer: [{ label: 'Home', path: '/' }, { label: 'x'.repeat(41), path: '/blog' }] } }],
    ['navigation.footer', { navigation: { footer: Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, path: `/p${i}` })) } }],
    ['navigation.footer', { navigation: { footer: 'Home' } }],
    ['email.replyTo', { email: { replyTo: 'nobody' } }],
  ];
  for (const [field, body] of badValues) {
    it(`refuses ${JSON.stringify(body).slice(0, 90)} naming ${field}, and saves nothing`, async () => {
      const before = await read();
      // A good change beside the bad one is not saved either.
      const response = await patch({ ...(body as object), email: { ...((body as { email?: object }).email ?? {}), footer: 'Saved?' } });
      expect(response.status).to.equal(400);
      expect(response.body.error).to.be.a('string');
      expect(response.body.details.map((detail: { field: string }) => detail.field)).to.include(field);
      expect(await read()).to.deep.equal(before);
    });
  }

  it('refuses a body that is no object', async () => {
    const response = await adminCall(server, '/api/admin/settings', { method: 'PATCH', body: [1] });
    expect(response.status).to.equal(400);
  });

  it('needs the key to read or change anything', async () => {
    const before = await read();
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await adminCall(server, '/api/admin/settings', { method, key: null, body: method === 'PATCH' ? { identity: { name: 'Intruder' } } : undefined });
      expect(response.status, method).to.equal(401);
    }
    expect(await read()).to.deep.equal(before);
  });

  it('tells every page the public part, without the email section, with the legal links always there', async () => {
    const response = await fetch(`${server.url}/api/settings`);
    expect(response.status).to.equal(200);
    const settings = (await response.json()) as PublicSettings & { email?: unknown };
    expect(settings.email).to.equal(undefined);
    expect(settings.identity.name).to.equal('Sam Teal');
    expect(settings.legal).to.deep.equal({ privacyPath: '/privacy', termsPath: '/terms' });

    await patch({ navigation: { privacyPath: '/about', termsPath: '' } });
    const after = (await (await fetch(`${server.url}/api/settings`)).json()) as PublicSettings;
    expect(after.legal).to.deep.equal({ privacyPath: '/about', termsPath: '/terms' });
  });

  it('keeps the About section out of what every page is told, and answers each of its parts on its own, changed with the settings', async () => {
    const shown = (await (await fetch(`${server.url}/api/settings`)).json()) as PublicSettings & { about?: unknown; aboutHtml?: unknown };
    expect(shown.about).to.equal(undefined);
    expect(shown.aboutHtml).to.equal(undefined);

    const part = async <Part extends keyof SettingsParts>(name: Part) => {
      const response = await fetch(`${server.url}/api/settings/${name}`);
      expect(response.status, name).to.equal(200);
      return (await response.json()) as SettingsParts[Part];
    };
    const { about } = await read();
    for (const name of SETTINGS_PARTS) await part(name); // kept by the answers' cache from here on
    expect(await part('contact')).to.deep.equal(about.contact);
    expect(await part('resources')).to.deep.equal({ venture: about.venture, elsewhere: about.elsewhere });
    expect(await part('theology')).to.deep.equal({ personas: about.personas });
    const aboutPart = await part('about');
    expect(aboutPart).to.have.keys('html', 'hireMe', 'timeline', 'elsewhere'); // never the markdown: the page shows its HTML
    expect(aboutPart.html).to.include('<p>');

    await patch({ about: { markdown: 'A *new* story.', contact: { responseTime: 'Within a week' }, venture: { title: 'A new venture' } } });
    expect((await part('about')).html).to.include('<em>new</em>');
    expect((await part('contact')).responseTime).to.equal('Within a week');
    expect((await part('resources')).venture.title).to.equal('A new venture');
  });

  it('answers a part that does not exist with a 404 and what there is', async () => {
    for (const name of ['nope', 'email', '__proto__', 'constructor', 'ABOUT']) {
      const response = await fetch(`${server.url}/api/settings/${name}`);
      expect(response.status, name).to.equal(404);
      const body = (await response.json()) as { error: string };
      expect(body.error, name).to.include('about, contact, resources, theology');
    }
  });

  it('never links a stored header or legal path that is no path on this site (a row from before the rule, or restored)', async () => {
    const header = [
      { label: 'About', path: '/about' },
      { label: 'Away', path: '/\\evil.com' },
      { label: 'Encoded', path: '/%5cevil.com' },
    ];
    await saveSettingsPatch(server.db, { navigation: { header, privacyPath: '/\\evil.com', termsPath: '//evil.com' } });
    await server.wroteDirectly();
    const shown = (await (await fetch(`${server.url}/api/settings`)).json()) as PublicSettings;
    expect(shown.navigation.header).to.deep.equal([{ label: 'About', path: '/about' }]);
    expect(shown.legal).to.deep.equal({ privacyPath: '/privacy', termsPath: '/terms' });
    const page = await (await fetch(`${server.url}/about`)).text();
    expect(page).not.to.include('evil.com');
  });
});
