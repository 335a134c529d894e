// The About page's copy: the story, the hire-me offerings and the career timeline. Placeholders
// to edit. Browser code: plain data, no imports.

export interface TimelineEntry {
  /** Short phase label, e.g. 'Foundations'. */
  phase: string;
  /** Year range with an en dash, e.g. '2001–2016' or '2021–Present'. */
  year: string;
  title: string;
  description: string;
}

export const paragraphs = [
  "I have spent three decades at the meeting point of computation and cognition. I started out fascinated by a simple question — how does anything, a child or a program, come to know something it did not know before? — and I have never quite stopped asking it.",
  'My career has taken me from mathematics and cognitive science, through fifteen years of building machine learning systems in industry, to research on how people and intelligent machines learn, decide and trust one another. Along the way I became convinced that the technical questions about AI cannot be separated from the human ones.',
  'Today I divide my time between research, writing and advising. I write for curious readers rather than specialists, I speak to audiences who want clarity without hype, and I work with leaders who want to adopt AI thoughtfully, with their values intact.',
  "Outside work you will find me walking with a notebook, collecting puzzles, and asking friends what they hope to leave behind. That last question became the Legacy Wall on this site — I'd love for you to add your own.",
] as const;

export const hireMe = {
  why: 'I bring together rigorous AI research, years of hands-on engineering and a writer’s instinct for clarity. I help teams cut through hype, ask the right questions early, and build systems that are useful, fair and worthy of trust.',
  offerings: [
    'Keynotes and talks on AI, the mind and society',
    'AI strategy and responsible-AI advisory for leadership teams',
    'Ethics and risk reviews of AI products before launch',
    'Workshops on AI literacy for educators, faith communities and non-profits',
    'Research collaborations on human-AI interaction and social robotics',
    'Editorial commissions, forewords and expert commentary',
  ],
} as const;

export const timeline = [
  {
    phase: 'Foundations',
    year: '1992–2001',
    title: 'Mathematics & Cognitive Science',
    description:
      'Studied mathematics and cognitive science, then completed a doctorate on how learning systems form concepts from few examples.',
  },
  {
    phase: 'Industry',
    year: '2001–2016',
    title: 'Machine Learning Engineer & Research Lead',
    description:
      'Built and led teams shipping machine learning systems in search, language and recommendation, learning first-hand how models behave in the real world.',
  },
  {
    phase: 'Research',
    year: '2016–2023',
    title: 'Principal Researcher, Human-AI Interaction',
    description:
      'Researched trust, explanation and learning in human-AI teams, including social robots in classrooms and care settings.',
  },
  {
    phase: 'Writing & Advisory',
    year: '2021–Present',
    title: 'Author, Speaker & Consultant',
    description:
      'Writing books and essays for general readers, speaking internationally, and advising organisations on responsible AI.',
  },
] satisfies TimelineEntry[];
