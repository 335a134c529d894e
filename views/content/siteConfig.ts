// Who the site belongs to: the identity shown on every page (header, footer, titles). This and
// views/content/siteContent.ts (the longer copy of the About, Theology and Resources pages) are the
// only places a real owner edits; every value is a clearly marked placeholder (example.com
// addresses, 'your-handle' links). They are two files so that every page does not download
// the About page's copy. Browser code: plain data, no imports.

export const site = {
  name: 'Dr. Alex Rivera',
  title: 'AI Researcher, Writer & Consultant',
  tagline: 'Exploring minds, machines and meaning',
  heroIntro:
    'I research how artificial and human minds learn, write about what that means for how we live, and help organisations build AI they can trust.',
  blurb:
    'Essays, research and reflections on artificial intelligence, the human mind and the questions that matter most.',
  location: 'London, United Kingdom',
  field: 'Artificial Intelligence & Cognitive Science',
  institution: 'Independent Research Institute (placeholder)',
  email: 'hello@example.com',
  social: {
    x: 'https://x.com/your-handle',
    linkedin: 'https://www.linkedin.com/in/your-handle',
    youtube: 'https://www.youtube.com/@your-handle',
  },
  officeHours: 'Mon-Fri 9AM-5PM GMT',
} as const;
