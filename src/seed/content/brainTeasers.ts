import type { SeedBrainTeaser } from '../types';

export const sampleBrainTeasers: SeedBrainTeaser[] = [
  {
    question: 'A farmer has 17 sheep. All but 9 run away. How many sheep does the farmer have left?',
    answer: '9. "All but 9 run away" means every sheep except 9 ran off, so 9 remain. The tempting answer, 8, comes from subtracting 9 from 17.',
    difficulty: 'easy',
    category: 'logic',
  },
  {
    question: 'What can you hold in your right hand but never in your left hand?',
    answer: 'Your left hand (or your left elbow). Your right hand can hold your left hand, but your left hand can never hold itself.',
    difficulty: 'easy',
    category: 'lateral thinking',
  },
  {
    question: 'A bat and a ball cost $1.10 in total. The bat costs $1.00 more than the ball. How much does the ball cost?',
    answer: '5 cents. If the ball costs x, the bat costs x + $1.00, so 2x + $1.00 = $1.10 and x = $0.05. The intuitive answer of 10 cents would make the bat $1.10 and the total $1.20.',
    difficulty: 'medium',
    category: 'math',
  },
  {
    question: 'Three switches outside a closed room control three ordinary light bulbs inside it, one switch per bulb. You may flip the switches as you like, but you can enter the room only once. How do you work out which switch controls which bulb?',
    answer: 'Turn switch 1 on and wait a few minutes, then turn it off and turn switch 2 on. Enter the room: the lit bulb belongs to switch 2, the dark but warm bulb to switch 1, and the dark, cold bulb to switch 3. The trick is to use heat as a second source of information.',
    difficulty: 'medium',
    category: 'lateral thinking',
  },
  {
    question: 'You have two ropes and a lighter. Each rope takes exactly 60 minutes to burn from one end to the other, but they burn unevenly, so half a rope does not necessarily take 30 minutes. How can you measure exactly 45 minutes?',
    answer: 'Light rope A at both ends and rope B at one end at the same time. Burning from both ends, rope A is gone after exactly 30 minutes, whatever its unevenness. At that moment rope B has 30 minutes of burning left, so light its other end too: it now burns out in 15 minutes, for a total of 45.',
    difficulty: 'hard',
    category: 'logic',
  },
];
