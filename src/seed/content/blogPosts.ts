import type { SeedBlogPost } from '../types';

/**
 * Sample blog posts shipped with the site: three per category, four featured.
 * readTime = ceil(words / 200), counting whitespace-separated words with HTML tags stripped.
 */
export const sampleBlogPosts: SeedBlogPost[] = [
  {
    slug: 'the-quiet-automation-of-judgment',
    title: 'The Quiet Automation of Judgment',
    excerpt:
      'Machines making decisions matters less than machines making them quietly. A case for automated judgment that people can see, question and appeal.',
    category: 'ai-and-society',
    featuredImage: '/images/blog/the-quiet-automation-of-judgment.svg',
    readTime: 4,
    publishedAt: '2025-06-12T09:00:00.000Z',
    tags: ['automation', 'accountability', 'ethics', 'decision-making'],
    isFeatured: true,
    content: `<p>Most of the decisions that shape an ordinary life are not made in dramatic moments. They are made in queues: which application gets read first, which insurance claim gets flagged, which message lands in the inbox and which disappears into a folder no one opens. For a long time those queues were managed by people with rules, rules of thumb and bad days. Increasingly they are managed by software that has learned its habits from the people who used to do the job.</p>
<p>I want to argue that the most important thing about this shift is not that machines are making decisions. It is that they are making them <em>quietly</em>, and that quiet is a design choice we can change.</p>
<h2>Judgment that nobody notices</h2>
<p>When a clerk rejects your form, you can at least see the clerk. You can ask what went wrong, argue, come back tomorrow when someone else is on shift. The judgment is visible, even when it is unfair. An automated triage system, by contrast, rarely announces itself. It reorders, it scores, it nudges a threshold. The person affected often does not know that a judgment was made at all, let alone on what grounds.</p>
<p>This matters because the ability to contest a decision depends on knowing that a decision exists. Rights of appeal, complaint procedures and even ordinary grumbling all presuppose a visible moment where someone chose. Remove the moment and you remove the handle that accountability needs to grip.</p>
<h2>The seduction of consistency</h2>
<p>The case for automation is usually made in terms of consistency, and it is a real case. People are tired, biased and moody; a model gives the same answer to the same input every time. But consistency is only a virtue when the rule being applied consistently is a good one. A model trained on past decisions inherits the patterns of those decisions, including the ones no one would defend if they were written down as policy.</p>
<p>There is a subtler problem too. Human judgment is inconsistent partly because it is <em>responsive</em>. A good caseworker notices the detail that does not fit the form: the applicant whose gap in employment was spent caring for a parent, the customer whose unusual transaction has a perfectly ordinary explanation. Those exceptions are where judgment earns its name. Systems optimised for the typical case can become very good at the middle of the distribution and quietly brittle at its edges, which is exactly where people most need to be seen.</p>
<h2>Making the quiet audible</h2>
<p>I do not think the answer is to refuse automation. Some queues are genuinely better handled by software, and pretending otherwise just hands the work to overstretched people who will cut their own corners. The answer is to insist that automated judgment be <strong>legible</strong>. In practice that means a few modest commitments:</p>
<ul>
<li><strong>Disclosure:</strong> tell people when an automated system has materially shaped an outcome that affects them.</li>
<li><strong>Reasons:</strong> give an explanation that a non-specialist can act on, even if it is approximate. “Your claim was flagged because the dates overlap” is more useful than a confidence score.</li>
<li><strong>A human door:</strong> provide a route to a person who has the authority to overrule the system, and keep track of how often they do.</li>
<li><strong>Edge-case review:</strong> regularly look at the cases the system handled worst, not just its average accuracy.</li>
</ul>
<p>None of these is technically exotic. They are organisational choices, and they cost money, which is why they are so often skipped.</p>
<h2>The question I ask first</h2>
<p>When I am asked to look at a project like this, the question I start with is not “how accurate is the model?” but “who would notice if it were wrong?” If the honest answer is “nobody, for months,” the system is not ready, however good its benchmark numbers look. A decision that no one can see is a decision no one can correct, and a society that cannot correct its decisions slowly loses the habit of making good ones.</p>
<p>Automation can free people to spend their attention where it matters most. But that only happens if we design it to hand attention back, rather than to make it unnecessary. Judgment should be delegated the way a good manager delegates: clearly, with reasons, and with an open door.</p>`,
  },
  {
    slug: 'what-we-owe-the-people-who-label-the-data',
    title: 'What We Owe the People Who Label the Data',
    excerpt:
      'Behind every impressive model is a great deal of human judgment, often invisible and underpaid. What fair treatment of that work would look like.',
    category: 'ai-and-society',
    readTime: 3,
    publishedAt: '2025-12-04T10:30:00.000Z',
    tags: ['data', 'labour', 'ethics', 'machine-learning'],
    isFeatured: false,
    content: `<p>Every impressive demonstration of machine learning has a backstage. Before a model could recognise a pedestrian, someone drew boxes around thousands of pedestrians. Before a chatbot learned to decline a harmful request, someone read harmful requests and marked them as such. The vocabulary we use for this work—annotation, labelling, data enrichment—is clinical enough to make it disappear. But it is work, done by people, often far from the offices where the finished systems are celebrated.</p>
<h2>The invisible layer</h2>
<p>It is easy to talk about artificial intelligence as though it grew out of data the way a crystal grows out of a solution: automatically, given the right conditions. In reality, most useful datasets are shaped by a great deal of human interpretation. Is this image a cat or a fox? Is this comment sarcastic or sincere? Is this answer helpful, or merely confident? These are not mechanical questions. They require attention, context and sometimes a strong stomach.</p>
<p>The people who answer them are frequently contractors, paid per task, working through platforms that reveal little about the purpose of what they are doing. Researchers and journalists have documented cases of low pay, precarious terms and exposure to distressing material with little support. I do not want to overstate this—conditions vary enormously between companies and countries, and some annotation work is skilled and well rewarded. But the structure of the industry makes it easy for the worst arrangements to persist unseen.</p>
<h2>Why this is not only an ethical footnote</h2>
<p>It would be enough to say that people deserve fair treatment. But there is also a practical argument, and it is one that engineers tend to find persuasive. The quality of a model is bounded by the quality of its labels. Rushed, underpaid, unsupported annotators produce noisy data. Annotators who understand the purpose of a task, who can ask questions and flag ambiguous cases, produce data that carries their understanding forward into the system.</p>
<p>In other words, the labelling workforce is not a cost centre sitting outside the intelligence of the model. It is part of that intelligence. Treating it as disposable is a bit like treating a textbook’s authors as interchangeable typists.</p>
<h2>What owing looks like</h2>
<p>So what do we owe? I find it helpful to think in terms of the same things we would expect for any skilled colleague:</p>
<ol>
<li><strong>Context.</strong> People should know, in broad terms, what their work is for and how it will be used.</li>
<li><strong>Fair pay and stable terms.</strong> Piece rates that reward speed over care undermine the very quality the work exists to provide.</li>
<li><strong>Care around harmful material.</strong> Limits on exposure, access to support, and the freedom to step away without penalty.</li>
<li><strong>A voice.</strong> Channels to report confusing guidelines or problematic tasks, and evidence that those reports change something.</li>
<li><strong>Credit.</strong> Acknowledgement, at least collectively, in the papers and product announcements that depend on their labour.</li>
</ol>
<h3>A question for the rest of us</h3>
<p>For those of us who use these systems every day, the obligation is quieter but real. When you admire what a model can do, it is worth remembering that you are also admiring the accumulated judgment of many people you will never meet. Asking the companies we buy from how their data is produced is a small act, but markets notice what customers ask about.</p>
<p>Machines learn from us. The question is whether we are willing to look honestly at who, exactly, “us” includes.</p>`,
  },
  {
    slug: 'teaching-children-to-argue-with-machines',
    title: 'Teaching Children to Argue with Machines',
    excerpt:
      'The most useful AI lesson for children is not how to use it but how to talk back to it: respect without deference, and always check.',
    category: 'ai-and-society',
    readTime: 3,
    publishedAt: '2026-06-04T08:00:00.000Z',
    tags: ['education', 'children', 'critical-thinking', 'ai-literacy'],
    isFeatured: false,
    content: `<p>Listen to a ten-year-old with a homework question these days and you may hear a new preface: “the AI said…”, delivered in the tone children once reserved for “the teacher said…”. It is not a problem, exactly. It is a signal about authority. A new voice has entered the house, and it sounds very sure of itself.</p>
<p>I have been thinking about that tone for a while. The most useful thing we can teach children about AI is not how to use it, which they will work out faster than we can, but how to <em>argue</em> with it.</p>
<h2>Fluency is not the same as knowledge</h2>
<p>Language models are extraordinarily fluent. They produce grammatical, well-organised, confident prose on almost any topic. For adults, this fluency is already misleading; we have spent our lives learning to associate polished language with expertise. For children, who are still building their sense of how knowledge is made, it can be even more persuasive.</p>
<p>So the first lesson is simple to state and hard to internalise: <strong>sounding right and being right are different things</strong>. A model can be wrong in perfect sentences. It can invent a source, misremember a date, or blend two ideas into one plausible-sounding error. None of this makes it useless. It makes it a particular kind of tool—one that needs checking.</p>
<h2>Games that build the habit</h2>
<p>Lectures about misinformation rarely stick. Games do. Here are a few worth trying with children at home or in a classroom, most of which work with or without a computer in the room:</p>
<ul>
<li><strong>Catch the mistake.</strong> Ask a chatbot about something your child already knows well—a favourite book, a local park, the rules of a sport. Look for errors together. Children love discovering that the confident machine got something wrong.</li>
<li><strong>Ask it twice.</strong> Pose the same question in two different ways and compare the answers. When they disagree, talk about which one to trust and why.</li>
<li><strong>Where would we check?</strong> For any claim, ask: how could we find out if this is true? A library book, a grandparent, a measurement, an experiment in the garden. The point is to remember that the world itself is the final authority.</li>
<li><strong>Argue the other side.</strong> Ask the model to make the case for something, then have your child make the case against. This teaches that a persuasive argument is not the end of the conversation.</li>
</ul>
<h2>Respect without deference</h2>
<p>I do not want children to become cynics who dismiss everything a machine says. That would be as unhelpful as blind trust, and it would deprive them of a genuinely useful tool. The posture I hope for is the one we want them to take towards any source: <em>respect without deference</em>. Listen carefully, take it seriously, and then check.</p>
<p>This is, not coincidentally, also how we want them to relate to teachers, newspapers, textbooks and, eventually, to their own first instincts. AI did not create the need for critical thinking. It simply made the need impossible to ignore.</p>
<h3>What adults can model</h3>
<p>Children learn more from what we do than from what we say. If they see us pasting a model’s answer into an email without reading it, they learn that the machine is an oracle. If they see us pausing, frowning, and saying “hang on, that doesn’t sound right, let’s look it up,” they learn that thinking is something you keep doing even after the answer arrives.</p>
<p>The voice in the house is not going away. Our job is to make sure our children grow up knowing they are allowed to talk back.</p>`,
  },
  {
    slug: 'forgetting-is-a-feature',
    title: 'Forgetting Is a Feature',
    excerpt:
      'A mind that could not forget would barely be able to think. Why forgetting keeps memory useful, and how to put it to work when you learn.',
    category: 'brain-and-learning',
    featuredImage: '/images/blog/forgetting-is-a-feature.svg',
    readTime: 3,
    publishedAt: '2025-08-21T09:15:00.000Z',
    tags: ['memory', 'learning', 'forgetting', 'spacing'],
    isFeatured: true,
    content: `<p>We tend to talk about forgetting as a failure. We forget names, appointments, the point we were about to make. Memory-training books promise to fix this, as though the ideal mind were a perfect recorder that keeps everything. I have come to believe the opposite: a mind that could not forget would be a mind that could barely think.</p>
<h2>The curve everyone knows</h2>
<p>In the 1880s the German psychologist Hermann Ebbinghaus spent long hours memorising lists of nonsense syllables and testing himself on how quickly they faded. The result, now known as the <a href="https://en.wikipedia.org/wiki/Forgetting_curve">forgetting curve</a>, showed that memory decays steeply at first and then more slowly. It is usually presented as bad news. Look how fast we lose things!</p>
<p>But notice what the curve really describes: a system that keeps what is revisited and lets go of what is not. That is not a bug. It is a sensible policy for an organism with limited resources living in a world where most details do not matter for long.</p>
<h2>Why forgetting helps</h2>
<p>Consider what it would mean to remember everything with equal vividness. Every parking space you have ever used would compete with today’s. Every outdated phone number, every abandoned plan, every version of a friend’s address would crowd into view whenever you tried to recall the current one. Retrieval would become a search through clutter.</p>
<p>Forgetting, in this light, does several useful jobs:</p>
<ul>
<li><strong>It reduces interference.</strong> Letting old, irrelevant details fade makes the relevant ones easier to find.</li>
<li><strong>It supports generalisation.</strong> When the specifics blur, the pattern remains. You may forget the individual dogs you met as a child, but you keep the concept of “dog”.</li>
<li><strong>It keeps us flexible.</strong> A memory that loosens over time can be updated. Rigid records are hard to revise when the world changes.</li>
<li><strong>It can be kind.</strong> The sharp edges of embarrassment and grief often soften. Not always, and not completely, but enough to let us carry on.</li>
</ul>
<h2>Using forgetting on purpose</h2>
<p>If forgetting is part of how memory works, then good learning strategies should work <em>with</em> it rather than against it. This is the insight behind the <a href="https://en.wikipedia.org/wiki/Spacing_effect">spacing effect</a>: reviewing material after you have begun to forget it tends to produce more durable memories than cramming it all at once. The small struggle of retrieval—reaching for something that has started to slip—appears to be part of what strengthens it.</p>
<p>In practice, this suggests a few habits:</p>
<ol>
<li>Spread your study over days rather than hours.</li>
<li>Test yourself instead of rereading. Recall is a stronger workout than recognition.</li>
<li>Let a little time pass before reviewing. If it feels slightly hard to remember, you are probably in the right zone.</li>
</ol>
<h3>A note on machines</h3>
<p>It is interesting that engineers building artificial learning systems keep rediscovering versions of this lesson. Models that memorise their training data too precisely tend to generalise poorly; techniques that deliberately add noise or limit capacity often help. The details differ from biology, and I would not push the analogy too far, but the family resemblance is striking. Learning seems to require a certain amount of letting go.</p>
<blockquote><p>What we keep defines us, but so does what we are willing to lose.</p></blockquote>
<p>The next time a name slips away at a party, try not to treat it as a small betrayal. It is your mind doing its housekeeping—imperfectly, sometimes inconveniently, but for reasons that make the rest of your thinking possible.</p>`,
  },
  {
    slug: 'why-struggle-makes-learning-stick',
    title: 'Why Struggle Makes Learning Stick',
    excerpt:
      'The effortful, slightly uncomfortable kind of study often works better than the smooth kind. A short guide to difficulties worth seeking.',
    category: 'brain-and-learning',
    readTime: 3,
    publishedAt: '2026-01-15T09:00:00.000Z',
    tags: ['learning', 'desirable-difficulties', 'study-skills', 'education'],
    isFeatured: false,
    content: `<p>There is a particular feeling that comes with real learning, and most of us have been taught to avoid it. It is the feeling of not quite getting something: the blank moment before a half-remembered formula surfaces, the awkwardness of practising a skill in a slightly unfamiliar way. We interpret that feeling as a sign we are doing badly. Often it is a sign we are doing well.</p>
<h2>The illusion of easy progress</h2>
<p>Rereading notes feels productive. The material becomes familiar, the sentences flow, and we come away with a pleasant sense of mastery. The trouble is that familiarity is not the same as being able to use what we know. Recognising an answer when it is in front of you is much easier than producing it from a blank page, and it is the second ability that exams, jobs and life tend to demand.</p>
<p>The psychologists Robert and Elizabeth Bjork have a useful name for techniques that feel harder in the moment but lead to better long-term retention: <strong>desirable difficulties</strong>. The phrase captures an important nuance. Not every difficulty is desirable—being confused because a lesson is badly explained does not help anyone. But some kinds of effort seem to be exactly what the brain needs to build durable, flexible knowledge.</p>
<h2>Four difficulties worth seeking</h2>
<h3>1. Retrieval</h3>
<p>Closing the book and trying to recall what you just read is uncomfortable, especially when you cannot. But the act of retrieval appears to strengthen memory more than another pass of reading. Flashcards, practice questions and simply explaining a topic out loud to an empty room all count.</p>
<h3>2. Spacing</h3>
<p>Returning to material after a gap, rather than drilling it all in one sitting, means you have to work a little to reconstruct it. That reconstruction is the point.</p>
<h3>3. Interleaving</h3>
<p>Mixing different types of problems—say, alternating between several kinds of maths question instead of doing twenty of one kind in a row—feels messier. You have to decide which approach fits each problem, which is precisely the skill that blocked practice lets you skip.</p>
<h3>4. Generation</h3>
<p>Trying to answer a question before you have been taught the answer, and getting it wrong, can make the eventual explanation more memorable. The failed attempt prepares a space for the correct idea to land.</p>
<h2>Learning to trust the discomfort</h2>
<p>The hardest part of all this is emotional rather than intellectual. Desirable difficulties produce slower visible progress and more mistakes along the way. Learners who use them often <em>feel</em> as though they are learning less, even when later tests show they have learned more. That mismatch between feeling and fact makes it easy to abandon good strategies for comfortable ones.</p>
<p>It helps to reframe the sensation. The effortful pause before recall is not evidence of stupidity; it is the sound of a memory being reinforced. The wrong answer on a practice question is not a failure; it is cheap information, delivered at the moment it is most useful.</p>
<blockquote><p>If it feels easy, you are probably reviewing. If it feels a little hard, you may actually be learning.</p></blockquote>
<h2>A caution for teachers and tools</h2>
<p>Anyone designing learning experiences—teachers, app builders, the makers of AI tutors—faces a temptation to remove friction. Smooth experiences get better reviews. But a tutor that always supplies the answer the moment you hesitate may be robbing you of the very struggle that would have made the lesson stick. The best guidance is often a well-timed question rather than an answer: just enough help to keep the difficulty desirable, and no more.</p>`,
  },
  {
    slug: 'sleep-the-night-shift-of-the-mind',
    title: 'Sleep, the Night Shift of the Mind',
    excerpt:
      'Sleep looks like downtime, but the sleeping brain is busy consolidating what we learned. What that means for learners, and for rest.',
    category: 'brain-and-learning',
    featuredImage: '/images/blog/sleep-the-night-shift-of-the-mind.svg',
    readTime: 3,
    publishedAt: '2026-07-09T07:45:00.000Z',
    tags: ['sleep', 'memory', 'neuroscience', 'rest'],
    isFeatured: false,
    content: `<p>For most of history, sleep looked like the absence of something. The body lies still, the eyes close, the conversation stops. It is natural to think of it as downtime: a necessary pause before the real business of living resumes in the morning. Yet the more researchers have studied the sleeping brain, the less it looks like an idle machine and the more it looks like a workshop operating after hours.</p>
<h2>What the brain does while we are away</h2>
<p>The sleeping brain cycles through distinct stages, broadly grouped into non-REM sleep, which includes deep slow-wave sleep, and REM sleep, when most vivid dreaming occurs. These stages are not simply lighter and heavier versions of the same state. They involve different patterns of electrical activity and appear to support different kinds of work.</p>
<p>One of the best-supported ideas in sleep science is that sleep contributes to <a href="https://en.wikipedia.org/wiki/Memory_consolidation">memory consolidation</a>: the process by which fragile new memories become more stable and better integrated with what we already know. Studies in animals have found that patterns of neural activity recorded during learning can reappear during subsequent sleep, as though the day’s experiences were being replayed. The precise mechanisms are still debated, but the overall picture—that sleep helps learning settle—has held up well.</p>
<h2>More than storage</h2>
<p>Consolidation is not just filing. There is evidence that sleep helps the brain extract patterns and connections, not merely preserve individual facts. Many people have had the experience of going to bed stuck on a problem and waking with a clearer view of it. Anecdotes are not data, and I would not promise anyone a breakthrough on the pillow, but experimental work on sleep and insight suggests the experience is not pure folklore.</p>
<p>Sleep also seems to play a role in emotional processing. A night of poor sleep leaves most of us more reactive and less patient, a small daily demonstration that the brain’s regulatory systems depend on rest.</p>
<h2>Practical implications for learners</h2>
<p>If you care about learning—your own or anyone else’s—sleep deserves a place in the plan rather than being whatever is left over. A few takeaways I try to live by, with imperfect success:</p>
<ul>
<li><strong>Don’t trade sleep for study before an exam.</strong> The late-night cram adds material to a brain that is then denied the time it needs to stabilise it.</li>
<li><strong>Study, then sleep.</strong> Reviewing something important in the evening and then getting a good night’s rest is a simple, low-cost habit.</li>
<li><strong>Respect the problem you can’t solve.</strong> Sometimes the best next step is to write down exactly where you are stuck and go to bed.</li>
<li><strong>Be consistent.</strong> Regular sleep and wake times help the body’s internal clock do its job.</li>
</ul>
<h3>A reflection on rest</h3>
<p>I find something quietly moving in all this. We live in a culture that treats busyness as a virtue and rest as an indulgence. Yet every night, whether we honour it or not, our brains insist on a different rhythm: a period when we stop taking in the world so that we can make sense of what we have already taken in.</p>
<p>Perhaps that is a lesson worth extending beyond biology. Understanding does not only come from gathering more. It also comes from stepping back, letting things settle, and allowing the quieter processes of the mind to do their work. The night shift is part of the job.</p>`,
  },
  {
    slug: 'what-is-it-like-to-be-a-language-model',
    title: 'What Is It Like to Be a Language Model?',
    excerpt:
      'Nagel asked what it is like to be a bat. Chatbots raise the question again, with a far more talkative subject and higher stakes.',
    category: 'philosophy-and-consciousness',
    featuredImage: '/images/blog/what-is-it-like-to-be-a-language-model.svg',
    readTime: 3,
    publishedAt: '2026-03-26T10:00:00.000Z',
    tags: ['consciousness', 'language-models', 'philosophy-of-mind', 'nagel'],
    isFeatured: true,
    content: `<p>In 1974 the philosopher Thomas Nagel published an essay with a memorable title: <a href="https://en.wikipedia.org/wiki/What_Is_It_Like_to_Be_a_Bat%3F">“What Is It Like to Be a Bat?”</a>. His point was that a creature is conscious if there is <em>something it is like</em> to be that creature—some inner point of view. Bats find their way by echolocation, a sense we do not share, and Nagel argued that no amount of objective, third-person knowledge about bat physiology would tell us what that experience is like from the inside.</p>
<p>Half a century later, the question has an unexpected new candidate. People ask me, with varying degrees of seriousness, whether there is something it is like to be a large language model.</p>
<h2>Why the question feels urgent now</h2>
<p>Part of the urgency is simply that these systems talk. Bats do not describe their experiences to us; chatbots will happily describe theirs, or deny having any, depending on how they were trained and how the question is phrased. That is exactly the problem. A system trained on vast amounts of human writing has learned how humans talk about inner life. Its reports about feelings are therefore weak evidence of feelings, in the same way that a parrot saying “I’m hungry” is weak evidence about the parrot’s stomach.</p>
<p>So the usual shortcut—ask it and listen to the answer—is unusually unreliable here. We have to think harder.</p>
<h2>Three ways of approaching it</h2>
<h3>Look at the architecture</h3>
<p>Some theories of consciousness tie it to particular kinds of organisation: information broadcast widely across a system, recurrent loops, the integration of many sources into a unified state. One approach is to ask whether artificial systems have anything analogous. This is a serious line of research, but it inherits all the disagreements among the theories themselves. If experts cannot agree on what makes brains conscious, they will not easily agree about models.</p>
<h3>Look at the behaviour</h3>
<p>Another approach focuses on what the system does: whether it shows the flexible, integrated responses that in animals we associate with awareness. The difficulty is that language models were built to produce human-like behaviour, so the resemblance is partly by design.</p>
<h3>Look at ourselves</h3>
<p>The third approach is humbler. It asks what our uncertainty obliges us to do. If we genuinely do not know whether a system has experiences, how cautious should we be?</p>
<h2>Where I come down, for now</h2>
<p>My honest position is that I do not know, and I am suspicious of anyone who claims certainty in either direction. I think it is unlikely that current language models have rich inner lives of the kind we do, mostly because so much of what they do can be explained without positing one. But “unlikely” is not “impossible,” and our track record of recognising minds unlike our own—in animals, in infants, in people whose cultures we did not understand—is not reassuring.</p>
<p>What I am more confident about is that the question is valuable even if the answer is no. Trying to say what would make a machine conscious forces us to be clearer about what makes <em>us</em> conscious. Nagel’s bat was never really about bats. It was about the limits of a certain kind of explanation. Language models give us a fresh chance to explore those limits, with higher stakes and a far more talkative subject.</p>
<p>If you want to go deeper, the <a href="https://plato.stanford.edu/entries/consciousness/">Stanford Encyclopedia of Philosophy’s entry on consciousness</a> is a generous, careful place to start.</p>`,
  },
  {
    slug: 'the-ship-of-theseus-in-your-skull',
    title: 'The Ship of Theseus in Your Skull',
    excerpt:
      'If your body and even your memories are slowly replaced, what keeps you being you? An ancient puzzle about ships turns out to be about people.',
    category: 'philosophy-and-consciousness',
    readTime: 3,
    publishedAt: '2025-09-25T08:30:00.000Z',
    tags: ['personal-identity', 'thought-experiments', 'memory', 'philosophy'],
    isFeatured: false,
    content: `<p>The ancient puzzle goes like this. The ship in which the hero Theseus sailed was preserved by the people of Athens. Over the years, as its planks rotted, they were replaced one by one with new timber, until eventually no original piece remained. Was it still the same ship? And if someone had gathered up the old planks and reassembled them, which ship would be the real one?</p>
<p>The <a href="https://en.wikipedia.org/wiki/Ship_of_Theseus">Ship of Theseus</a> is usually taught as a puzzle about objects. I have always found it more unsettling as a puzzle about people.</p>
<h2>You are a slow replacement</h2>
<p>Our bodies renew themselves constantly. Cells die and are replaced at different rates in different tissues; the molecules that make up those cells are exchanged with the environment through eating, breathing and ordinary metabolism. Many of the neurons in your brain may last a lifetime, but even they are not static: their connections strengthen, weaken, form and disappear as you learn and forget.</p>
<p>In a meaningful sense, the physical stuff of you is a current rather than a statue. The pattern persists while the material flows through it. If identity depended on keeping the same atoms, none of us would be the person we were a decade ago.</p>
<h2>Is it the pattern, then?</h2>
<p>The natural response is to say that what makes you <em>you</em> is not the material but the pattern—your memories, personality, values and the characteristic way your mind works. This is roughly the view philosophers call psychological continuity, explored at length in the literature on <a href="https://plato.stanford.edu/entries/identity-personal/">personal identity</a>.</p>
<p>It is an attractive answer, but it has its own puzzles. Patterns change too. The values you hold at sixty may differ sharply from those you held at twenty. Your memories are not recordings; they are reconstructed each time you recall them, subtly edited along the way. If identity is psychological continuity, it is continuity of a slowly shifting thing, like a river that keeps its name while changing its course.</p>
<h3>The thought experiments get stranger</h3>
<p>Philosophers have pushed the question with scenarios that once sounded like pure science fiction. Suppose your neurons were replaced, one at a time, with artificial components that performed exactly the same function. At no single step would anything noticeable change. At the end, would you still be there? Or would you have been gradually replaced by something that merely behaves like you?</p>
<p>Now add the reassembled planks: suppose the original neurons were kept and reconnected into a second brain. Which one is you? Intuitions pull in different directions, and that disagreement is itself informative. It suggests our concept of the “same person” was built for ordinary life, where bodies and minds travel together, and that it strains when the two are pulled apart.</p>
<h2>Why this isn’t idle</h2>
<p>It might seem that such puzzles are safely hypothetical. I am less sure. Brain–computer interfaces, neural prosthetics and long-term treatments for neurodegenerative disease will force practical versions of these questions. How much can a person change and still be bound by their earlier promises, consents and wishes? What do we owe to someone whose memories are failing but whose character still shines through?</p>
<p>I do not think there is a single clean answer. Perhaps identity is less like a fact to be discovered and more like a practice we sustain together: a story that others help us keep, plank by plank. That thought, oddly, comforts me. The ship is the same ship because people keep sailing it, caring for it, and calling it by its name.</p>`,
  },
  {
    slug: 'attention-is-not-the-same-as-awareness',
    title: 'Attention Is Not the Same as Awareness',
    excerpt:
      'We treat attention and awareness as one thing. They come apart in revealing ways, with lessons for our devices and for how we talk about AI.',
    category: 'philosophy-and-consciousness',
    readTime: 3,
    publishedAt: '2026-08-13T09:30:00.000Z',
    tags: ['attention', 'awareness', 'consciousness', 'technology'],
    isFeatured: false,
    content: `<p>Pay attention. We say it to children, to students, to ourselves when our minds drift in a meeting. The phrase treats attention as a coin we spend, and it quietly assumes that whatever we attend to, we are aware of, and whatever we are aware of, we have attended to. The relationship between those two ideas turns out to be much less tidy.</p>
<h2>Two words, often blurred</h2>
<p>Roughly speaking, <strong>attention</strong> is a process of selection. The world offers far more information than any brain can process in depth, so the brain prioritises: this voice rather than that one, this corner of the visual field rather than the rest. <strong>Awareness</strong>, by contrast, is about experience—what it is like, from the inside, to perceive or think something.</p>
<p>In everyday life the two usually travel together. You attend to a friend’s face and you are vividly aware of it. But researchers and philosophers have explored cases where they seem to come apart, and those cases are revealing.</p>
<h2>When they come apart</h2>
<h3>Missing what is right in front of you</h3>
<p>Experiments on what is called <em>inattentional blindness</em> have shown that people concentrating hard on one task can fail to notice surprisingly conspicuous events happening in plain view. The light reaches the eyes, but without attention the event may never become part of experience—or, at least, never becomes something the person can report.</p>
<h3>Processing without experience</h3>
<p>In the other direction, there is evidence that the brain can process and even prioritise stimuli that people say they did not consciously see. Some neurological cases, such as the condition known as blindsight, have been especially striking: people with damage to the visual cortex can sometimes respond to things in a part of the visual field where they report seeing nothing at all. How to interpret such findings is debated, but they suggest that selection and experience are not simply the same thing.</p>
<h3>Awareness at the edges</h3>
<p>And then there is the rich, hazy sense of the whole scene that seems to surround whatever we are focused on. Are we genuinely aware of the periphery, or does it only feel that way because the brain fills in a plausible background? Philosophers disagree sharply about this, and the disagreement touches some of the deepest questions about the nature of consciousness.</p>
<h2>Why it matters beyond the lab</h2>
<p>The distinction has a practical edge. Much of modern technology is designed to capture attention: notifications, autoplay, infinite feeds. It is tempting to think that if something has our attention, we are at least consciously choosing to engage with it. But attention can be captured below the level of reflective awareness. We can be steered without ever quite noticing the steering.</p>
<p>It also matters for how we think about machines. The word “attention” names the mechanism at the heart of many modern AI systems. That mechanism is a mathematical way of weighting some inputs more heavily than others, and it is genuinely useful. But the shared vocabulary can mislead. A system that attends, in the technical sense, has not thereby been shown to be aware of anything. Selection is cheap; experience is the mystery.</p>
<blockquote><p>Attention decides what gets through the door. Awareness is the question of whether anyone is home.</p></blockquote>
<p>I find it freeing to keep the two ideas apart. It reminds me that guarding my attention is a discipline I can practise, while awareness remains something to wonder at. One is a skill. The other is still, after all our progress, a profound open question.</p>`,
  },
  {
    slug: 'the-monty-hall-problem-and-the-stubbornness-of-intuition',
    title: 'The Monty Hall Problem and the Stubbornness of Intuition',
    excerpt:
      'Three doors, one car, and an answer almost everyone resists at first. Why switching wins two times in three, and why intuition fights it so hard.',
    category: 'puzzles-and-brain-teasers',
    featuredImage: '/images/blog/the-monty-hall-problem-and-the-stubbornness-of-intuition.svg',
    readTime: 4,
    publishedAt: '2025-07-17T11:00:00.000Z',
    tags: ['probability', 'puzzles', 'intuition', 'reasoning'],
    isFeatured: false,
    content: `<p>Few puzzles have caused as much argument per sentence as this one. You are on a game show. There are three closed doors. Behind one is a car; behind the other two are goats. You pick a door—say, door 1. The host, who knows where the car is, opens one of the other two doors to reveal a goat. He then offers you a choice: stick with door 1, or switch to the remaining closed door.</p>
<p>Should you switch?</p>
<p>Almost everyone’s first instinct is that it does not matter. Two doors remain, one hides a car, so surely the odds are fifty-fifty. That instinct is wrong. If you switch, you win the car two times out of three.</p>
<h2>The rules matter</h2>
<p>Before explaining why, it is worth being precise, because much of the historical confusion came from ambiguous wording. The standard version of the <a href="https://en.wikipedia.org/wiki/Monty_Hall_problem">Monty Hall problem</a> assumes three things:</p>
<ol>
<li>The host always opens a door you did not choose.</li>
<li>The host always reveals a goat, never the car.</li>
<li>The host always offers you the chance to switch.</li>
</ol>
<p>Change any of these and the answer can change. A host who opens one of the other doors at random, and happens to reveal a goat, leaves you with a genuinely fifty-fifty choice. The puzzle is not just about probability; it is about how information is generated.</p>
<h2>Three ways to see it</h2>
<h3>Count the cases</h3>
<p>Your first pick is right one time in three and wrong two times in three. If you were right, switching loses. If you were wrong, the host is forced to open the only other goat door, so the remaining door must hide the car, and switching wins. Switching therefore wins exactly when your first pick was wrong: two times in three.</p>
<h3>Scale it up</h3>
<p>Imagine a hundred doors. You pick one. The host, who knows where the car is, opens ninety-eight of the others, all goats, leaving just your door and one other closed. Would you still feel it was fifty-fifty? Most people now sense that the one door the host carefully avoided is very interesting indeed.</p>
<h3>Simulate it</h3>
<p>If arguments do not convince you, experiments might. A few lines of code can play the game thousands of times, and the heart of it is a single line:</p>
<p><code>const switchWins = trials.filter(t =&gt; t.firstPick !== t.car).length;</code></p>
<p>Switching wins whenever the first pick missed. Run it with random trials and the proportion settles near two-thirds. Or play it at the kitchen table with three cups and a coin; a few dozen rounds will usually start to show the pattern.</p>
<h2>Why intuition resists</h2>
<p>What fascinates me about this puzzle is not the mathematics, which is elementary, but how fiercely intuition fights it. I think there are a few reasons.</p>
<p>First, we treat the remaining doors as symmetrical because they <em>look</em> symmetrical: two closed doors, one prize. But they do not share the same history. Your door was chosen by you, with no knowledge. The other door survived a selection process run by someone who knew the answer.</p>
<p>Second, we underweight the information carried by other people’s choices. The host’s action is not random noise; it is constrained by knowledge, and constrained actions leak information.</p>
<p>Third, sticking feels safer. Switching and losing seems to hurt more than staying and losing, so we lean towards the choice that protects us from regret.</p>
<p>None of this is unique to game shows. The same mistakes appear whenever we reason about evidence that has been filtered through someone else’s knowledge: test results, news selection, recommendations. The Monty Hall problem is a small, clean room in which to practise noticing them. It is worth revisiting often, especially when you are sure you already understand it.</p>`,
  },
  {
    slug: 'three-puzzles-about-hats-and-what-they-teach-about-knowledge',
    title: 'Three Puzzles About Hats, and What They Teach About Knowledge',
    excerpt:
      'Three classic hat puzzles, with explanations, about what we can learn from what others see, say, and cannot say.',
    category: 'puzzles-and-brain-teasers',
    readTime: 4,
    publishedAt: '2026-02-19T09:00:00.000Z',
    tags: ['logic', 'puzzles', 'common-knowledge', 'epistemology'],
    isFeatured: false,
    content: `<p>Hat puzzles are a small genre of their own. The setting is always faintly absurd—logicians, prisoners or party guests wearing hats they cannot see—but the puzzles are quietly profound. They are really about knowledge: what you can know from what you see, what you can learn from what others say, and, most surprisingly, what you can learn from what others <em>cannot</em> say.</p>
<p>Here are three of my favourites. Try each one before reading the explanation beneath it. A wider collection lives under the name <a href="https://en.wikipedia.org/wiki/Induction_puzzles">induction puzzles</a>.</p>
<h2>Puzzle one: the silent line</h2>
<p>Three people stand in single file, all facing forward. The person at the back can see the two heads in front; the person in the middle can see only the one at the front; the person at the front sees no one. Their hats were drawn from a bag known to contain three white hats and two black hats. Everyone knows this.</p>
<p>Starting at the back, each is asked whether they know the colour of their own hat. The back person says, “I don’t know.” The middle person says, “I don’t know.” The front person, who can see nothing, says, “I know.” What colour is the front hat?</p>
<h3>Explanation</h3>
<p>White. If the back person had seen two black hats, they would have known their own was white, since there are only two black hats. So their “I don’t know” tells everyone that at least one of the two front hats is white. The middle person hears this too. Had they seen a black hat in front, they would have concluded that their own was white. Their “I don’t know” therefore means the front hat is not black. The front person, hearing two admissions of uncertainty, can deduce it exactly.</p>
<p>The lesson: <strong>uncertainty is information</strong>, when it comes from people reasoning carefully.</p>
<h2>Puzzle two: the announcement nobody needed</h2>
<p>A group of people sit in a circle. Each wears a red or blue hat and can see everyone’s hat but their own. They cannot communicate. A visitor announces: “At least one of you is wearing a red hat.” Then, every minute, a bell rings, and anyone who knows their hat is red should stand up. Everyone is a perfect reasoner, and everyone knows it. Suppose there are exactly three red hats. What happens?</p>
<h3>Explanation</h3>
<p>Nobody stands at the first or second bell, and all three red-hatted people stand at the third. Think first about a single red hat: its wearer sees no red hats, so the announcement tells them at once that it must be theirs. With two red hats, each wearer sees one red hat and waits; when its owner does not stand at the first bell, they realise that person must also be seeing a red hat—their own. The pattern continues: with <em>k</em> red hats, all of them stand at bell <em>k</em>.</p>
<p>The strange part is that, with three red hats, <em>everyone already knew</em> at least one hat was red. Each person could see at least two. So what did the announcement add? It made the fact <strong>common knowledge</strong>: now everyone knows that everyone knows that everyone knows it, and so on without end. That higher-order knowledge is what lets the chain of reasoning start. Philosophers and economists take the idea seriously; the <a href="https://plato.stanford.edu/entries/common-knowledge/">Stanford Encyclopedia entry on common knowledge</a> is a good tour.</p>
<h2>Puzzle three: one word to save a line</h2>
<p>A hundred people stand in a line, each seeing all the hats in front of them but none behind, and not their own. Hats are red or blue, in any mix. Starting from the back, each person calls out one word, “red” or “blue”, which everyone hears. Anyone who names their own colour correctly wins. They may agree on a strategy beforehand. How many can be guaranteed to win?</p>
<h3>Explanation</h3>
<p>Ninety-nine. The person at the back says “red” if they see an odd number of red hats ahead, and “blue” if the number is even. Their own chance is no better than a coin toss, but they have broadcast a single bit: the parity of the red hats. The next person counts the red hats in front of them; if the parity differs from what was announced, their own hat must be red. Everyone after that keeps track of the colours called out behind them, combines it with what they see ahead, and deduces their own colour exactly.</p>
<p>The lesson is about how far a little information can travel when everyone shares the same code.</p>`,
  },
  {
    slug: 'the-joy-of-being-stuck',
    title: 'The Joy of Being Stuck',
    excerpt:
      'Being stuck is not just the price of solving a puzzle; it is much of the pleasure. On good impasses, incubation, and three small puzzles to try.',
    category: 'puzzles-and-brain-teasers',
    readTime: 4,
    publishedAt: '2026-09-17T08:15:00.000Z',
    tags: ['puzzles', 'problem-solving', 'incubation', 'creativity'],
    isFeatured: false,
    content: `<p>I have spent a good part of my life being stuck. Stuck on crosswords, on chess problems, on proofs, on paragraphs, on the question of what to do next. For a long time I treated this as the unpleasant price of eventually getting unstuck. Lately I have begun to suspect that being stuck is not the price of the good part. It is a large share of the good part.</p>
<h2>The shape of a good impasse</h2>
<p>Not all stuckness is equal. There is the flat, grey kind—when a problem is badly posed, or you lack some piece of knowledge that no amount of thought will supply. And there is the charged kind, when you have everything you need and still cannot see the answer. The second kind is what puzzles are made of. A well-designed puzzle gives you all the pieces and then hides the arrangement behind an assumption you did not know you were making.</p>
<p>Take a classic: join nine dots, arranged in a three-by-three square, using four straight lines without lifting your pen. Most people try for a long time inside the square, because the dots seem to define a boundary. The solution needs lines that run beyond it. The phrase “thinking outside the box” is often traced to puzzles like this one, though the real history of the phrase is murky.</p>
<p>The pleasure of that puzzle is not really in drawing four lines. It is in the moment you notice the invisible fence you built yourself.</p>
<h2>What happens while we wait</h2>
<p>Psychologists who study problem solving have long been interested in <em>incubation</em>: the observation that stepping away from a problem sometimes helps us solve it. Explanations vary. Perhaps time away lets misleading assumptions fade. Perhaps unrelated activity brings new associations to mind. Perhaps we simply return with fresh eyes and less frustration. The evidence suggests incubation helps in some situations and not others, which is a reasonable thing for a real phenomenon to do.</p>
<p>What I take from this is permission. When I am stuck, walking away is not always giving up. Sometimes it is the next step in the method.</p>
<h2>Three small puzzles to get stuck on</h2>
<p>In that spirit, here are three old favourites. Answers are at the end—try not to peek for at least a day.</p>
<ol>
<li>A man looks at a portrait and says: “Brothers and sisters I have none, but that man’s father is my father’s son.” Who is in the portrait?</li>
<li>You have two ropes. Each takes exactly one hour to burn from end to end, but they burn unevenly, so half a rope does not necessarily take half an hour. How can you measure forty-five minutes?</li>
<li>What comes next in this sequence: 1, 11, 21, 1211, 111221, …?</li>
</ol>
<h2>Learning to like the feeling</h2>
<p>Many of us were taught, early, that not knowing is embarrassing. The quick answer is praised; the long silence is worrying. Puzzles offer a small, safe place to unlearn that. No one is harmed if you spend three days on a rope problem. You get to practise sitting with uncertainty, testing ideas, abandoning them and trying again—skills that matter far more than any single answer.</p>
<p>There is also a kind of companionship in being stuck on a famous puzzle. Countless people have stared at those nine dots and felt exactly what you feel. When the answer arrives, you are joining them.</p>
<blockquote><p>Being stuck is what thinking feels like from the inside, before it has finished.</p></blockquote>
<h3>Answers</h3>
<ol>
<li>His son. With no brothers, “my father’s son” can only be the speaker himself, so the man in the portrait is the speaker’s son.</li>
<li>Light the first rope at both ends and the second rope at one end. When the first rope burns out, thirty minutes have passed; at that moment light the other end of the second rope, which will then finish in fifteen more minutes.</li>
<li>312211. Each term reads the previous one aloud: 111221 is “three 1s, two 2s, one 1”.</li>
</ol>`,
  },
  {
    slug: 'before-i-die-i-want-to-have-asked-better-questions',
    title: 'Before I Die, I Want to Have Asked Better Questions',
    excerpt:
      'Completing the sentence “Before I die I want to…” led me to an unexpected answer: to have asked better questions, and to leave some behind.',
    category: 'legacy-reflections',
    featuredImage: '/images/blog/before-i-die-i-want-to-have-asked-better-questions.svg',
    readTime: 4,
    publishedAt: '2026-04-30T09:00:00.000Z',
    tags: ['before-i-die', 'legacy', 'questions', 'reflection'],
    isFeatured: true,
    content: `<p>There is a public art project, begun by the artist Candy Chang in New Orleans, in which a wall is painted with chalkboard paint and stencilled with a single unfinished sentence: “Before I die I want to…”. Passers-by pick up a piece of chalk and complete it. Versions of the wall have since appeared in many cities around the world. It is one of the more honest public spaces I know of.</p>
<p>The answers on those walls tend to be beautiful in their plainness: to see my daughter graduate, to swim in the ocean, to forgive my father, to be completely myself. When I try the exercise, though, I keep arriving somewhere less tidy. Before I die, I want to have asked better questions.</p>
<h2>Answers age; questions grow</h2>
<p>Much of my working life has been spent producing answers. Clients want recommendations, readers want conclusions, students want to know what will be on the test. There is nothing wrong with that. But when I look back at the moments that genuinely changed my thinking, they were rarely answers. They were questions I could not shake, questions that kept growing as I did.</p>
<p>One of the most useful I know is not “what do you want to work on?” but “what would you be embarrassed not to have tried?” I have never answered it to my own satisfaction. It has done more work in my life than most of the answers I have been given.</p>
<p>Answers are useful, but they tend to close things. A good question opens them, and keeps opening them, long after the person who asked it has gone. An answer is a place to stand; a question is a direction to walk.</p>
<h2>What makes a question better</h2>
<p>I have been trying to notice what distinguishes the questions that stay with me from those that evaporate. A few patterns:</p>
<ul>
<li><strong>They are honest.</strong> A better question is one the asker actually wants answered, not a statement disguised with a question mark.</li>
<li><strong>They are slightly uncomfortable.</strong> They touch something we have been avoiding, gently enough that we do not simply flinch away.</li>
<li><strong>They are open without being vague.</strong> “What matters to you?” is often too big to grip. “What did you lose sleep over this year, and was it worth it?” gives the mind a handhold.</li>
<li><strong>They assume the other person is wise.</strong> The best questions treat the person answering as someone with something to teach.</li>
</ul>
<h2>The questions I want to ask</h2>
<p>So here is a partial list, written down partly as a promise to myself:</p>
<ol>
<li>To my elders, while there is still time: What did you learn too late that you want us to learn sooner?</li>
<li>To people I disagree with: What experience made this belief feel true to you?</li>
<li>To the young people I mentor: What are you curious about that no one has asked you about?</li>
<li>To the machines we are building: What are we teaching you about ourselves, and do we like the answer?</li>
<li>To myself, every year: What am I pretending not to know?</li>
</ol>
<h3>A question as a legacy</h3>
<p>When we think about legacy, we usually think about things that last: buildings, books, savings, reputations. I have come to think that a good question might be one of the most durable things a person can leave behind. It travels lightly. It adapts to each person who receives it. It does not need you to be present to keep working.</p>
<p>If I am remembered at all, I hope it is less for anything I concluded and more for a few questions that someone, somewhere, is still turning over in their mind. That seems a reasonable thing to want before I die.</p>
<p>What would you write on the wall?</p>`,
  },
  {
    slug: 'letters-to-someone-not-yet-born',
    title: 'Letters to Someone Not Yet Born',
    excerpt:
      'Writing to a reader who has not been born yet is a clarifying exercise. What to write about, how to start, and how it changes the writer.',
    category: 'legacy-reflections',
    readTime: 3,
    publishedAt: '2025-10-30T10:00:00.000Z',
    tags: ['legacy', 'writing', 'future', 'reflection'],
    isFeatured: false,
    content: `<p>Here is an exercise I have come to rely on. Once or twice a year, write a letter to someone who has not been born yet—a grandchild, a great-niece, a stranger who will read it fifty years from now. You do not need to know whether they will ever exist. The point is not delivery. The point is what happens to your thinking when you imagine that reader.</p>
<h2>Why an imaginary reader helps</h2>
<p>Most of what we write is addressed to people who share our moment: colleagues, friends, the feed. They know the context, the jokes, the crises of the week. Writing for them, we can skip a great deal. Writing for someone in the future, we cannot. They will not know why a particular argument felt so urgent, or what a certain app was, or why everyone was so anxious that year.</p>
<p>That forces a kind of translation. You have to ask which parts of your life will still make sense once the noise has faded. The answer is often humbling. The things that consumed my attention rarely survive the translation. The things that do—small kindnesses, the texture of ordinary days, what I learned from getting things wrong—were often ones I barely noticed at the time.</p>
<h2>What I find myself writing about</h2>
<p>The letters vary, but certain themes keep returning:</p>
<ul>
<li><strong>What ordinary life was like.</strong> The price of bread, the sound of a city morning, the way people greeted each other. Historians will have the big events; I want to record the small ones.</li>
<li><strong>What we got wrong.</strong> It feels important to admit, in advance, the mistakes my generation is likely to be judged for. Naming them is a small act of honesty, and perhaps of apology.</li>
<li><strong>What we were afraid of.</strong> Some fears will look foolish from the future, and some will look tragically justified. I want my reader to know how they looked to us from inside.</li>
<li><strong>What I hope they will keep.</strong> Curiosity. A sense of humour about oneself. The habit of reading things that disagree with you.</li>
</ul>
<h2>How to start your own</h2>
<p>If you want to try this, a few suggestions:</p>
<ol>
<li>Write by hand if you can. It slows you down, and slowness suits the exercise.</li>
<li>Describe one ordinary day in detail before you say anything profound.</li>
<li>Include at least one thing you are unsure about. Certainty ages badly.</li>
<li>Date the letter, seal it, and put it somewhere you will find it again in a few years. Reading your own old letters is an education in itself.</li>
</ol>
<h3>The reader who changes the writer</h3>
<p>I do not know whether anyone will ever read mine. What I do know is that writing them has changed how I live in the present. When I imagine explaining my choices to someone who will inherit their consequences, some choices get easier and some become impossible to justify. The future reader becomes a kind of conscience: gentle, curious, and unimpressed by excuses.</p>
<blockquote><p>Write as though someone you love will read it long after you are gone. Then live as though they are reading now.</p></blockquote>
<p>Perhaps that is what legacy really is. Not a monument we leave behind, but a perspective we borrow from the future and bring back into our days.</p>`,
  },
  {
    slug: 'the-things-we-build-that-outlive-us',
    title: 'The Things We Build That Outlive Us',
    excerpt:
      'Roads, code and institutions outlast the people who made them. Three questions for anyone building something that others will inherit.',
    category: 'legacy-reflections',
    readTime: 3,
    publishedAt: '2026-11-05T09:00:00.000Z',
    tags: ['legacy', 'building', 'stewardship', 'technology'],
    isFeatured: false,
    content: `<p>Walk through any old town and you are surrounded by decisions made by people long dead. Someone chose where this road would run, how wide to make that bridge, which trees to plant along the square. Most of their names are lost. Their choices are not. We live inside them every day, mostly without noticing.</p>
<p>I think about this a great deal now that so much of what we build is invisible: software, systems, institutions, habits. These too will outlive their makers. The question is whether we are building them with that in mind.</p>
<h2>The long tail of small decisions</h2>
<p>Economists and historians have a name for choices that become hard to reverse once other things depend on them: <em>path dependence</em>. A format adopted for convenience becomes a standard. A shortcut in a codebase becomes the foundation for a thousand later features. A temporary policy becomes “the way things are done.” None of these were meant to last. They lasted anyway, because other things were built on top of them.</p>
<p>This is not a reason for paralysis. Nobody can design everything as though it were permanent. But it is a reason to pay particular attention to foundations—the defaults, the interfaces, the assumptions that other people will build on without questioning.</p>
<h2>Cathedral thinking, and its limits</h2>
<p>People sometimes invoke the medieval cathedral as a model: builders who laid foundations knowing they would not live to see the spire. It is an inspiring image, and there is truth in it. Long projects need people willing to work on parts they will never see completed.</p>
<p>But I want to add a caution. The cathedral builders had a fairly clear idea of what they were building and for whom. Much of what we build today is more open-ended. We release tools and platforms into a world that will use them in ways we cannot predict. The responsibility is not only to build something that lasts, but to build something that can be <strong>repaired, adapted and, if necessary, retired</strong> by people who did not make it.</p>
<h2>Three questions for builders</h2>
<p>Whenever I am involved in making something meant to last—a system, an organisation, a body of writing—I try to ask:</p>
<ol>
<li><strong>Who will look after this when I am gone?</strong> If the answer is “no one could,” the thing is fragile, however impressive it looks today.</li>
<li><strong>What will be hard to undo?</strong> Spend extra care there. Reversible decisions can be made quickly; irreversible ones deserve patience.</li>
<li><strong>What am I assuming about the future?</strong> Write those assumptions down somewhere your successors can find them, so they know which ones to question.</li>
</ol>
<h3>A legacy of care</h3>
<p>We often imagine legacy as something grand and personal: a name on a building, a famous book, a breakthrough. Those are real, and I would not pretend I am immune to wanting them. But much of the lasting good in the world comes from people whose names no one remembers, who built carefully because they knew others would live with what they made.</p>
<p>There is a kind of humility in that, and a kind of freedom. You do not need to be remembered for your work to matter. You need only to have left the road a little straighter, the bridge a little stronger, the code a little clearer, for whoever comes next.</p>
<blockquote><p>Build as if a stranger will inherit it. One will.</p></blockquote>`,
  },
];
