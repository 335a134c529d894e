// /about, /theology and /contact: their raw streamed HTML, read without running any JavaScript.
import { site, siteContent, aboutContent, personas } from '../helpers/defaultContent';
import { expect } from 'chai';
import { elementWith, markupOf, tagsOf, visibleTextOf } from '../helpers/pageText';
import { startTestServer, type TestServer } from '../helpers/testServer';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('SSR static pages', () => {
  let server: TestServer;
  const pages: Record<string, { status: number; html: string; text: string }> = {};
  before(async () => {
    server = await startTestServer({ seed: false });
    for (const path of ['/about', '/theology', '/contact']) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      pages[path] = { status: response.status, html, text: visibleTextOf(html) };
    }
  });
  after(() => server?.close());

  it('answers each page 200 with its own title and description and exactly one h1', () => {
    const expected = {
      '/about': { title: `About | ${site.name}`, h1: 'About' },
      '/theology': { title: `Theology &amp; A.I. | ${site.name}`, h1: 'Theology &amp; A.I.' },
      '/contact': { title: `Contact | ${site.name}`, h1: 'Get in Touch' },
    };
    for (const [path, { title, h1 }] of Object.entries(expected)) {
      const { status, html } = pages[path];
      expect(status, path).to.equal(200);
      expect(html, path).to.include(`<title>${title}</title>`);
      expect(html, path).to.match(/<meta name="description" content="[^"]{40,}">/);
      expect(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g), path).to.deep.equal([`<h1>${h1}</h1>`]);
    }
  });

  describe('/about', () => {
    it('shows the portrait card: name, title, location, field, institution, a Hire Me mailto and social badges without links', () => {
      const card = elementWith(pages['/about'].html, 'aside', 'aria-label="Profile"');
      const cardText = visibleTextOf(card);
      for (const value of [site.name, site.title, site.location, site.field, site.institution]) expect(cardText).to.include(value);
      expect(card).to.match(new RegExp(`<a href="mailto:${escapeRegExp(site.email)}[^"]*"[^>]*>.*Hire Me</a>`));
      expect(cardText).to.include('X');
      expect(cardText).to.include('LinkedIn');
      expect(cardText).to.include('YouTube');
      for (const url of Object.values(site.social)) expect(card).not.to.include(url);
      expect(tagsOf(card, 'a')).to.have.length(1);
    });

    it('shows the About Me text', () => {
      const { text } = pages['/about'];
      expect(text).to.include('About Me');
      for (const paragraph of aboutContent.paragraphs) expect(text).to.include(normalise(paragraph));
    });

    it('shows Hire Me: why, every offering, and a let\'s-work-together card with email and LinkedIn links', () => {
      const section = elementWith(pages['/about'].html, 'section', 'hire-me-title');
      const text = visibleTextOf(section);
      expect(text).to.include('Hire Me');
      expect(text).to.include(aboutContent.hireMe.why);
      for (const offering of aboutContent.hireMe.offerings) expect(text).to.include(offering);
      expect(text).to.include("Let's Work Together");
      expect(section).to.include(`href="mailto:${site.email}"`);
      expect(section).to.match(new RegExp(`<a href="${escapeRegExp(site.social.linkedin)}" target="_blank" rel="noopener noreferrer"`));
    });

    it('shows the four timeline entries in order, each with phase, years, title and description', () => {
      const section = elementWith(pages['/about'].html, 'section', 'career-title');
      const items = section.match(/<li\b[\s\S]*?<\/li>/g) ?? [];
      expect(items).to.have.length(4);
      expect(aboutContent.timeline.map((entry) => entry.year)).to.deep.equal(['1992–2001', '2001–2016', '2016–2023', '2021–Present']);
      aboutContent.timeline.forEach((entry, i) => {
        const text = visibleTextOf(items[i]);
        for (const value of [entry.phase, entry.year, entry.title, entry.description]) expect(text, entry.year).to.include(value);
      });
    });

    it('links to the author profile and the initiative under Find Me Elsewhere, in new tabs', () => {
      const section = elementWith(pages['/about'].html, 'section', 'elsewhere-title');
      expect(visibleTextOf(section)).to.include('Find Me Elsewhere');
      for (const url of [siteContent.elsewhere.authorProfileUrl, siteContent.elsewhere.initiativeUrl]) {
        expect(section).to.match(new RegExp(`<a href="${escapeRegExp(url)}" target="_blank" rel="noopener noreferrer"`));
      }
    });
  });

  describe('/theology', () => {
    it('shows both AI personas as contributors with their roles', () => {
      const { text } = pages['/theology'];
      for (const persona of [personas.islamLead, personas.collaborator]) {
        expect(text).to.include(persona.name);
        expect(text).to.include(persona.role);
        expect(text).to.include(persona.description);
      }
      expect(personas.islamLead.role.toLowerCase()).to.equal('ai & islam lead');
      expect(personas.collaborator.role.toLowerCase()).to.equal('intelligent collaborator');
    });

    it('links A.I. & Islam to /ai-islam with Explore Essays; A.I. & Christianity is Coming Soon, In Development, with a disabled button', () => {
      const markup = markupOf(pages['/theology'].html);
      const cards = markup.match(/<article\b[\s\S]*?<\/article>/g) ?? [];
      const islam = cards.find((card) => card.includes('A.I. &amp; Islam</h3>'));
      const christianity = cards.find((card) => card.includes('A.I. &amp; Christianity</h3>'));
      expect(islam, 'A.I. & Islam card').to.be.a('string');
      expect(christianity, 'A.I. & Christianity card').to.be.a('string');
      expect(islam).to.match(/<a href="\/ai-islam"[^>]*>Explore Essays/);
      expect(islam).not.to.include('disabled');
      const text = visibleTextOf(christianity!);
      expect(text).to.include('Coming Soon');
      expect(text).to.include('In Development');
      expect(christianity).to.match(/<button[^>]*disabled=""/);
      expect(christianity).not.to.match(/<a\b/);
    });
  });

  describe('/contact', () => {
    it('has a form with labelled, required name, email (email type), subject and message fields', () => {
      const form = elementWith(pages['/contact'].html, 'form', 'contact-form-title');
      for (const [name, label, tag, type] of [
        ['name', 'Name', 'input', 'text'],
        ['email', 'Email', 'input', 'email'],
        ['subject', 'Subject', 'input', 'text'],
        ['message', 'Message', 'textarea', null],
      ] as const) {
        const control = (form.match(new RegExp(`<${tag}\\b[^>]*name="${name}"[^>]*>`)) ?? [])[0];
        expect(control, name).to.be.a('string');
        expect(control).to.include('required=""');
        if (type) expect(control).to.include(`type="${type}"`);
        const id = control!.match(/id="([^"]+)"/)![1];
        expect(form).to.match(new RegExp(`<label for="${escapeRegExp(id)}">${label}\\b`));
      }
      expect(form).to.match(/<button type="submit"[^>]*>Send Message<\/button>/);
    });

    it('shows the email, response time, office hours and the four tips', () => {
      const { html, text } = pages['/contact'];
      expect(html).to.include(`href="mailto:${site.email}"`);
      expect(text).to.include('Typically within 48 hours');
      expect(text).to.include('Monday to Friday, 9:00 AM to 5:00 PM GMT');
      expect(text).to.match(/check the blog/i);
      expect(text).to.match(/media inquiries[^.]*publication/i);
      expect(text).to.match(/speaking requests[^.]*2-3 weeks notice/i);
      expect(text).to.match(/collaboration proposals[^.]*timeline and scope/i);
    });
  });
});
