// The About settings' sample parts: what a new site says about the sample owner (the career
// timeline, "Why Work With Me" and "What I Offer", the venture, the placeholder "Find Me
// Elsewhere" links and the two personas). A part still equal to its default is the sample's;
// sample removal empties it (src/services/admin/sampleContent.ts), and the checklist's "Tell
// your story" waits until none is left (views/admin/setup/makeItYours.ts).
import type { AboutSettings, Persona, SettingsPatch } from '../api/settings';
import { defaultSettings } from './defaultSettings';

const sample = defaultSettings.about;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const noPersona: Persona = { name: '', role: '', description: '' };
const ELSEWHERE_KEYS = Object.keys(sample.elsewhere) as (keyof AboutSettings['elsewhere'])[];
const PERSONA_KEYS = Object.keys(sample.personas) as (keyof AboutSettings['personas'])[];

/** Each sample part: its name for the owner, whether the settings still hold it, and its emptied value. */
const PARTS = [
  { label: 'Career timeline', left: (about: AboutSettings) => same(about.timeline, sample.timeline), empty: { timeline: [] } },
  { label: 'Why Work With Me', left: (about: AboutSettings) => about.hireMe.why === sample.hireMe.why, empty: { hireMe: { why: '' } } },
  { label: 'What I Offer', left: (about: AboutSettings) => same(about.hireMe.offerings, sample.hireMe.offerings), empty: { hireMe: { offerings: [] } } },
  { label: 'Venture', left: (about: AboutSettings) => same(about.venture, sample.venture), empty: { venture: { title: '', description: '', videoUrl: '', audioInterviewUrl: '' } } },
  ...ELSEWHERE_KEYS.map((key) => ({ label: `Find Me Elsewhere: ${sample.elsewhere[key]}`, left: (about: AboutSettings) => about.elsewhere[key] === sample.elsewhere[key], empty: { elsewhere: { [key]: '' } } })),
  ...PERSONA_KEYS.map((key) => ({ label: `Persona: ${sample.personas[key].name}`, left: (about: AboutSettings) => same(about.personas[key], sample.personas[key]), empty: { personas: { [key]: noPersona } } })),
];

/** The names of the sample parts the About settings still hold. */
export const sampleAboutPartsLeft = (about: AboutSettings): string[] => PARTS.filter((part) => part.left(about)).map((part) => part.label);

/** A settings change that empties every sample part still held (objects merge, lists are replaced), or undefined when none is. */
export function emptySampleAboutParts(about: AboutSettings): SettingsPatch | undefined {
  const left = PARTS.filter((part) => part.left(about));
  if (left.length === 0) return undefined;
  const change: Record<string, Record<string, unknown> | unknown[]> = {};
  for (const { empty } of left) {
    for (const [field, value] of Object.entries(empty)) change[field] = Array.isArray(value) ? value : { ...(change[field] as object), ...value };
  }
  return { about: change } as SettingsPatch;
}
