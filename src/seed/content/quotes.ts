import type { SeedQuote } from '../types';

// Genuine quotations with their sources noted for reference.
export const sampleQuotes: SeedQuote[] = [
  {
    // 'Computing Machinery and Intelligence', Mind (1950), closing sentence.
    text: 'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    author: 'Alan Turing',
    category: 'ai',
  },
  {
    // 'Computing Machinery and Intelligence', Mind (1950), opening sentence.
    text: "I propose to consider the question, 'Can machines think?'",
    author: 'Alan Turing',
    category: 'mind',
  },
  {
    // Note G to her translation of Menabrea's 'Sketch of the Analytical Engine' (1843).
    text: 'The Analytical Engine has no pretensions whatever to originate anything. It can do whatever we know how to order it to perform.',
    author: 'Ada Lovelace',
    category: 'computing',
  },
  {
    // 'Some Moral and Technical Consequences of Automation', Science (1960).
    text: 'We had better be quite sure that the purpose put into the machine is the purpose which we really desire and not merely a colorful imitation of it.',
    author: 'Norbert Wiener',
    category: 'ai',
  },
  {
    // Said at a 1971 Xerox PARC planning meeting; Kay has repeated it many times since.
    text: 'The best way to predict the future is to invent it.',
    author: 'Alan Kay',
    category: 'computing',
  },
];
