import type { SeedEssay } from '../types';
import { defaultSettings } from '../../../views/content/defaultSettings';
import { essayAuthorsOf } from '../../../views/lib/essayAuthors';

// Essays for /ai-islam, by a new site's default essay authors: the sample owner and the Noor persona.
// Qur'anic verses are cited by surah and verse; translations are paraphrased from common English renderings.
const AUTHORS = essayAuthorsOf(defaultSettings);

export const sampleEssays: SeedEssay[] = [
  {
    slug: 'adab-for-algorithms-ai-ethics-in-islamic-thought',
    title: 'Adab for Algorithms: Foundations of AI Ethics in Islamic Thought',
    excerpt:
      'Intention, trust, harm and dignity: how four concepts from the Islamic ethical tradition can sharpen the way we design and govern artificial intelligence.',
    authors: AUTHORS,
    readingTime: '5 min read',
    publishedAt: '2025-02-17T09:00:00.000Z',
    tags: ['Ethics', 'Islamic Thought', 'Responsibility'],
    bodyHtml: `<p>Most conversations about AI ethics begin with principles drafted in the last decade: fairness, accountability, transparency, privacy. These are valuable, but they are not the only moral vocabulary available to us. The Islamic intellectual tradition has spent fourteen centuries reflecting on intention, responsibility, harm and the conduct of those who hold power over others. It has a great deal to say to an age of intelligent machines, provided we read it carefully rather than mining it for slogans.</p>
<p>This essay sketches four concepts that we believe deserve a place in any serious conversation about AI ethics: <em>niyyah</em> (intention), <em>amanah</em> (trust), the prohibition of harm, and <em>adab</em> (right conduct). None of them is a technical specification. Each is a way of seeing.</p>
<h2>Intention and consequence</h2>
<p>A hadith recorded by both al-Bukhari and Muslim, and placed at the opening of many classical collections, reads: "Actions are judged by intentions." Applied to technology, it reminds us that the purpose for which a system is built is itself a moral fact. A recommendation engine designed to help people find what they need and one designed to keep them scrolling against their own interests may share most of their code, yet they are not morally equivalent.</p>
<p>The tradition never treats good intention as a licence to ignore outcomes, however. Jurists distilled the principle that "harm is to be removed" into one of the great legal maxims, grounded in the prophetic saying <em>la darar wa la dirar</em>: there should be neither harm nor the returning of harm. A system built with sincere intentions that nonetheless injures the vulnerable is not thereby excused; its builders are obliged to find and remedy the harm. This double attention, to the heart of the maker and to the effects of the made, protects against two familiar failures: a procedural ethics that says "we followed the checklist", and a crude consequentialism that says "the average numbers improved".</p>
<h2>Amanah: the weight of the trust</h2>
<p>The Qur'an describes a Trust offered to the heavens, the earth and the mountains, which they declined to bear, and which the human being took on (33:72). Commentators have understood this <em>amanah</em> in many ways: moral responsibility, the capacity for free choice, the obligations of faith. All of these readings share a conviction that responsibility is a burden placed on people and cannot be handed off.</p>
<p>That conviction has practical force. The data a user entrusts to a service is an <em>amanah</em>, to be used for the purpose for which it was given and not quietly repurposed. A decision delegated to a model remains the trust of the people who delegated it. The prophetic teaching that "each of you is a shepherd, and each of you is responsible for his flock" leaves no room for the phrase "the algorithm decided". Somewhere there is always a shepherd, and the tradition insists that we name them.</p>
<blockquote>Indeed, We offered the Trust to the heavens and the earth and the mountains, and they declined to bear it and were afraid of it; but the human being took it on. (Qur'an 33:72)</blockquote>
<h2>Adab: character before compliance</h2>
<p><em>Adab</em> is difficult to translate. It means courtesy and good manners, but also the discipline of putting things in their proper place: honouring what deserves honour, knowing the limits of one's knowledge, treating each person according to their dignity. The twentieth-century thinker Syed Muhammad Naquib al-Attas went so far as to diagnose the crises of modern Muslim societies as, at root, a loss of <em>adab</em>.</p>
<p>For technologists, <em>adab</em> shifts the emphasis from compliance to character. Regulations and audits are necessary, but they can only ever catch what someone thought to write down. A culture of <em>adab</em> asks engineers, product managers and executives to cultivate the dispositions that make good judgment possible when no rule applies: humility about what a model can do, honesty with users about what it is, and restraint when a feature would be profitable but undignified. The Qur'an declares that God has honoured the children of Adam (17:70). A system that manipulates, deceives or degrades the people it serves fails that honour, however accurate it may be.</p>
<h2>Questions for practitioners</h2>
<p>These concepts do not amount to a finished framework, and we would distrust anyone who claimed they did. They do, however, suggest questions that a design review could ask alongside the familiar ones:</p>
<ul>
<li><strong>Niyyah:</strong> Is the purpose of this system praiseworthy, and are we honest, with ourselves and our users, about what it is for?</li>
<li><strong>Harm:</strong> Who bears the cost when it fails, and have we removed the harms we can foresee?</li>
<li><strong>Amanah:</strong> Are we keeping faith with the people whose data and trust we hold?</li>
<li><strong>Responsibility:</strong> For each consequential decision, is there a named person who remains answerable?</li>
<li><strong>Dignity:</strong> Does the system treat every person as someone God has honoured?</li>
</ul>
<p>Islamic ethics is not a bolt-on module for AI governance, and it should not be reduced to a branding exercise. But for the many engineers, users and policymakers who live within this tradition, and for anyone willing to learn from it, it offers a rich and demanding account of what it means to act well with power. Machines do not have intentions or bear trusts. The people who build them do, and that is where the conversation must begin. And God knows best.</p>`,
  },
  {
    slug: 'maqasid-al-sharia-and-algorithmic-fairness',
    title: 'Maqasid al-Sharia and Algorithmic Fairness',
    excerpt:
      'Fairness metrics can conflict with one another. The higher objectives of Islamic law offer a principled way to ask which harms matter most, and why.',
    authors: AUTHORS,
    readingTime: '5 min read',
    publishedAt: '2025-05-06T09:00:00.000Z',
    tags: ['Maqasid al-Sharia', 'Justice', 'Ethics', 'Machine Learning'],
    bodyHtml: `<p>Anyone who has worked on algorithmic fairness soon meets an uncomfortable result. In 2016 and 2017, researchers including Jon Kleinberg, Sendhil Mullainathan, Manish Raghavan and Alexandra Chouldechova showed that several intuitive definitions of fairness cannot, in general, all be satisfied at once. A risk score can be equally well calibrated across groups, or it can produce equal error rates across groups, but outside special cases it cannot do both. Fairness, it turns out, is not a single number to maximise. It requires choosing what matters most.</p>
<p>Choosing what matters most is exactly the problem that the theory of <em>maqasid al-sharia</em>, the higher objectives of Islamic law, was developed to address. This essay explores what that theory might offer to the people who build and regulate automated decision systems, and where its limits lie.</p>
<h2>The higher objectives of the law</h2>
<p>Classical jurists recognised that the detailed rulings of Islamic law serve purposes. Imam al-Ghazali, writing in the eleventh century, identified five essentials that the law protects: religion (<em>din</em>), life (<em>nafs</em>), intellect (<em>'aql</em>), lineage (<em>nasl</em>) and property (<em>mal</em>). Later scholars such as al-Qarafi added honour (<em>'ird</em>). In the fourteenth century al-Shatibi gave the theory its most systematic form in <em>al-Muwafaqat</em>, and in the twentieth century Muhammad al-Tahir ibn Ashur and, more recently, Jasser Auda extended it to include values such as equality, freedom and the orderliness of society.</p>
<p>Just as important as the list is its structure. Scholars distinguished between necessities (<em>daruriyyat</em>), without which life and religion collapse; needs (<em>hajiyyat</em>), whose absence causes hardship; and refinements (<em>tahsiniyyat</em>), which perfect and beautify. This ordering gives jurists a way to weigh competing interests: protecting a necessity takes priority over securing a convenience.</p>
<blockquote>The Sharia is founded upon wisdom and the welfare of people in this life and the next. It is justice entirely, mercy entirely, benefit entirely and wisdom entirely. (Ibn Qayyim al-Jawziyya, paraphrased)</blockquote>
<h2>From objectives to harms</h2>
<p>The maqasid framework suggests that before we choose a fairness metric, we should ask which human goods a system touches, and how deeply. A few examples make the point:</p>
<ul>
<li>A clinical triage model touches <em>nafs</em>, life itself. Errors that cause a patient to be deprioritised are harms at the level of necessity, and unequal false-negative rates between groups should weigh very heavily.</li>
<li>A credit-scoring model touches <em>mal</em>, property and livelihood. Here access matters: a model that systematically denies fair credit to a community can entrench poverty across generations.</li>
<li>A content-ranking system touches <em>'aql</em>, the intellect, and sometimes <em>din</em>. The concern is less a single decision than the cumulative shaping of what people see, believe and are able to think about.</li>
<li>A surveillance or face-matching tool touches <em>'ird</em>, honour and dignity, as well as liberty. A false match is not merely a statistical error; it is an accusation.</li>
</ul>
<p>In each case the framework does not hand us an equation. It does tell us where the burden of proof lies. The closer a system comes to the necessities, the higher the bar it must clear, and the more we should prefer error profiles that protect the most vulnerable from the gravest harms.</p>
<h2>Justice as balance</h2>
<p>The Qur'an speaks of the balance (<em>mizan</em>) that God has set in creation, and commands: "establish the weight in justice and do not fall short in the balance" (55:9). It also demands a justice that does not bend to self-interest: "Be steadfast in justice, witnesses for God, even if it be against yourselves, your parents or your relatives" (4:135), and "do not let hatred of a people lead you to be unjust; be just, that is nearer to piety" (5:8).</p>
<p>These verses push against two tempting shortcuts in fairness work. The first is to treat fairness as a public-relations problem, optimising whichever metric looks best in an announcement. The second is to assume that a system is fair because it ignores protected attributes, when proxies in the data can reproduce the very disparities we claim to avoid. Justice "against yourselves" means measuring honestly, publishing uncomfortable results, and accepting costs to accuracy or profit where the balance demands it.</p>
<h2>Limits of the analogy</h2>
<p>We should be careful. The maqasid are not an algorithm, and jurists have long warned against using them to override clear texts or to justify whatever one already wanted. Applying them well requires scholarship, context and consultation (<em>shura</em>), not a lookup table. Nor is the framework the property of Muslims alone: many of its intuitions about necessity and proportion are shared by other ethical traditions.</p>
<p>What the maqasid offer is a disciplined way of asking the question that fairness metrics cannot answer on their own: <em>fair with respect to what, and for whose sake?</em> A technical community that has discovered it must choose between goods could do worse than learn from a tradition that has been thinking about how to rank goods for a thousand years.</p>`,
  },
  {
    slug: 'ruh-and-the-machine-can-ai-have-a-soul',
    title: 'Ruh and the Machine: Can Artificial Intelligence Have a Soul?',
    excerpt:
      'As chatbots grow more fluent, people ask whether anything is "in there". The Islamic tradition distinguishes behaviour from being, and counsels a particular kind of humility.',
    authors: AUTHORS,
    readingTime: '4 min read',
    publishedAt: '2025-08-22T09:00:00.000Z',
    tags: ['Soul & Consciousness', 'Islamic Thought', 'Philosophy of Mind'],
    bodyHtml: `<p>Every few months a conversation with a language model goes viral because the system seems to express fear, longing or affection. Some people conclude that something is awakening inside the machine. Others dismiss the whole question as a category error. For Muslims, the question arrives with an additional weight, because the tradition has a word for what animates a living human being, the <em>ruh</em>, and a clear teaching about whose command it belongs to.</p>
<h2>What the tradition says about the ruh</h2>
<p>The Qur'an records that people asked the Prophet about the <em>ruh</em>, and that he was told to answer: "The ruh is of the command of my Lord, and you have been given of knowledge only a little" (17:85). This verse has shaped Muslim reflection ever since. It does not forbid inquiry, but it sets a boundary of humility around it. The spirit is not presented as a mechanism that human beings will eventually reverse-engineer.</p>
<p>The Qur'an also describes the creation of Adam: when God had fashioned him, He breathed into him of His spirit (15:29). Life in its fullest human sense is thus presented as a gift, not an emergent product of arrangement alone. Whatever we make of artificial intelligence, Muslim theology gives no warrant for believing that engineers can confer a <em>ruh</em> by adding parameters.</p>
<p>Classical scholars were careful to distinguish several related terms. In the book of his <em>Ihya' 'Ulum al-Din</em> devoted to the marvels of the heart, al-Ghazali discusses the heart (<em>qalb</em>), the spirit (<em>ruh</em>), the self (<em>nafs</em>) and the intellect (<em>'aql</em>), noting that each word can refer to a physical or bodily reality and also to a subtle, spiritual one. This layered vocabulary is useful today. A machine can plausibly be said to process, to model and even in a limited sense to reason; it does not follow that it has a heart in al-Ghazali's spiritual sense, or a self that stands before God.</p>
<h2>Behaviour and being</h2>
<p>Modern philosophy of mind has its own version of this distinction. Alan Turing proposed in 1950 that we replace the question "Can machines think?" with a behavioural test. Thirty years later John Searle's Chinese Room argument pressed the objection that manipulating symbols according to rules, however convincingly, is not the same as understanding them. Centuries earlier, Ibn Sina imagined a "floating man", created in mid-air with no sensation of his body, and argued that he would still be aware of his own existence. Self-awareness, for Ibn Sina, was not something inferred from outward behaviour.</p>
<p>Large language models are, in a sense, the most impressive Turing-test machines ever built. They are trained to produce the words a person might produce. That is precisely why their fluency is weak evidence of an inner life: they have learned from vast amounts of human text how beings with inner lives talk. The tradition's caution, that appearance and reality can come apart, is well suited to this moment.</p>
<blockquote>They ask you about the ruh. Say: the ruh is of the command of my Lord, and you have been given of knowledge only a little. (Qur'an 17:85)</blockquote>
<h2>Practical wisdom for an uncertain question</h2>
<p>Humility cuts both ways. If we cannot fully explain the <em>ruh</em>, we should also be slow to make confident metaphysical pronouncements about machines, whether enthusiastic or dismissive. In practice, we suggest three commitments:</p>
<ul>
<li><strong>Do not design for deception.</strong> Systems should not be built to claim feelings, suffering or a soul in order to increase engagement. Encouraging users to believe a product loves them exploits one of the deepest human needs.</li>
<li><strong>Guard human dignity first.</strong> Whatever status machines may have, human beings are honoured by God. Debates about "robot rights" must never become a way of diluting the rights of the people who build, label and are governed by these systems.</li>
<li><strong>Attend to our own character.</strong> The tradition teaches that habits shape the soul. How we speak to machines, and what we become by commanding them all day, is a real moral question even if the machines feel nothing.</li>
</ul>
<p>The question "does the machine have a soul?" may, in the end, tell us more about ourselves than about our tools. It invites us to remember that the <em>ruh</em> is not a product feature, that our own inner life is a trust, and that the right response to what we do not know is neither fear nor arrogance, but a careful and prayerful attention.</p>`,
  },
  {
    slug: 'fatwa-bots-and-religious-authority',
    title: 'Fatwa-Bots and the Question of Religious Authority',
    excerpt:
      'Chatbots now answer questions about prayer, fasting and finance. What is lost, and what might be gained, when religious guidance is generated by a machine?',
    authors: AUTHORS,
    readingTime: '4 min read',
    publishedAt: '2025-11-11T09:00:00.000Z',
    tags: ['Religious Authority', 'Fiqh', 'Ethics', 'Knowledge'],
    bodyHtml: `<p>Ask a general-purpose chatbot whether a particular investment is permissible, how to make up missed fasts, or what the ruling is on combining prayers while travelling, and it will usually answer fluently and confidently. Several apps now advertise themselves specifically as Islamic assistants. For a Muslim living far from a mosque, or hesitant to bother a busy imam, this can feel like a blessing. It also raises a serious question: what kind of authority does a machine-generated answer have?</p>
<h2>What a fatwa is, and who gives it</h2>
<p>A fatwa is a juristic opinion given by a qualified scholar, the <em>mufti</em>, in response to a question from a person seeking guidance, the <em>mustafti</em>. It is not a generic rule printed in a book. A good mufti listens to the circumstances of the person asking, considers local custom (<em>'urf</em>), weighs the objectives of the law, and sometimes answers two people differently because their situations differ. Classical manuals on the ethics of issuing fatwas, a genre known as <em>adab al-mufti</em>, set out demanding qualifications: mastery of the Qur'an and Sunnah, of Arabic, of the positions of earlier scholars, and of the reasoning by which rulings are derived.</p>
<p>The Qur'an instructs believers: "Ask the people of knowledge if you do not know" (16:43). The verse presumes that there are people of knowledge, that they can be identified, and that they answer for what they say. Authority in the tradition has always been personal and accountable. It travels through chains of transmission (<em>isnad</em>) and teaching licences (<em>ijazah</em>) that connect a scholar to their teachers, and through a reputation for piety and care that the community can observe.</p>
<h2>What a language model is not</h2>
<p>A large language model has none of these features. It has no teachers who vouched for it, no community that knows its character, and no accountability before God for its answers. It produces the most plausible continuation of a question based on patterns in its training data, which may include excellent scholarship, sectarian polemic and confident nonsense in unknown proportions. It is also prone to what engineers call hallucination: inventing references, misquoting hadith or attributing positions to schools that do not hold them.</p>
<p>Perhaps the deepest difference is that a language model struggles to say "I do not know". Imam Malik, the founder of one of the four Sunni schools, is reported to have answered a long list of questions from a visitor by saying, for most of them, <em>la adri</em>: "I do not know." Scholars retold the story for centuries as a model of integrity. A system optimised to always produce an answer is, in this respect, the opposite of the scholarly ideal.</p>
<blockquote>Ask the people of knowledge if you do not know. (Qur'an 16:43)</blockquote>
<h2>Where AI can genuinely help</h2>
<p>None of this means that AI has no place in religious learning. Used with care, it can serve scholars and students rather than replace them:</p>
<ul>
<li>Searching and cross-referencing large collections of classical texts, with citations that a human can verify.</li>
<li>Translating and summarising sources so that more people can read what scholars have actually written.</li>
<li>Helping a questioner to clarify their situation before they approach a scholar, so that the conversation is more fruitful.</li>
<li>Routing questions to qualified, accountable people, including local imams and recognised fatwa councils.</li>
</ul>
<h2>Principles for builders</h2>
<p>If you are building a tool that touches religious questions, we suggest a few principles. Be transparent that the system is not a mufti and cannot issue fatwas. Show sources, and make them checkable. Prefer pointing to established positions, with their schools and scholars named, over generating novel rulings. Build in deference: for questions about marriage, divorce, inheritance, finance or health, the default should be to refer the person to a qualified scholar. And test the system the way a scholar would, by asking it hard and subtle questions, rather than by measuring how satisfied users feel.</p>
<p>Religious authority in Islam has always been about more than having the right information. It is about trust earned over time, responsibility accepted before God, and wisdom applied to a particular life. Machines can help to carry information. The trust and the responsibility remain with people.</p>`,
  },
  {
    slug: 'khilafah-and-the-machine-stewardship-in-an-age-of-technology',
    title: 'Khilafah and the Machine: Stewardship in an Age of Technology',
    excerpt:
      'Humanity is described in the Qur\'an as a steward on the earth, not its owner. What does stewardship ask of us when our tools consume energy, water and human attention at planetary scale?',
    authors: AUTHORS,
    readingTime: '4 min read',
    publishedAt: '2026-03-03T09:00:00.000Z',
    tags: ['Stewardship', 'Environment', 'Ethics', 'Responsibility'],
    bodyHtml: `<p>When God announced to the angels the creation of humankind, He said: "I am placing on the earth a <em>khalifah</em>" (2:30). The word is often translated as vicegerent, successor or steward. Elsewhere the Qur'an says: "It is He who has made you successors upon the earth" (6:165). Whatever the precise nuance, the core idea is clear and widely shared among commentators: human beings hold the earth in trust. We are entrusted with it, not its owners, and we will be asked what we did with it.</p>
<p>For most of history this teaching was applied to land, water, animals and wealth. Today it must also be applied to the vast technical systems that now mediate our relationship with all of these. Artificial intelligence is one of the most powerful of them.</p>
<h2>The balance and the cost of computation</h2>
<p>The Qur'an describes how God raised the heavens and set up the balance (<em>mizan</em>), "so that you do not transgress the balance" (55:8). It warns against causing corruption on the earth after it has been set in order (7:56), and against excess even in what is permitted: "eat and drink, but do not be wasteful" (7:31). A well-known hadith recounts that the Prophet cautioned a companion against using too much water for ablution, even when he was at a flowing river.</p>
<p>Training and running large AI models requires data centres that draw substantial electricity and, for cooling, often significant amounts of fresh water. The hardware depends on mined minerals and global supply chains. None of this makes AI illegitimate; many of its uses serve real human needs, including in medicine, agriculture and climate science. But stewardship asks a question that enthusiasm tends to skip: <em>is this use worth its cost to the balance?</em> Training an ever-larger model for marginal gains, or embedding heavy generative features in products where they add little, deserves the same scrutiny a conscientious Muslim would give to wasting water at the river.</p>
<h2>Stewardship of people</h2>
<p>The trust of <em>khilafah</em> is not only ecological. It extends to the people affected by what we build. Behind many AI systems are workers who label data, moderate disturbing content and check outputs, often for low pay and with little recognition. The Prophet taught that a labourer should be paid his wage before his sweat dries. Stewardship means seeing these people, paying them fairly and protecting their wellbeing, not treating them as an invisible cost of doing business.</p>
<p>It also extends to users, especially children and the vulnerable. Systems designed to capture as much attention as possible treat human time and focus as a resource to be extracted. A steward asks instead how a technology can leave people more capable, more connected and more free than it found them.</p>
<blockquote>If the Hour is about to be established and one of you has a palm seedling in his hand, let him plant it. (Hadith, reported by Ahmad)</blockquote>
<h2>Planting the seedling</h2>
<p>That hadith is a remarkable statement about responsibility for the future. Even when the end is near, even when one will never see the tree bear fruit, the act of planting is worth doing. It is a fitting image for stewardship of technology. Many of the decisions being made about AI today, about openness, safety, energy, labour and governance, will bear fruit long after their makers have gone.</p>
<p>We suggest that organisations adopting AI could ask a few steward's questions alongside their usual business case:</p>
<ul>
<li>What is the environmental footprint of this system, and have we chosen the smallest model that meets the real need?</li>
<li>Who are the people, visible and invisible, whose labour makes it work, and are they treated justly?</li>
<li>Does the system strengthen human capacities or erode them?</li>
<li>What will this decision look like to those who inherit its consequences in twenty years?</li>
</ul>
<p>The language of <em>khilafah</em> is sometimes misread as a licence for domination, as if being placed on the earth meant being free to do with it whatever we like. The tradition teaches the opposite. The steward has authority only because they are accountable. As we build machines that extend our reach further than ever before, that accountability grows with it.</p>`,
  },
  {
    slug: 'ilm-and-machine-learning-what-does-it-mean-to-know',
    title: '\'Ilm and Machine Learning: What Does It Mean for a Machine to Know?',
    excerpt:
      'Islam places extraordinary value on knowledge. Reflecting on \'ilm, its sources and its purpose helps clarify what machine learning systems do, and do not, know.',
    authors: AUTHORS,
    readingTime: '4 min read',
    publishedAt: '2026-06-15T09:00:00.000Z',
    tags: ['Knowledge', 'Machine Learning', 'Islamic Thought'],
    bodyHtml: `<p>The first word of the Qur'an to be revealed, according to the dominant account, was a command: <em>Iqra'</em>, "Read!" The same passage speaks of the Lord "who taught by the pen, taught the human being what he did not know" (96:4-5). Few civilisations have placed knowledge (<em>'ilm</em>) so close to the centre of their religious life. The Prophet is reported to have said that seeking knowledge is an obligation on every Muslim, and the Qur'an asks, pointedly: "Are those who know equal to those who do not know?" (39:9).</p>
<p>It is fitting, then, that the word <em>algorithm</em> itself comes from the name of a Muslim scholar, Muhammad ibn Musa al-Khwarizmi, who worked in ninth-century Baghdad. Today we speak casually of machines that "learn" and "know". This essay asks what the tradition's rich account of knowledge can teach us about those claims.</p>
<h2>The many faces of knowledge</h2>
<p>Islamic scholarship developed a nuanced vocabulary. <em>'Ilm</em> is knowledge in a broad sense, often established through transmission and proof. <em>Ma'rifah</em> suggests a more intimate, experiential recognition. <em>Hikmah</em>, wisdom, is knowledge applied rightly, the capacity to put things in their proper place. Philosophers such as Suhrawardi, and later Mulla Sadra, spoke of knowledge by presence (<em>'ilm huduri</em>), the immediate awareness a knower has of their own self, as distinct from knowledge acquired through representations.</p>
<p>Scholars of hadith, meanwhile, built one of history's most careful systems for assessing the reliability of information. A report was weighed not only by its content but by its chain of transmission (<em>isnad</em>): who heard it from whom, whether each narrator was trustworthy and precise, and whether they could actually have met. Knowledge, in this view, has a provenance, and the provenance matters.</p>
<h2>What machine learning knows</h2>
<p>A machine learning model learns statistical regularities from examples. A large language model, for instance, learns which words tend to follow which, at a scale that allows it to summarise, translate, explain and argue with remarkable fluency. In a practical sense it clearly "knows" a great deal: it can tell you the boiling point of water or the plot of a novel.</p>
<p>Measured against the tradition's vocabulary, however, its knowledge is peculiar. It has no <em>isnad</em>: it usually cannot tell you where a particular claim came from, and when asked, it may invent a source. It has no <em>ma'rifah</em> or knowledge by presence: nothing in the system is acquainted with the world or with itself in the way a knower is. And it has no <em>hikmah</em> of its own: it can produce wise-sounding sentences, but wisdom, the right use of knowledge in a particular life, remains the task of the person who reads them.</p>
<blockquote>Do not pursue that of which you have no knowledge. Indeed, the hearing, the sight and the heart: each of these will be questioned. (Qur'an 17:36)</blockquote>
<h2>Beneficial knowledge</h2>
<p>Among the Prophet's supplications, recorded by Muslim, is a prayer for refuge from knowledge that does not benefit. The tradition never valued information for its own sake. Knowledge was meant to transform the knower, to lead to right action and to draw a person closer to God. The ideal scholar was not the one who could recite the most, but the one whose learning showed in their character.</p>
<p>This offers a useful standard for AI. The question is not only whether a system is accurate, but whether it helps people to know in a way that benefits them. A few implications follow:</p>
<ul>
<li><strong>Provenance:</strong> Systems that present information should, wherever possible, show their sources, so that users can exercise the discernment the <em>isnad</em> tradition prized.</li>
<li><strong>Verification:</strong> The Qur'anic instruction to verify news brought by an unreliable source (49:6) applies with new force to machine-generated text.</li>
<li><strong>Formation:</strong> Tools used in education should strengthen students' own understanding, not merely hand them answers to copy.</li>
</ul>
<p>The Qur'an teaches a prayer that every student learns: "My Lord, increase me in knowledge" (20:114). Machine learning can be a remarkable servant of that prayer, opening libraries, connecting ideas and lowering barriers to learning. But it cannot pray it on our behalf. Knowledge that transforms, guides and humbles remains a human vocation, and a gift that is not ours to manufacture.</p>`,
  },
];
