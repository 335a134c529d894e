// The Theology page's copy: the two AI personas. Placeholders to edit. Browser code: plain data,
// no imports.

export const personas = {
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
} as const;
