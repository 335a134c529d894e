// The dashboard's "Make it yours" steps: each is done once its value is no longer the new
// site's default, the privacy page counts once published (or once another page is named), and
// a dry run's answer is read into a count of samples left.
import { expect } from 'chai';
import type { SiteSettings } from '../../views/api/settings';
import { defaultSettings } from '../../views/content/defaultSettings';
import { type ChecklistFacts, makeItYoursSteps, samplesInDryRun } from '../../views/admin/setup/makeItYours';
import { emptySampleAboutParts, sampleAboutPartsLeft } from '../../views/content/sampleAbout';
import { mergeSettings } from '../../src/services/settings/mergeSettings';

const now = new Date('2026-11-27T12:00:00Z');
const fresh = (): SiteSettings => structuredClone(defaultSettings);
const states = (facts: Partial<ChecklistFacts>) =>
  Object.fromEntries(makeItYoursSteps({ settings: fresh(), pages: [], samplesLeft: 3, now, ...facts }).map((step) => [step.id, step.state]));

describe('the "Make it yours" steps', () => {
  it('has every step to do on a new site', () => {
    expect(states({})).to.deep.equal({ name: 'todo', photo: 'todo', links: 'todo', accent: 'todo', about: 'todo', privacy: 'todo', samples: 'todo' });
  });

  it('ticks each step as its value leaves the default', () => {
    const settings = fresh();
    settings.identity.name = 'Sam Okafor';
    settings.identity.portraitMediaId = 7;
    settings.links = [{ network: 'github', url: 'https://github.com/sam' }];
    settings.design.accentColor = '#0f766e';
    settings.about = mergeSettings({ ...settings.about, markdown: 'I write about rivers.' }, emptySampleAboutParts(settings.about)?.about);
    expect(states({ settings, samplesLeft: 0 })).to.deep.equal({ name: 'done', photo: 'done', links: 'done', accent: 'done', about: 'done', privacy: 'todo', samples: 'done' });
  });

  it('leaves "Tell your story" to do while any sample part of About is left, and names them', () => {
    const settings = fresh();
    settings.about.markdown = 'I write about rivers.';
    const about = () => makeItYoursSteps({ settings, pages: [], samplesLeft: 0, now }).find((step) => step.id === 'about')!;
    expect(about().state, 'the story alone').to.equal('todo');
    expect(about().note).to.equal(`Still the sample's: ${sampleAboutPartsLeft(defaultSettings.about).join(', ')}.`);
    expect(about().note).to.include('Career timeline').and.include('What I Offer').and.include('Venture').and.include('Persona: Noor').and.include('amazon.com/author/your-author-page');

    settings.about = mergeSettings(settings.about, emptySampleAboutParts(settings.about)?.about);
    settings.about.timeline = [{ phase: 'Now', year: '2026', title: 'Writer', description: 'Rivers.' }];
    settings.about.venture.title = 'River Lab';
    expect(about().state, 'sample parts emptied or rewritten').to.equal('done');
    expect(sampleAboutPartsLeft(settings.about)).to.deep.equal([]);
    expect(emptySampleAboutParts(settings.about)).to.equal(undefined);
  });

  it('does not count an accent that differs from the default only in letter case', () => {
    const settings = fresh();
    settings.design.accentColor = defaultSettings.design.accentColor.toUpperCase();
    expect(states({ settings }).accent).to.equal('todo');
  });

  it('counts a privacy page once it is published at /privacy, or once another page is named', () => {
    expect(states({ pages: [{ slug: 'privacy', publishedAt: null }] }).privacy, 'a draft').to.equal('todo');
    expect(states({ pages: [{ slug: 'privacy', publishedAt: '2026-12-01T00:00:00Z' }] }).privacy, 'scheduled').to.equal('todo');
    expect(states({ pages: [{ slug: 'privacy', publishedAt: '2026-11-01T00:00:00Z' }] }).privacy).to.equal('done');
    expect(states({ pages: null }).privacy, 'no pages API yet').to.equal('todo');
    const settings = fresh();
    settings.navigation.privacyPath = '/legal/privacy';
    expect(states({ settings, pages: null }).privacy).to.equal('done');
  });

  it('cannot tell about the samples without a dry run', () => {
    const samples = makeItYoursSteps({ settings: fresh(), pages: [], samplesLeft: null, now }).find((step) => step.id === 'samples');
    expect(samples).to.include({ state: 'unknown' });
  });

  it('reads a dry run\'s total, lists or counts per kind', () => {
    expect(samplesInDryRun({ dryRun: true, total: 4 })).to.equal(4);
    expect(samplesInDryRun({ items: [{ type: 'post', id: 1 }, { type: 'book', id: 2 }] })).to.equal(2);
    expect(samplesInDryRun({ dryRun: true, wouldRemove: { posts: [1, 2], essays: [], media: [3] } })).to.equal(3);
    expect(samplesInDryRun({ posts: 2, essays: 0 })).to.equal(2);
    expect(samplesInDryRun(null)).to.equal(null);
    expect(samplesInDryRun('nothing')).to.equal(null);
  });
});
