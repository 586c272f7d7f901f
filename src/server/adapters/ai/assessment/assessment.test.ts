// The built-in assessment: the reviewed bank's shape, which bank a tutor gets, the level read from what
// they wrote, draws without repetition, open questions outside the bank, and the provider path's checks.
import { describe, expect, it } from 'vitest';
import type { AiClient } from '../ai';
import { SUBJECT_BANKS } from './bank';
import { drawQuestions, findBank, levelOf, QUESTIONS_PER_ATTEMPT, seededRandom } from './draw';
import { generateAssessment, grade } from './generate';

describe('the question bank', () => {
  it('covers at least 25 subjects with 12 questions at each of two levels', () => {
    expect(SUBJECT_BANKS.length).toBeGreaterThanOrEqual(25);
    for (const bank of SUBJECT_BANKS) {
      expect(bank.questions.filter((q) => q.level === 'foundation'), bank.subject).toHaveLength(12);
      expect(bank.questions.filter((q) => q.level === 'advanced'), bank.subject).toHaveLength(12);
    }
  });

  it('has one correct answer among four distinct options in every question, with unique ids and texts', () => {
    const ids = new Set<string>();
    const texts = new Set<string>();
    for (const bank of SUBJECT_BANKS) {
      const positions = [0, 0, 0, 0];
      for (const q of bank.questions) {
        expect(ids.has(q.id), q.id).toBe(false);
        ids.add(q.id);
        const text = `${q.question} ${q.options.join(' | ')}`.toLowerCase();
        expect(texts.has(text), q.id).toBe(false);
        texts.add(text);
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, q.id).toBe(4);
        expect([0, 1, 2, 3]).toContain(q.correctAnswer);
        expect(q.question.trim().length, q.id).toBeGreaterThan(10);
        positions[q.correctAnswer]++;
      }
      // The right answer is not always in the same place.
      expect(Math.max(...positions), bank.subject).toBeLessThanOrEqual(bank.questions.length / 2);
    }
  });

  it('gives each subject name and alias to one bank only', () => {
    const owner = new Map<string, string>();
    for (const bank of SUBJECT_BANKS) {
      for (const name of [bank.subject, ...bank.aliases].map((n) => n.toLowerCase())) {
        expect(owner.get(name) ?? bank.subject, name).toBe(bank.subject);
        owner.set(name, bank.subject);
      }
    }
  });
});

describe('which bank a tutor gets', () => {
  it.each([
    ['Mathematics', null, 'Mathematics'],
    ['Maths', null, 'Mathematics'],
    ['Spoken English', 'for working professionals', 'English'],
    ['English Literature', null, 'English Literature'],
    ['Tuition', 'CBSE Physics for Class 11', 'Physics'],
    ['Python Programming', null, 'Python Programming'],
    ['Guitar', 'acoustic, beginners', 'Music Theory'],
    ['Violin', 'Western classical, grades 1-5', 'Music Theory'],
  ])('%s / %s → %s', (subject, sub, expected) => {
    expect(findBank(subject, sub)?.subject).toBe(expected);
  });

  it('finds none for a subject outside the bank', () => {
    expect(findBank('Origami Art', 'modular folding')).toBeNull();
    expect(findBank('Carnatic Violin', null)).toBeNull();
  });
});

describe('the level a tutor teaches', () => {
  it.each([
    ['CBSE Class 9-12 algebra and calculus', 'advanced'],
    ['JEE Main physics', 'advanced'],
    ['Class 6 to 8 science', 'foundation'],
    ['beginners and kids', 'foundation'],
    ['university statistics', 'advanced'],
    ['Jazz piano', null],
  ])('%s → %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('drawing questions', () => {
  const maths = findBank('Mathematics')!;

  it('draws six different questions on different topics, mostly at the tutor level', () => {
    const drawn = drawQuestions(maths, { level: 'advanced', random: seededRandom(7) });
    expect(drawn).toHaveLength(QUESTIONS_PER_ATTEMPT);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(QUESTIONS_PER_ATTEMPT);
    expect(new Set(drawn.map((q) => q.topic)).size).toBe(QUESTIONS_PER_ATTEMPT);
    expect(drawn.filter((q) => q.level === 'advanced').length).toBe(4);
  });

  it('puts the topics the tutor names first', () => {
    const calculus = maths.questions.filter((q) => q.level === 'advanced' && /calculus|derivative|integra|differentia/.test(q.topic));
    expect(calculus.length).toBeGreaterThan(0);
    for (let seed = 1; seed < 20; seed++) {
      const drawn = drawQuestions(maths, { level: 'advanced', subDomain: calculus[0].topic, random: seededRandom(seed) });
      expect(drawn.map((q) => q.id)).toContain(calculus[0].id);
    }
  });

  it('never repeats a question of the first attempt in the retake', () => {
    for (let seed = 1; seed < 50; seed++) {
      const first = drawQuestions(maths, { level: 'foundation', random: seededRandom(seed) });
      const retake = drawQuestions(maths, { level: 'foundation', exclude: new Set(first.map((q) => q.id)), random: seededRandom(seed + 1000) });
      expect(retake).toHaveLength(QUESTIONS_PER_ATTEMPT);
      expect(retake.filter((q) => first.some((f) => f.id === q.id))).toEqual([]);
    }
  });
});

describe('generating an assessment', () => {
  const noAi: AiClient = { configured: false, json: async () => null };

  it('asks subject questions with four options from the bank, e.g. completing the square for Class 9–12 maths', async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed < 40; seed++) {
      const a = await generateAssessment(noAi, { subject: 'Mathematics', subDomain: 'Class 9–12', experienceYears: 6, random: seededRandom(seed) });
      expect(a.source).toBe('builtin');
      for (const q of a.questions) {
        expect(q.kind).toBe('choice');
        expect(q.options).toHaveLength(4);
        seen.add(q.id);
      }
    }
    const completingTheSquare = findBank('Mathematics')!.questions.find((q) => q.topic === 'completing the square')!;
    expect(seen).toContain(completingTheSquare.id);
  });

  it('asks open questions about teaching for a subject outside the bank, never agree/disagree', async () => {
    const a = await generateAssessment(noAi, { subject: 'Carnatic Violin', subDomain: 'varnams for beginners', experienceYears: 11 });
    expect(a.questions.length).toBe(3);
    for (const q of a.questions) {
      expect(q.kind).toBe('open');
      expect(q.options).toEqual([]);
      expect(q.question).toContain('Carnatic Violin');
      expect(q.question).not.toMatch(/agree/i);
    }
    // The sub-domain is named once, as what the lesson is about, not pasted in front of "students".
    expect(a.questions[1].question).toBe('How would you plan a first 60-minute lesson in Carnatic Violin (varnams for beginners) for a beginner? Describe what happens in each part of the lesson.');
  });

  it('uses valid provider questions and drops the provider when its questions do not hold up', async () => {
    const good = Array.from({ length: 8 }, (_, i) => ({ question: `Which value of x solves equation number ${i}?`, options: ['1', '2', '3', '4'], correctAnswer: i % 4 }));
    const provider = (questions: unknown): AiClient => ({ configured: true, json: async <T,>() => ({ questions }) as T });
    const fromAi = await generateAssessment(provider(good), { subject: 'Mathematics', experienceYears: 3 });
    expect(fromAi.source).toBe('ai');
    expect(fromAi.questions).toHaveLength(QUESTIONS_PER_ATTEMPT);
    const sameOptions = good.map((q) => ({ ...q, options: ['1', '1', '3', '4'] }));
    const fallback = await generateAssessment(provider(sameOptions), { subject: 'Mathematics', experienceYears: 3 });
    expect(fallback.source).toBe('builtin');
    expect(fallback.questions.every((q) => q.id.startsWith('mathematics-'))).toBe(true);
  });

  it('grades choice questions against the kept answers and leaves open answers unscored', async () => {
    const a = await generateAssessment(noAi, { subject: 'Physics', experienceYears: 3, random: seededRandom(3) });
    const answers = a.questions.map((q, i) => ({ questionId: q.id, selectedAnswer: i < 4 ? q.correctAnswer : ((q.correctAnswer ?? 0) + 1) % 4 }));
    expect(grade(a.questions, answers)).toEqual({ score: 4, total: 6 });
    const open = await generateAssessment(noAi, { subject: 'Origami', experienceYears: 3 });
    expect(grade(open.questions, open.questions.map((q) => ({ questionId: q.id, answerText: 'x'.repeat(50) })))).toEqual({ score: 0, total: 0 });
  });
});
