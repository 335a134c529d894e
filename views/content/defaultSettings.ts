// A new site's settings: the spec's copy and placeholders (example.com addresses, 'your-handle'
// links) that the owner replaces in the admin (stored in the database, src/services/settings).
// Nothing else reads these values: pages read the settings the server answers. Browser code:
// plain data and types only.
import type { SiteSettings } from '../api/settings';

const aboutStory = [
  'I have spent three decades at the meeting point of computation and cognition. I started out fascinated by a simple question — how does anything, a child or a program, come to know something it did not know before? — and I have never quite stopped asking it.',
  'My career has taken me from mathematics and cognitive science, through fifteen years of building machine learning systems in industry, to research on how people and intelligent machines learn, decide and trust one another. Along the way I became convinced that the technical questions about AI cannot be separated from the human ones.',
  'Today I divide my time between research, writing and advising. I write for curious readers rather than specialists, I speak to audiences who want clarity without hype, and I work with leaders who want to adopt AI thoughtfully, with their values intact.',
  "Outside work you will find me walking with a notebook, collecting puzzles, and asking friends what they hope to leave behind. That last question became the Legacy Wall on this site — I'd love for you to add your own.",
];

export const defaultSettings: SiteSettings = {
  identity: {
    siteName: '',
    name: 'Dr. Alex Rivera',
    title: 'AI Researcher, Writer & Consultant',
    tagline: 'Exploring minds, machines and meaning',
    heroIntro:
      'I research how artificial and human minds learn, write about what that means for how we live, and help organisations build AI they can trust.',
    blurb: 'Essays, research and reflections on artificial intelligence, the human mind and the questions that matter most.',
    location: 'London, United Kingdom',
    field: 'Artificial Intelligence & Cognitive Science',
    institution: 'Independent Research Institute (placeholder)',
    email: 'hello@example.com',
    officeHours: 'Mon-Fri 9AM-5PM GMT',
    portraitMediaId: null,
    portraitAlt: '',
  },
  copy: {
    footerBlurb: 'Essays, research and reflections on artificial intelligence, the human mind and the questions that matter most.',
    footerNewsletterText: 'Thoughtful notes on minds, machines and meaning, straight to your inbox.',
    blogIntro: 'Insights on artificial intelligence, the brain and learning, philosophy of mind, puzzles, and the legacy we leave.',
    blogDescription: 'Articles on artificial intelligence, the brain and learning, philosophy of mind, puzzles and legacy.',
    newsletterHeading: 'Join the Conversation',
    newsletterText: 'Receive my latest essays on AI, the mind and meaning, along with new brain teasers and early news of books and talks.',
    newsletterTextWithCount:
      'Join {count} subscribers who receive my latest essays on AI, the mind and meaning, along with new brain teasers and early news of books and talks.',
    newsletterNote: 'No spam, ever. Unsubscribe anytime.',
    subscribeConfirmNote: 'Check your inbox and press Confirm in the email we sent: the newsletter starts once you do.',
    subscriberCountThreshold: 100,
    notFoundTitle: 'Page Not Found',
    notFoundText: "The page you're looking for doesn't exist or has been moved.",
    legacyInvitation:
      'What do you hope to do, give or become before your time is up? Read what others have shared, give a heart to the words that move you, and add your own.',
  },
  links: [
    { network: 'x', url: 'https://x.com/your-handle' },
    { network: 'linkedin', url: 'https://www.linkedin.com/in/your-handle' },
    { network: 'youtube', url: 'https://www.youtube.com/@your-handle' },
  ],
  design: { accentColor: '#4338ca', iconMediaId: null },
  sections: { essays: true, theology: true, books: true, legacy: true, resources: true, dailyExercise: true },
  about: {
    markdown: aboutStory.join('\n\n'),
    hireMe: {
      why: 'I bring together rigorous AI research, years of hands-on engineering and a writer’s instinct for clarity. I help teams cut through hype, ask the right questions early, and build systems that are useful, fair and worthy of trust.',
      offerings: [
        'Keynotes and talks on AI, the mind and society',
        'AI strategy and responsible-AI advisory for leadership teams',
        'Ethics and risk reviews of AI products before launch',
        'Workshops on AI literacy for educators, faith communities and non-profits',
        'Research collaborations on human-AI interaction and social robotics',
        'Editorial commissions, forewords and expert commentary',
      ],
    },
    timeline: [
      {
        phase: 'Foundations',
        year: '1992–2001',
        title: 'Mathematics & Cognitive Science',
        description: 'Studied mathematics and cognitive science, then completed a doctorate on how learning systems form concepts from few examples.',
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
        description: 'Researched trust, explanation and learning in human-AI teams, including social robots in classrooms and care settings.',
      },
      {
        phase: 'Writing & Advisory',
        year: '2021–Present',
        title: 'Author, Speaker & Consultant',
        description: 'Writing books and essays for general readers, speaking internationally, and advising organisations on responsible AI.',
      },
    ],
    personas: {
      islamLead: {
        name: 'Noor',
        role: 'AI & Islam Lead',
        description:
          'An AI persona that explores artificial intelligence through the lens of Islamic ethics, jurisprudence and philosophy, drawing on classical scholarship while recognising the limits of a machine’s voice in matters of faith.',
      },
      collaborator: {
        name: 'Atlas',
        role: 'Intelligent Collaborator',
        description:
          'An AI persona that helps research, outline and stress-test ideas across theology and technology — asking hard questions, surfacing sources and keeping the arguments honest.',
      },
    },
    essayAuthors: '',
    ownBookTitle: 'Minds, Machines & Meaning',
    elsewhere: {
      authorProfileUrl: 'https://www.amazon.com/author/your-author-page',
      initiativeUrl: 'https://initiative.example.com',
      newsletterUrl: 'https://newsletter.example.com',
      videoChannelUrl: 'https://www.youtube.com/@your-handle',
      communityInitiativeUrl: 'https://community.example.org',
    },
    venture: {
      title: 'Social Robotics Venture',
      description:
        'An early-stage venture exploring companion robots that support learning and wellbeing — designed with families, teachers and carers, and built around consent, privacy and dignity.',
      videoUrl: 'https://www.youtube.com/watch?v=your-video-id',
      audioInterviewUrl: 'https://podcast.example.com/episodes/social-robotics-interview',
    },
    contact: {
      responseTime: 'Typically within 48 hours',
      officeHours: 'Monday to Friday, 9:00 AM to 5:00 PM GMT',
      tips: [
        'Check the blog first: your question may already be answered there.',
        'Media inquiries: please include the name of your publication.',
        'Speaking requests: please allow 2-3 weeks notice.',
        'Collaboration proposals: please include your timeline and scope.',
      ],
    },
  },
  email: {
    senderName: '',
    replyTo: '',
    footer: '',
    welcome: {
      enabled: false,
      subject: 'Welcome to the newsletter',
      markdown: 'Thank you for subscribing. You will get each new essay and post by email, a few times a month at most.\n\nIf you want to say hello, reply to this email: it comes to me.',
    },
  },
  navigation: {
    header: [
      { path: '/', label: 'Home' },
      { path: '/about', label: 'About' },
      { path: '/blog', label: 'Blog' },
      { path: '/books', label: 'Books' },
      { path: '/theology', label: 'Theology' },
      { path: '/legacy', label: 'Legacy Wall' },
      { path: '/resources', label: 'Resources' },
      { path: '/contact', label: 'Contact' },
    ],
    footer: [
      { path: '/', label: 'Home' },
      { path: '/about', label: 'About' },
      { path: '/blog', label: 'Blog' },
      { path: '/books', label: 'Books' },
      { path: '/legacy', label: 'Legacy Wall' },
      { path: '/resources', label: 'Resources' },
    ],
    privacyPath: '',
    termsPath: '',
  },
  fediverse: { enabled: true, handle: 'blog', alsoKnownAs: '' },
};
