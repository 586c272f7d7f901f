import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_LEVELS, GRADE_LEVELS, LESSON_DURATIONS, lessonPlanContentSchema, summaryContentSchema, type SummaryContent } from '../../../../shared/schemas/ai-content';
import { activityMinutes, fitActivities, renderLessonPlan, writeLessonPlan } from './lesson-plan';
import { renderSummary, writeSummary, type SummaryInput } from './summary';
import { apportion, keyOf, splitList } from './text';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const allText = (c: SummaryContent) => [c.overview, ...c.topicsCovered, c.engagement, c.performance, ...c.strengths, ...c.areasToImprove, ...c.nextSteps].join('\n');
/** Sentences and their clauses: "X went well and Y needs more work" is two statements. */
const statementsOf = (text: string) => text.split(/(?<=[.!?"])\s+|\n|,\s*|;\s*|\s+(?:and|but)\s+/).filter(Boolean);
const occurrences = (haystack: string, needle: string) => keyOf(haystack).split(keyOf(needle)).length - 1;

/** Wording problems a template produces: doubled words, wrong articles, empty slots. */
function expectReadable(text: string) {
  expect(text).not.toMatch(/\b(\w+) \1\b/i);
  expect(text).not.toMatch(/\ba (?!one\b|one-|once\b)(?=[aeio]\w)/i);
  expect(text).not.toMatch(/\ban (?=[bcdfgjklmnpqrstvwxyz])/i);
  expect(text).not.toMatch(/undefined|null|NaN|\{t\}|\.\.|\S {2}|\( |: \.|(\d+)–\1\b/);
}

describe('built-in summary writer: faithful to the notes', () => {
  const topic = 'Completing the square';
  const difficulties = [
    'Struggled with completing the square.',
    'Made sign errors when completing the square.',
    'Needed help with completing the square.',
    'Not yet confident with completing the square.',
    "Couldn't complete the square without help.",
    'Found completing the square hard.',
    'Still confuses the signs when completing the square.',
  ];

  it.each(difficulties)('never reports "%s" as going well, at any engagement level', (note) => {
    for (const engagementLevel of ENGAGEMENT_LEVELS) {
      const content = writeSummary({ subject: 'Algebra', topicsCovered: `${topic}, Factorising`, engagementLevel, performance: `${note} Factorised confidently.` });
      expect(summaryContentSchema.parse(content)).toEqual(content);
      expect(content.topicsCovered[0]).toMatch(/^Completing the square: (?:not yet|partly) secure/);
      expect(content.strengths.join(' ').toLowerCase()).not.toContain('complet');
      for (const s of statementsOf(allText(content)).filter((x) => /complet/i.test(x))) {
        expect(s).not.toMatch(/went well|(?<!not yet |not )confident|strong|mastered/i);
        expect(s.replace(/(?:not yet|partly) secure/gi, '')).not.toMatch(/\bsecure\b/i);
      }
      expect(content.topicsCovered[1]).toBe('Factorising: secure.');
    }
  });

  it('reads negation as success and a second attempt as partial', () => {
    for (const note of ["Didn't struggle with factorising.", 'No problems with factorising.', 'Never confused the signs in factorising.', 'Factorised without any mistakes.']) {
      const c = writeSummary({ subject: 'Algebra', topicsCovered: 'Factorising, Graphs', engagementLevel: 'medium', performance: note });
      expect(c.topicsCovered[0]).toBe('Factorising: secure.');
      expect(c.strengths[0]).toMatch(/^Factorising: /);
    }
    const partial = writeSummary({ subject: 'Algebra', topicsCovered: 'Quadratic formula, Graphs', engagementLevel: 'medium', performance: 'Got the quadratic formula right after two attempts.' });
    expect(partial.topicsCovered[0]).toBe('Quadratic formula: partly secure.');
    expect(partial.strengths.join(' ')).not.toMatch(/quadratic/i);
  });

  it('splits judgements on different topics and keeps topic words out of engagement', () => {
    const c = writeSummary({
      subject: 'Physics',
      topicsCovered: "Newton's laws; Momentum; Energy",
      engagementLevel: 'high',
      performance: "Explained Newton's second law clearly and got every momentum question right. Was slow with energy calculations. Didn't do the homework.",
    });
    expect(c.topicsCovered).toEqual(["Newton's laws: secure.", 'Momentum: secure.', 'Energy: not yet secure.']);
    expect(c.engagement).toBe("Engagement was rated high by the tutor. The notes add: didn't do the homework.");
    expect(c.nextSteps[0]).toMatch(/^Build fluency in energy calculations/);
    expect(c.nextSteps.join(' ')).not.toMatch(/homework/);
  });

  it('says a topic without evidence was covered, without claiming anything about it', () => {
    const c = writeSummary({ subject: 'Physics', topicsCovered: 'Forces, Momentum', engagementLevel: 'high', performance: 'Struggled with momentum.' });
    expect(c.topicsCovered[0]).toBe('Forces: covered; how it went was not recorded.');
    expect(allText(c)).not.toMatch(/forces (?:went well|is secure)/i);
    expect(c.nextSteps.join(' ')).toMatch(/Check forces with two quick questions/);
  });

  it('pastes no input verbatim more than once', () => {
    const performance =
      'Asha made sign errors when completing the square. Factorised confidently. Needed help with the quadratic formula but got it right after two attempts. Lost focus in the last ten minutes. Covered chapter 4 of the textbook.';
    const input: SummaryInput = {
      subject: 'Algebra',
      topicsCovered: 'Completing the square, Factorising, Quadratic formula',
      engagementLevel: 'high',
      studentName: 'Asha',
      performance,
      // The same notes again in the live session: still quoted once.
      session: { tutorNotes: performance, chat: [], whiteboardLabels: [] },
    };
    const text = renderSummary(writeSummary(input), input);
    const clauses = performance.split(/(?<=\.)\s+|\s+but\s+/).map((s) => s.replace(/^Asha\s+/, '').replace(/\.$/, ''));
    for (const clause of clauses) expect(occurrences(text, clause), clause).toBeLessThanOrEqual(1);
    expect(occurrences(text, 'made sign errors when completing the square')).toBe(1);
  });

  it('writes one next step per difficulty, aimed at it, then progression for secure topics', () => {
    const c = writeSummary({
      subject: 'Maths',
      topicsCovered: 'Completing the square; Trigonometry; Linear equations',
      engagementLevel: 'medium',
      performance: 'Made sign errors when completing the square. Still confuses sine and cosine in trigonometry. Solved linear equations quickly.',
    });
    expect(c.nextSteps[0]).toMatch(/completing the square with 6 questions chosen to catch sign errors/);
    expect(c.nextSteps[1]).toMatch(/difference between sine and cosine/);
    expect(c.nextSteps[2]).toMatch(/^Build on linear equations/);
    expect(c.areasToImprove).toHaveLength(2);
  });

  it('describes engagement from the rating and the notes only', () => {
    const plain = writeSummary({ subject: 'Chemistry', topicsCovered: 'Moles', engagementLevel: 'high' });
    expect(plain.engagement).toBe('Engagement was rated high by the tutor.');
    const noted = writeSummary({ subject: 'Chemistry', topicsCovered: 'Moles', engagementLevel: 'low', studentName: 'Ben Lee', performance: 'Lost focus after 20 minutes.' });
    expect(noted.engagement).toBe("Ben's engagement was rated low by the tutor. The notes add: lost focus after 20 minutes.");
    expect(noted.topicsCovered[0]).toBe('Moles: covered; how it went was not recorded.');
  });

  it("uses the live session's chat, notes and whiteboard when present", () => {
    const input: SummaryInput = {
      subject: 'Quadratics',
      topicsCovered: 'Discriminant, Quadratic formula',
      engagementLevel: 'medium',
      studentName: 'Asha',
      session: {
        chat: [
          { from: 'student', text: 'Can we go over the discriminant again? I got confused by it.' },
          { from: 'tutor', text: 'For homework, do exercise 5B on page 42.' },
        ],
        tutorNotes: 'Understood the quadratic formula well.',
        whiteboardLabels: ['Discriminant: b² − 4ac'],
      },
    };
    const c = writeSummary(input);
    expect(c.overview).toContain("the tutor's notes, the session chat and the whiteboard");
    expect(c.topicsCovered).toEqual(['Discriminant: not yet secure; on the board: Discriminant: b² − 4ac.', 'Quadratic formula: secure.']);
    expect(c.areasToImprove[0]).toBe('Discriminant: Asha wrote in the chat, "I got confused by it".');
    expect(c.performance).toContain('"Can we go over the discriminant again?"');
    expect(c.nextSteps.join(' ')).toContain('exercise 5B on page 42');
    expect(c.engagement).toContain('Asha wrote 1 of the 2 messages and asked 1 question');
  });

  it('reads well for a range of inputs and fits the schema', () => {
    const notes = [null, 'Good effort.', 'Struggled with everything today.', 'She was brilliant on graphs but forgot the formula for gradient. Homework: page 12.'];
    for (const performance of notes) {
      for (const engagementLevel of ENGAGEMENT_LEVELS) {
        const input = { subject: 'Maths', topicsCovered: 'Graphs, Gradient\nFractions', engagementLevel, performance, studentName: 'Sam', followedPlanTopic: 'Graphs' };
        const content = writeSummary(input);
        expect(summaryContentSchema.parse(content)).toEqual(content);
        const text = renderSummary(content, input);
        expectReadable(text);
        for (const h of ['Overview', 'Topics Covered', 'Engagement', 'Performance', 'Strengths', 'Areas to Improve', 'Next Steps']) expect(text).toContain(`\n${h}\n`);
      }
    }
  });
});

describe('built-in summary writer: clauses, topics and next steps', () => {
  /** The bullet body after "Topic: ", or the whole bullet for a note naming no topic. */
  const bodyOf = (bullet: string, topics: string[]) => {
    const topic = topics.find((t) => bullet.startsWith(`${t}: `));
    return topic ? bullet.slice(topic.length + 2) : bullet;
  };
  const bulletsOf = (c: SummaryContent) => [...c.strengths, ...c.areasToImprove];

  it('never splits "X and Y" into a piece without a verb of its own: each strength is a whole clause', () => {
    const topics = ['Quadratic equations', 'Completing the square', 'Discriminant'];
    const verbs = ['Factorised', 'Solved the equations', 'Balanced the equations', 'Answered the questions', 'Completed the square', 'Labelled the graph', 'Worked'];
    const pairs = [['quickly', 'accurately'], ['neatly', 'correctly'], ['confidently', 'independently'], ['carefully', 'clearly'], ['quickly', 'without help']];
    for (const verb of verbs) {
      for (const [a, b] of pairs) {
        for (const joint of [' and ', ', ']) {
          const clause = `${verb} ${a}${joint}${b}`;
          const c = writeSummary({ subject: 'Maths', topicsCovered: topics.join(', '), engagementLevel: 'medium', performance: `${clause}.` });
          const bullets = bulletsOf(c).map((x) => bodyOf(x, topics));
          expect(bullets.some((x) => keyOf(x) === keyOf(clause)), `${clause} → ${bullets.join(' | ')}`).toBe(true);
          // No bullet is an adverb or a phrase cut off from its verb.
          for (const x of bullets) expect(x, clause).not.toMatch(/^(?:[\w-]+ly|without help|correctly)\.$/i);
        }
      }
    }
    // Two clauses, each with its verb, are still two judgements.
    const both = writeSummary({ subject: 'Maths', topicsCovered: topics.join(', '), engagementLevel: 'medium', performance: 'Completed the square quickly and struggled with the discriminant.' });
    expect(both.topicsCovered).toEqual(['Quadratic equations: covered; how it went was not recorded.', 'Completing the square: secure.', 'Discriminant: not yet secure.']);
  });

  it('reads support the student needed as partly secure, and never calls a topic with a clause about it unrecorded', () => {
    const topics = 'Quadratic equations, Completing the square, Discriminant';
    const support = [
      'Needed two hints to use the discriminant.',
      'Needed help to use the discriminant.',
      'Used the discriminant with prompting.',
      'Needed a hint with the discriminant.',
      'Found the discriminant after a few prompts.',
      'Required some prompting to find the discriminant.',
      'Took three hints to use the discriminant.',
    ];
    for (const note of support) {
      for (const engagementLevel of ENGAGEMENT_LEVELS) {
        const c = writeSummary({ subject: 'Maths', topicsCovered: topics, engagementLevel, performance: `Factorised quickly and accurately. ${note}` });
        expect(c.topicsCovered[2], note).toBe('Discriminant: partly secure.');
        expect(c.areasToImprove.some((a) => a.startsWith('Discriminant: ')), note).toBe(true);
        expect(c.strengths.join(' '), note).not.toMatch(/discriminant/i);
        expect(c.nextSteps.join(' '), note).not.toMatch(/Check [^.]*discriminant/i);
      }
    }
    // Whatever the note says, a topic line that says "not recorded" has nothing attached and nothing quoted under it.
    const notes = [...support, 'Worked through the discriminant worksheet.', 'Drew the graph of each quadratic equation.', 'Completed the square.', 'Looked at the discriminant.'];
    for (const note of notes) {
      const c = writeSummary({ subject: 'Maths', topicsCovered: topics, engagementLevel: 'medium', performance: note });
      c.topicsCovered.forEach((line, i) => {
        if (!/not recorded/.test(line)) return;
        expect(line, note).toMatch(/^[^;]+; how it went was not recorded\.$/);
        const name = splitList(topics)[i];
        expect(bulletsOf(c).some((b) => b.startsWith(`${name}: `)), note).toBe(false);
      });
    }
  });

  it('reads what the student did ("explained", "derived", "recalled") as a success, under the topic it names part of', () => {
    const topics = "Newton's laws; free-body diagrams; friction";
    const did = [
      'Explained the first law in his own words',
      'Described the second law',
      'Derived the first law from examples',
      'Applied the third law to a rocket',
      'Answered every question on the second law',
      'Identified the third law pairs',
      'Recalled the first law',
      'Solved problems with the second law',
      'Completed the law worksheet',
      'Used the second law correctly',
      'Got the first law right',
    ];
    for (const note of did) {
      const c = writeSummary({ subject: 'Physics', topicsCovered: topics, engagementLevel: 'high', studentName: 'Kabir', performance: `${note}. Drew free-body diagrams without help. Still confuses static and kinetic friction.` });
      expect(c.topicsCovered[0], note).toBe("Newton's laws: secure.");
      expect(c.strengths[0], note).toBe(`Newton's laws: ${note[0].toLowerCase()}${note.slice(1)}.`);
      expect(c.performance, note).not.toMatch(/not recorded/);
    }
    // Not the student's own statement: the tutor's, or set after "when".
    for (const note of ['I explained the first law again', 'Made errors when she applied the first law']) {
      const c = writeSummary({ subject: 'Physics', topicsCovered: topics, engagementLevel: 'high', performance: `${note}.` });
      expect(c.topicsCovered[0], note).not.toBe("Newton's laws: secure.");
      expect(c.strengths.join(' '), note).not.toMatch(/law/);
    }
  });

  it('keeps a continuing clause with its sentence\'s topic unless it names another topic by more than a shared generic word', () => {
    const cases = [
      { topics: 'Past perfect tense, Reported speech', owner: 'Reported speech', other: 'Past perfect tense', note: 'Struggled with reported speech questions; kept the original tense every time.', clause: 'kept the original tense every time' },
      { topics: "Newton's laws, Free-body diagrams", owner: 'Free-body diagrams', other: "Newton's laws", note: 'Struggled with free-body diagrams; forgot which law each force came from.', clause: 'forgot which law each force came from' },
      { topics: 'Quadratic equations, Graph sketching', owner: 'Graph sketching', other: 'Quadratic equations', note: 'Found graph sketching hard; mislabelled the equation of each curve.', clause: 'mislabelled the equation of each curve' },
      { topics: 'Mole concept, Chemical reactions', owner: 'Chemical reactions', other: 'Mole concept', note: 'Made errors balancing chemical reactions; left out the concept of conservation.', clause: 'left out the concept of conservation' },
    ];
    for (const { topics, owner, other, note, clause } of cases) {
      for (const after of ['', ' Got the past perfect right after two attempts.']) {
        const c = writeSummary({ subject: 'English', topicsCovered: topics, engagementLevel: 'low', studentName: 'Ananya', performance: `${note}${after}` });
        const holder = [...c.topicsCovered, ...bulletsOf(c)].filter((b) => b.includes(clause));
        expect(holder, note).toHaveLength(1);
        expect(holder[0].startsWith(`${owner}: `), `${note} → ${holder[0]}`).toBe(true);
        expect(c.areasToImprove.join(' '), note).toContain(clause);
        expect(c.topicsCovered.find((t) => t.startsWith(`${other}: `)), note).not.toContain(clause);
        expect(c.topicsCovered.find((t) => t.startsWith(`${owner}: `)), note).toBe(`${owner}: not yet secure.`);
      }
    }
    // A continuing clause that names another topic by its distinctive words moves to it.
    const moved = writeSummary({ subject: 'English', topicsCovered: 'Past perfect tense, Reported speech', engagementLevel: 'low', performance: 'Struggled with reported speech questions; got the past perfect right.' });
    expect(moved.topicsCovered).toEqual(['Past perfect tense: secure.', 'Reported speech: not yet secure.']);
  });

  it('writes next steps about the skill, without how often it went wrong or whose it was', () => {
    const adverbials = ['twice', 'every time', 'again', 'sometimes', 'a few times', 'often', 'three times', 'repeatedly', 'again and again'];
    for (const adverbial of adverbials) {
      for (const owner of ['her', 'his', 'their']) {
        const c = writeSummary({
          subject: 'Python Programming',
          topicsCovered: 'for loops, lists, functions',
          engagementLevel: 'medium',
          studentName: 'Ira',
          performance: `Wrote a loop to sum a list on ${owner} own. Forgot to return a value from ${owner} function ${adverbial}. Struggled with ${owner} list indexes ${adverbial}. Enjoyed the turtle drawing task.`,
        });
        const steps = c.nextSteps.join(' ');
        expect(steps).toContain('3 quick recall questions on returning a value from a function,');
        expect(steps).toMatch(/\blist indexes (?:with|using)\b/);
        const adverbialRe = new RegExp(`\\b(?:${adverbials.join('|')}|her|his|their)\\b`);
        for (const step of c.nextSteps) expect(step, `${adverbial}/${owner}`).not.toMatch(adverbialRe);
      }
    }
  });
});

describe('built-in lesson plan writer', () => {
  const needs = [null, 'Visual learner. Exam in 2 weeks.', 'Has ADHD.', 'Weak on times tables; hands-on learner.', 'Prefers explanations in Spanish. Anxious about tests next week.'];

  it('activity minutes add up exactly to every duration, grade level and set of needs', () => {
    for (const d of LESSON_DURATIONS) {
      expect(sum(activityMinutes(d))).toBe(d);
      for (const g of GRADE_LEVELS) {
        for (const additionalNotes of needs) {
          const plan = writeLessonPlan({ topic: 'Fractions', gradeLevel: g, duration: d, additionalNotes });
          expect(sum(plan.activities.map((a) => a.minutes))).toBe(d);
          expect(plan.activities.every((a) => Number.isInteger(a.minutes) && a.minutes >= 1)).toBe(true);
          expect(new Set(plan.activities.map((a) => a.name)).size).toBe(plan.activities.length);
        }
      }
    }
  });

  it('writes grammatical objectives for each kind of topic', () => {
    const plan = (topic: string) => writeLessonPlan({ topic, gradeLevel: 'High School (9-12)', duration: 60 }).objectives;
    expect(plan('Photosynthesis')[0]).toBe('Explain the key ideas of photosynthesis using the correct subject vocabulary.');
    expect(plan('Democracy')[1]).toBe('Use the ideas of democracy to explain an unfamiliar exam-style scenario.');
    expect(plan('Solving quadratic equations')[0]).toBe('Solve quadratic equations accurately without prompts, including exam-style questions.');
    expect(plan('Long division')[0]).toMatch(/^Carry out long division accurately/);
    expect(plan('Long division')[1]).toBe('Explain why each step of long division is needed.');
    expect(plan('Writing a formal letter').slice(0, 2)).toEqual([
      'Identify the features of a good formal letter from a model example.',
      'Write a formal letter independently, meeting each point on a success checklist.',
    ]);
    expect(plan('Macbeth')[0]).toBe('Summarise the plot of Macbeth and the roles of its key characters.');
    expect(plan('Ozymandias (poem)')[0]).toBe('Explain what Ozymandias is about, section by section.');
    for (const topic of ['Photosynthesis', 'Inflation', 'Solving quadratic equations', 'Long division', 'Writing a formal letter', 'Public speaking', 'Past tense', 'Macbeth']) {
      for (const o of plan(topic)) {
        expect(o).not.toMatch(/what \S+ works|Apply \p{Lu}|in their own words what/u);
        expectReadable(o);
      }
    }
  });

  it('acts on the additional notes', () => {
    const base = { topic: 'Photosynthesis', gradeLevel: 'Middle School (6-8)', duration: 60 };
    const plain = writeLessonPlan(base);

    const visual = writeLessonPlan({ ...base, additionalNotes: 'Visual learner.' });
    expect(visual.materials.length).toBeGreaterThan(plain.materials.length);
    expect(visual.materials.join(' ')).toMatch(/mind-map|diagram/);
    expect(visual.activities[1].description).toMatch(/labelled diagram on the whiteboard/);
    expect(visual.homework).toMatch(/diagram or mind map/);

    const exam = writeLessonPlan({ ...base, additionalNotes: 'Exam in 2 weeks.' });
    expect(exam.activities.map((a) => a.name)).toContain('Exam practice');
    expect(exam.homework).toMatch(/Revision timeline to the exam \(in 2 weeks\): week 1: .+; week 2: /);
    expect(exam.objectives.join(' ')).toMatch(/ready for the exam in 2 weeks/);

    const weak = writeLessonPlan({ ...base, additionalNotes: 'Weak on the word equation.' });
    expect(weak.activities[0].description).toMatch(/^Targeted warm-up on the word equation/);

    const adhd = writeLessonPlan({ ...base, additionalNotes: 'ADHD, finds it hard to focus.' });
    expect(adhd.activities.every((a) => a.minutes <= 10)).toBe(true);
    expect(adhd.activities.some((a) => a.name.startsWith('Movement break'))).toBe(true);

    const spanish = writeLessonPlan({ ...base, additionalNotes: 'Prefers explanations in Spanish.' });
    expect(spanish.materials).toContain('A glossary of key terms in English and Spanish');

    for (const p of [visual, exam, weak, adhd, spanish]) expect(p.overview).toMatch(/Adapted to the notes: /);
    expect(plain.overview).not.toMatch(/Adapted|Notes:/);
  });

  it('starts from the last summary: its gaps shape the warm-up and objectives', () => {
    const previousSummary = {
      nextSteps: ['Practise completing the square with 6 questions chosen to catch sign errors.'],
      areasToImprove: ['Completing the square: made sign errors when completing the square.'],
    };
    const plan = writeLessonPlan({ topic: 'Solving quadratic equations', gradeLevel: 'Adult Learner', duration: 60, previousSummary });
    expect(plan.buildsOn).toEqual(previousSummary.nextSteps);
    expect(plan.objectives[0]).toBe("Close last session's gap (sign errors in completing the square): 4 of 5 questions right without help.");
    expect(plan.activities[0].description).toMatch(/^Three quick questions on last session's gap \(sign errors in completing the square\)/);
  });

  it('adapts materials, check and homework to the grade level', () => {
    const plans = GRADE_LEVELS.map((gradeLevel) => writeLessonPlan({ topic: 'Fractions', gradeLevel, duration: 45 }));
    for (const key of ['materials', 'assessment', 'homework'] as const) expect(new Set(plans.map((p) => JSON.stringify(p[key]))).size).toBe(GRADE_LEVELS.length);
  });

  it('reads well and fits the schema for a range of inputs', () => {
    for (const topic of ['Photosynthesis', 'Long division', 'Balancing chemical equations', 'Essay writing', 'Romeo and Juliet', 'The water cycle', "Pythagoras' theorem"]) {
      for (const gradeLevel of GRADE_LEVELS) {
        const plan = writeLessonPlan({ topic, gradeLevel, duration: 45, additionalNotes: 'Visual learner. Exam in 3 weeks. Likes football. Mum will sit in.', studentName: 'Ravi Shah' });
        expect(lessonPlanContentSchema.parse(plan)).toEqual(plan);
        const text = renderLessonPlan(plan, { topic, gradeLevel, duration: 45 });
        expectReadable(text);
        expect(text).toContain('Also noted: Mum will sit in.');
        expect(occurrences(text, 'Mum will sit in')).toBe(1);
        expect(text).toContain('examples drawn from football');
      }
    }
  });

  it('fits provider activities to the duration', () => {
    const fitted = fitActivities([{ name: 'A', minutes: 10, description: 'x' }, { name: 'B', minutes: 40, description: 'y' }], 90);
    expect(sum(fitted.map((a) => a.minutes))).toBe(90);
  });
});


describe('text helpers', () => {
  it('splits lists on commas, semicolons and lines', () => expect(splitList(' a, b;\n- c\n\nA ')).toEqual(['a', 'b', 'c']));
  it('apportions exactly', () => {
    for (let t = 6; t < 200; t++) expect(sum(apportion(t, [10, 25, 25, 20, 10, 10]))).toBe(t);
    expect(sum(apportion(3, [1, 100, 1]))).toBe(3);
  });
});
