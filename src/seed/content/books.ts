import type { SeedBook } from '../types';
import { defaultSettings } from '../../../views/content/defaultSettings';

// The owner's own book (it has a cover) followed by nine recommended titles (no cover).
// The own book's author and title are a new site's (views/content/defaultSettings.ts).
export const sampleBooks: SeedBook[] = [
  {
    title: defaultSettings.about.ownBookTitle,
    subtitle: 'What Artificial Intelligence Teaches Us About Being Human',
    author: defaultSettings.identity.name,
    rating: 5,
    publishedYear: 2024,
    description:
      'Drawing on three decades in AI research and industry, this book asks what learning machines reveal about our own minds: how we learn, why we trust, and what we owe one another. Written for curious readers rather than specialists, it moves from the history of thinking machines to the ethics of living alongside them, and ends with a practical guide to keeping human judgment, meaning and faith at the centre of a world remade by algorithms.',
    amazonUrl: 'https://www.amazon.com/dp/PLACEHOLDER-ISBN',
    coverImage: '/images/books/minds-machines-and-meaning.svg',
  },
  {
    title: 'Human Compatible',
    subtitle: 'Artificial Intelligence and the Problem of Control',
    author: 'Stuart Russell',
    rating: 5,
    publishedYear: 2019,
    description:
      'One of the authors of the standard AI textbook argues that building machines to pursue fixed objectives is a design mistake, and proposes systems that remain uncertain about what we want and defer to us. The clearest case for taking AI safety seriously from inside the field.',
    amazonUrl: 'https://www.amazon.com/s?k=Human%20Compatible%20Stuart%20Russell',
  },
  {
    title: 'The Alignment Problem',
    subtitle: 'Machine Learning and Human Values',
    author: 'Brian Christian',
    rating: 5,
    publishedYear: 2020,
    description:
      'A richly reported history of the people trying to make machine learning systems do what we actually intend, from biased risk scores to reward hacking. Christian turns technical research into vivid, humane storytelling.',
    amazonUrl: 'https://www.amazon.com/s?k=The%20Alignment%20Problem%20Brian%20Christian',
  },
  {
    title: 'Superintelligence',
    subtitle: 'Paths, Dangers, Strategies',
    author: 'Nick Bostrom',
    rating: 4,
    publishedYear: 2014,
    description:
      'A dense, rigorous philosophical analysis of what might happen if machines surpass human intelligence, and why controlling such systems could be extraordinarily hard. It shaped a decade of debate, whether or not you accept its conclusions.',
    amazonUrl: 'https://www.amazon.com/s?k=Superintelligence%20Nick%20Bostrom',
  },
  {
    title: 'Life 3.0',
    subtitle: 'Being Human in the Age of Artificial Intelligence',
    author: 'Max Tegmark',
    rating: 4,
    publishedYear: 2017,
    description:
      'A physicist surveys the possible futures of AI, from near-term questions about jobs and weapons to cosmic speculation about life that designs its own hardware and software. An accessible invitation to decide what future we actually want.',
    amazonUrl: 'https://www.amazon.com/s?k=Life%203.0%20Max%20Tegmark',
  },
  {
    title: 'Artificial Intelligence',
    subtitle: 'A Guide for Thinking Humans',
    author: 'Melanie Mitchell',
    rating: 5,
    publishedYear: 2019,
    description:
      'A complexity scientist explains how modern AI really works and where it still falls short, especially on understanding, analogy and common sense. Sober, lucid and an excellent antidote to hype.',
    amazonUrl: 'https://www.amazon.com/s?k=Artificial%20Intelligence%20A%20Guide%20for%20Thinking%20Humans%20Melanie%20Mitchell',
  },
  {
    title: 'A Thousand Brains',
    subtitle: 'A New Theory of Intelligence',
    author: 'Jeff Hawkins',
    rating: 4,
    publishedYear: 2021,
    description:
      'Hawkins proposes that the neocortex builds thousands of models of the world in parallel, using reference frames, and explores what that theory implies for building truly intelligent machines. Bold, readable neuroscience with big ideas.',
    amazonUrl: 'https://www.amazon.com/s?k=A%20Thousand%20Brains%20Jeff%20Hawkins',
  },
  {
    title: 'Atlas of AI',
    subtitle: 'Power, Politics, and the Planetary Costs of Artificial Intelligence',
    author: 'Kate Crawford',
    rating: 4,
    publishedYear: 2021,
    description:
      'Crawford follows AI from lithium mines and warehouses to training datasets and state surveillance, showing that it is a material and political industry rather than a disembodied intelligence. A necessary corrective to purely technical accounts.',
    amazonUrl: 'https://www.amazon.com/s?k=Atlas%20of%20AI%20Kate%20Crawford',
  },
  {
    title: 'The Book of Why',
    subtitle: 'The New Science of Cause and Effect',
    author: 'Judea Pearl & Dana Mackenzie',
    rating: 5,
    publishedYear: 2018,
    description:
      'The pioneer of causal inference explains why data alone cannot answer "why" questions, and introduces the ladder of causation from association to intervention to counterfactuals. Essential for anyone who wants machines, or people, to reason about causes.',
    amazonUrl: 'https://www.amazon.com/s?k=The%20Book%20of%20Why%20Judea%20Pearl%20Dana%20Mackenzie',
  },
  {
    title: 'The Coming Wave',
    subtitle: "Technology, Power, and the Twenty-First Century's Greatest Dilemma",
    author: 'Mustafa Suleyman with Michael Bhaskar',
    rating: 4,
    publishedYear: 2023,
    description:
      'A co-founder of DeepMind argues that AI and synthetic biology are spreading faster than our institutions can contain them, and sketches what containment might require. Urgent, insider reading on governance.',
    amazonUrl: 'https://www.amazon.com/s?k=The%20Coming%20Wave%20Mustafa%20Suleyman',
  },
];
