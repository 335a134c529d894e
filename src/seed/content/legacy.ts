import type { SeedLegacySubmission } from '../types';

// Each statement completes the sentence "Before I die, I want to...".
export const sampleLegacySubmissions: SeedLegacySubmission[] = [
  {
    statement: 'learn to play the cello well enough to play for my grandchildren',
    authorName: 'Margaret',
    location: 'Edinburgh, UK',
    submittedAt: '2026-01-09T18:42:00.000Z',
    hearts: 34,
  },
  {
    statement: 'tell my father I forgive him, and mean it',
    submittedAt: '2026-02-14T07:15:00.000Z',
    hearts: 40,
  },
  {
    statement: 'teach one hundred girls in my village how to code',
    authorName: 'Amara O.',
    location: 'Enugu, Nigeria',
    submittedAt: '2026-03-02T12:30:00.000Z',
    hearts: 27,
  },
  {
    statement: 'walk the whole Camino de Santiago with my brother, the way we promised each other as kids',
    authorName: 'Diego',
    location: 'Valencia, Spain',
    submittedAt: '2026-04-18T21:05:00.000Z',
    hearts: 15,
  },
  {
    statement: 'write down my grandmother\'s recipes before they exist only in my memory',
    location: 'Lahore, Pakistan',
    submittedAt: '2026-05-27T16:48:00.000Z',
    hearts: 22,
  },
  {
    statement: 'plant a tree for every year I have been alive and watch at least one of them grow taller than me',
    authorName: 'Sam',
    submittedAt: '2026-07-04T09:20:00.000Z',
    hearts: 9,
  },
  {
    statement: 'build something that helps people long after anyone remembers who built it',
    authorName: 'Priya',
    location: 'Bengaluru, India',
    submittedAt: '2026-08-30T14:11:00.000Z',
    hearts: 3,
  },
  {
    statement: 'sit by the sea with no phone, no plans, and nowhere else I would rather be',
    submittedAt: '2026-10-12T19:36:00.000Z',
    hearts: 0,
  },
];
