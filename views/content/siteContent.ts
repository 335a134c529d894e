// The owner's page copy shared by pages: links elsewhere and the venture (About, Resources),
// and the essay authors and own book's title. The About and Theology pages' own copy is in
// aboutContent.ts and theologyContent.ts, so no other page's chunk carries it. Identity shown on every page lives in
// views/content/siteConfig.ts. Placeholders to edit. Browser code: plain data, no imports.

export const elsewhere = {
  authorProfileUrl: 'https://www.amazon.com/author/your-author-page',
  initiativeUrl: 'https://initiative.example.com',
  newsletterUrl: 'https://newsletter.example.com',
  videoChannelUrl: 'https://www.youtube.com/@your-handle',
  communityInitiativeUrl: 'https://community.example.org',
} as const;

export const venture = {
  title: 'Social Robotics Venture',
  description:
    'An early-stage venture exploring companion robots that support learning and wellbeing — designed with families, teachers and carers, and built around consent, privacy and dignity.',
  videoUrl: 'https://www.youtube.com/watch?v=your-video-id',
  audioInterviewUrl: 'https://podcast.example.com/episodes/social-robotics-interview',
} as const;

/** Default authors for new essays: '{owner} & {AI & Islam lead}'. */
export const essayAuthors = 'Dr. Alex Rivera & Noor';
export const ownBookTitle = 'Minds, Machines & Meaning';
