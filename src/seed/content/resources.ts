import type { SeedResource } from '../types';

// Every filePath points at a real PDF under static/resources/.
export const sampleResources: SeedResource[] = [
  {
    type: 'worksheet',
    title: 'Attention Audit Worksheet',
    description:
      'A one-week exercise to log where your attention goes, spot your biggest digital distractions and design one small experiment to win back focus.',
    filePath: '/resources/attention-audit-worksheet.pdf',
    downloadCount: 742,
  },
  {
    type: 'worksheet',
    title: 'AI Literacy Worksheet: Evaluating an AI Answer',
    description:
      'A six-step routine for checking a chatbot’s answer before you rely on it: break it into claims, verify each one, test the reasoning and look for bias. Includes a practice exercise with suggested answers.',
    filePath: '/resources/ai-literacy-worksheet.pdf',
    downloadCount: 518,
  },
  {
    type: 'puzzle-pack',
    title: 'Logic & Lateral Thinking Puzzle Pack',
    description:
      'Twelve classic puzzles, from the river crossing and the two guards to knights and knaves, with full worked answers.',
    filePath: '/resources/logic-lateral-thinking-puzzle-pack.pdf',
    downloadCount: 889,
  },
  {
    type: 'puzzle-pack',
    title: 'Number & Pattern Puzzle Pack',
    description:
      'Twelve puzzles about sequences, counting and clever arithmetic, each with a brute-force route and an elegant one. Worked answers included.',
    filePath: '/resources/number-pattern-puzzle-pack.pdf',
    downloadCount: 403,
  },
  {
    type: 'reflective-guide',
    title: 'Before I Die: A Reflective Guide to Legacy',
    description:
      'Prompts for an unhurried conversation with yourself about what matters most, written to accompany the Legacy Wall.',
    filePath: '/resources/before-i-die-reflective-guide.pdf',
    downloadCount: 326,
  },
  {
    type: 'reflective-guide',
    title: 'Faith, Technology & Intention: A Seven-Day Guide',
    description:
      'Seven short reflections and practices on using technology with purpose, drawing on the Islamic concepts of intention, trust, balance and beneficial knowledge.',
    filePath: '/resources/faith-technology-intention-guide.pdf',
    downloadCount: 157,
  },
  {
    type: 'research-paper',
    title: 'A Maqasid-Informed Impact Assessment for AI Systems',
    description:
      'A working paper proposing an algorithmic impact assessment structured around the higher objectives of Islamic law, with a hypothetical case study.',
    filePath: '/resources/maqasid-ai-impact-assessment-working-paper.pdf',
    downloadCount: 94,
  },
  {
    type: 'research-paper',
    title: 'Trust in Social Robots: A Narrative Review for Designers',
    description:
      'A short review of research on trust in automation and human-robot interaction (calibration, overtrust and companion-robot ethics), distilled into design guidance.',
    filePath: '/resources/trust-in-social-robots-review.pdf',
    downloadCount: 61,
  },
];
