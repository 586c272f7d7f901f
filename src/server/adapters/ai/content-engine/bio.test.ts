// The built-in bio writer, checked by properties over varied tutors rather than by snapshots.
import { describe, expect, it } from 'vitest';
import { articleFor, toThirdPerson, namedSpeaker } from './bio-english';
import { BIO_MAX_WORDS, BIO_MIN_WORDS, bioProblems, unsupportedClaims, writeBios, type BioFacts, type BioPerson } from './bio';

const FIXTURES: Record<string, BioFacts> = {
  maths: {
    fullName: 'Meera Iyer', subject: 'Mathematics', subDomain: 'CBSE Class 9–12 algebra and calculus', experienceYears: 6, city: 'Chennai',
    languages: ['Tamil', 'English'], qualifications: ['M.Sc Mathematics', 'B.Ed'],
    answers: [
      { question: 'How do you begin a lesson?', answer: 'I start every class with a five-minute recap quiz so nothing from the last lesson is lost.' },
      { question: 'How do you help students who struggle?', answer: 'I break each problem into small steps and ask students to explain the method back to me.' },
    ],
  },
  violin: {
    fullName: 'Lakshmi Narayanan', subject: 'Carnatic Violin', subDomain: 'Carnatic violin for beginners and intermediate students', experienceYears: 11, city: 'Bengaluru',
    languages: ['Kannada', 'Tamil', 'English'], qualifications: [],
    answers: [{ question: 'What makes your approach unique?', answer: 'Every student learns to sing a phrase before playing it on the violin. I record short practice clips for each raga we cover.' }],
  },
  spoken: {
    fullName: 'Priya Nair', subject: 'Spoken English', subDomain: 'Spoken English for working professionals', experienceYears: 3, city: 'Kochi',
    languages: ['English', 'Malayalam'], qualifications: ['MA English Literature', 'CELTA'],
    answers: [{ question: 'How do you run a class?', answer: 'I use role-plays of real meetings and client calls. My students leave each session with three phrases they can use at work the next day.' }],
  },
  python: {
    fullName: 'Arjun Rao', subject: 'Python', subDomain: 'Python programming for kids aged 8-12', experienceYears: 3, city: 'Pune',
    languages: ['English', 'Hindi'], qualifications: ['B.Tech Computer Science'],
    answers: [{ question: 'How do you keep children engaged?', answer: 'Kids build a small game in their very first lesson. I keep each concept under ten minutes and then let them experiment.' }],
  },
  ielts: {
    fullName: 'Sarah Thomas', subject: 'English', subDomain: 'IELTS Academic preparation for university applicants', experienceYears: 6, city: 'Hyderabad',
    languages: ['English'], qualifications: ['MA in Linguistics'],
    answers: [{ question: 'How do you prepare students?', answer: 'I give a timed mock test every fortnight and mark writing tasks against the official band descriptors.' }],
  },
  french: {
    fullName: 'Ananya Sen', subject: 'French', subDomain: 'DELF A2–B2 exam preparation and conversation', experienceYears: 6, city: 'Kolkata',
    languages: ['French', 'English', 'Bengali'], qualifications: ['DELF B2', 'BA French'],
    answers: [{ question: 'What is your teaching style?', answer: 'Classes are almost entirely in French from the first week. I correct pronunciation gently and keep a shared vocabulary list for every student.' }],
  },
  chess: {
    fullName: 'Kiran', subject: 'Chess', subDomain: 'Opening principles and endgames for club players', experienceYears: 11, city: 'Mysuru',
    languages: ['Kannada', 'English'], qualifications: ['FIDE Instructor'],
    answers: [{ question: 'How do you teach?', answer: 'We go through every game the student played that week. I teach endgames before openings because they show how the pieces really work.' }],
  },
  thin: {
    fullName: 'Asha Rao', subject: 'Economics', subDomain: null, experienceYears: 1, city: null,
    languages: [], qualifications: [], answers: [],
  },
  honours: {
    fullName: 'Rahul Menon', subject: 'Accountancy', subDomain: 'HSC commerce: accountancy and business studies', experienceYears: 3, city: 'Mumbai',
    languages: ['Marathi', 'Hindi', 'English'], qualifications: ['Honours in Commerce', 'MBA', 'HSC'],
    answers: [{ question: 'How do you help students revise?', answer: 'Before every exam I run an hour of past-paper practice under timed conditions.' }],
  },
  economics: {
    fullName: 'Dr. Fatima Khan', subject: 'Economics', subDomain: 'IB and A level economics, microeconomics and macroeconomics', experienceYears: 11, city: 'Delhi',
    languages: ['English', 'Urdu', 'Hindi'], qualifications: ['PhD Economics', 'M.Sc Economics'],
    answers: [
      { question: 'What do you focus on?', answer: 'I link every model to a current news story so students see economics at work.' },
      { question: 'How do you give feedback?', answer: 'Students get written feedback on every essay within two days.' },
    ],
  },
};

/** Words from each tutor's answers, one of which every bio must carry (rephrased, not quoted). */
const ANSWER_MARKERS: Record<string, string[]> = {
  maths: ['recap quiz', 'small steps'],
  violin: ['practice clips', 'sing a phrase'],
  spoken: ['role-plays', 'three phrases'],
  python: ['small game', 'under ten minutes'],
  ielts: ['mock test'],
  french: ['entirely in French', 'vocabulary list'],
  chess: ['endgames before openings', 'every game'],
  thin: [],
  honours: ['past-paper practice'],
  economics: ['news story', 'written feedback'],
};

const PEOPLE: BioPerson[] = ['third', 'first'];
const STOP = new Set(['for', 'and', 'with', 'from', 'that', 'this', 'into']);
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const factText = (f: BioFacts) => [f.fullName, f.subject, f.subDomain ?? '', ...f.qualifications, ...f.answers.map((a) => a.answer)].join(' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const occurrences = (text: string, needle: string) => (text.match(new RegExp(escape(needle), 'gi')) ?? []).length;

/** Vowel-letter words said with a consonant sound, and consonant-letter words said with a vowel sound. */
const A_BEFORE_VOWEL_LETTER = /^(uni|one|once|eu|use|usu)/i;
const anFits = (word: string) => /^[FHLMNRSX](\.|[A-Z])/.test(word) || /^(hour|honou?r|honest|heir)/i.test(word);

function articleMistakes(text: string): string[] {
  const wrong: string[] = [];
  for (const m of text.matchAll(/\b[aA] ([aeiouAEIOU][\w.-]*)/g)) if (!A_BEFORE_VOWEL_LETTER.test(m[1]) && !/^[A-Z]{2}|^[A-Z]\./.test(m[1])) wrong.push(m[0]);
  for (const m of text.matchAll(/\b[aA]n ([^aeiouAEIOU\s][\w.-]*)/g)) if (!anFits(m[1])) wrong.push(m[0]);
  return wrong;
}

describe('writeBios', () => {
  for (const [key, facts] of Object.entries(FIXTURES)) {
    for (const person of PEOPLE) {
      describe(`${key} (${person} person)`, () => {
        const bios = writeBios(facts, person);
        const given = facts.fullName.replace(/^Dr\.\s+/, '').split(' ')[0];

        it('writes three distinct variants with different openings', () => {
          expect(bios).toHaveLength(3);
          expect(new Set(bios).size).toBe(3);
          expect(new Set(bios.map((b) => b.split(' ').slice(0, 4).join(' '))).size).toBe(3);
        });

        it.each([0, 1, 2])('variant %i stays within the word range and keeps every fact', (i) => {
          const bio = bios[i];
          const lower = bio.toLowerCase();
          expect(wordCount(bio)).toBeGreaterThanOrEqual(BIO_MIN_WORDS);
          expect(wordCount(bio)).toBeLessThanOrEqual(BIO_MAX_WORDS);
          expect(lower).toContain(facts.subject.toLowerCase());
          for (const w of (facts.subDomain ?? '').match(/[A-Za-z]{4,}/g) ?? []) if (!STOP.has(w.toLowerCase())) expect(lower).toContain(w.toLowerCase());
          for (const language of facts.languages) expect(bio).toContain(language);
          for (const q of facts.qualifications) expect(bio).toContain(q);
          if (facts.city) expect(bio).toContain(facts.city);
          const markers = ANSWER_MARKERS[key];
          if (markers.length) expect(markers.some((m) => lower.includes(m.toLowerCase()))).toBe(true);
        });

        it.each([0, 1, 2])('variant %i reads cleanly', (i) => {
          const bio = bios[i];
          expect(articleMistakes(bio)).toEqual([]);
          expect(bio).not.toMatch(/\b(\w+)\s+\1\b/i);
          expect(bio).not.toMatch(/\s[,.]|\.\.|\s{2}/);
          if (facts.fullName.includes(' ')) expect(occurrences(bio, facts.fullName)).toBeLessThanOrEqual(1);
          expect(bioProblems(bio, facts, person)).toEqual([]);
        });

        it.each([0, 1, 2])('variant %i speaks in the asked person', (i) => {
          const bio = bios[i];
          if (person === 'first') {
            expect(bio).toMatch(/\bI\b/);
            // The name only ever introduces the tutor ("I'm Meera Iyer"), never as a third party.
            expect(occurrences(bio, given)).toBe(occurrences(bio, `I'm ${facts.fullName}`));
            expect(bio).not.toMatch(/\b(she|he|her|his)\b/i);
          } else {
            expect(bio).not.toMatch(/\b(I|I'm|my|me)\b/);
            expect(bio).toContain(given);
          }
        });

        it.each([0, 1, 2])('variant %i claims nothing the tutor did not say', (i) => {
          const source = factText(facts);
          for (const token of ['PhD', 'B.Ed', 'MBA', 'M.Sc', 'MA', 'CELTA', 'certified', 'degree', 'diploma', 'award', 'qualified']) {
            const re = new RegExp(String.raw`(^|[^\w.])${escape(token)}(?![\w])`, /^[a-z]/.test(token) ? 'i' : '');
            if (!re.test(source)) expect(bios[i]).not.toMatch(re);
          }
          expect(bios[i]).not.toMatch(/\b\d+\+?\s+(students|learners)\b|award-winning|hundreds of/i);
        });
      });
    }
  }

  it('states experience in words', () => {
    const words: Record<number, string> = { 1: 'one to two years', 3: 'three to five years', 6: 'six to ten years', 11: 'more than ten years' };
    for (const [years, phrase] of Object.entries(words)) {
      for (const bio of writeBios({ ...FIXTURES.chess, experienceYears: Number(years) }, 'third')) expect(bio).toContain(phrase);
    }
  });

  it('rephrases answers: the first name in the third person, "I" in the first', () => {
    expect(writeBios(FIXTURES.maths, 'third')[0]).toContain('Meera starts every class with a five-minute recap quiz');
    expect(writeBios(FIXTURES.maths, 'first')[0]).toContain('I start every class with a five-minute recap quiz');
    expect(writeBios(FIXTURES.spoken, 'third').join(' ')).toContain("Priya's students leave each session");
    expect(writeBios(FIXTURES.honours, 'third').join(' ')).toContain('Before every exam, Rahul runs an hour');
  });

  it('names the learners, boards and exams it reads from the sub-domain', () => {
    expect(writeBios(FIXTURES.maths, 'third')[0]).toMatch(/^CBSE students in Class 9–12 working on algebra and calculus/);
    expect(writeBios(FIXTURES.spoken, 'third')[0]).toMatch(/^Working professionals learning spoken English/);
    expect(writeBios(FIXTURES.economics, 'first')[0]).toMatch(/to IB and A level students\./);
    expect(writeBios(FIXTURES.ielts, 'third')[0]).toContain('preparing for IELTS');
  });

  it('reads a sub-domain that only names learners as the audience, not the topic', () => {
    const dance: BioFacts = { ...FIXTURES.thin, fullName: 'Neha Gupta', subject: 'Bharatanatyam', subDomain: 'Kids aged 5-7', city: 'Pune' };
    const [third, first] = [writeBios(dance, 'third'), writeBios(dance, 'first')];
    expect(third[0]).toMatch(/^Kids aged 5–7 learning Bharatanatyam can book/);
    expect(third[1]).toMatch(/^Neha Gupta teaches Bharatanatyam to kids aged 5–7\./);
    expect(first[0]).toMatch(/^I teach Bharatanatyam to kids aged 5–7\./);
    expect([...third, ...first].join(' ')).not.toMatch(/focus on kids|learning kids/);
  });

  it('keeps to the word range when facts are very long or almost absent', () => {
    const long: BioFacts = {
      ...FIXTURES.maths,
      qualifications: ['M.Sc Mathematics', 'B.Ed', 'M.Phil Applied Mathematics', 'Diploma in Statistics'],
      answers: Array.from({ length: 6 }, (_, i) => ({ question: `Q${i}`, answer: `I set a weekly worksheet number ${i + 1} with mixed algebra and calculus problems that build on the previous lesson and end with one harder challenge question.` })),
    };
    const bare: BioFacts = { fullName: 'Zoya', subject: 'Yoga', experienceYears: 1, languages: [], qualifications: [], answers: [] };
    for (const facts of [long, bare]) {
      for (const person of PEOPLE) {
        for (const bio of writeBios(facts, person)) {
          expect(wordCount(bio)).toBeGreaterThanOrEqual(BIO_MIN_WORDS);
          expect(wordCount(bio)).toBeLessThanOrEqual(BIO_MAX_WORDS);
          expect(bio.toLowerCase()).toContain(facts.subject.toLowerCase());
        }
      }
    }
  });
});

describe('a or an, by sound', () => {
  it.each([
    ['MBA', 'an'], ['M.Sc Mathematics', 'an'], ['MA English', 'an'], ['HSC', 'an'], ['Honours in Commerce', 'an'], ['hour', 'an'],
    ['IELTS trainer', 'an'], ['Economics tutor', 'an'], ['8-week course', 'an'], ['11-plus', 'an'], ['umbrella', 'an'], ['LLB', 'an'],
    ['university', 'a'], ['one-to-one', 'a'], ['European', 'a'], ['B.Ed', 'a'], ['PhD', 'a'], ['NEET aspirant', 'a'], ['FIDE Instructor', 'a'],
    ['CELTA', 'a'], ['DELF B2', 'a'], ['UPSC', 'a'], ['history', 'a'], ['useful', 'a'],
  ])('%s → %s', (phrase, article) => expect(articleFor(phrase)).toBe(article));
});

describe('rephrasing an answer into the third person', () => {
  const meera = namedSpeaker('Meera');
  it.each([
    ['I start every class with a recap quiz and end with a puzzle.', 'Meera starts every class with a recap quiz and ends with a puzzle.'],
    ["I'm patient with beginners.", 'Meera is patient with beginners.'],
    ['I always try to connect topics to daily life.', 'Meera always tries to connect topics to daily life.'],
    ['My students keep a mistakes notebook.', "Meera's students keep a mistakes notebook."],
    ['I ask students to explain each step back to me.', 'Meera asks students to explain each step back.'],
    ["I don't give homework without going through an example first.", "Meera doesn't give homework without going through an example first."],
    ['Usually I finish with a short summary.', 'Meera usually finishes with a short summary.'],
    ['I give homework after every class and check it the next day.', 'Meera gives homework after every class and checks it the next day.'],
    ['I am very patient and I love teaching kids.', 'Meera is very patient and loves teaching kids.'],
    ['Before every test I revise the formulas with the class.', 'Before every test, Meera revises the formulas with the class.'],
    ['I start with a simple exercise and record a short clip for every raga we cover.', 'Meera starts with a simple exercise and records a short clip for every raga they cover.'],
    ['I ask the student to sing a phrase back before playing it, and slow down when they cannot.', 'Meera asks the student to sing a phrase back before playing it, and slows down when they cannot.'],
  ])('%s', (input, output) => expect(toThirdPerson(input, meera)).toBe(output));
});

describe('unsupportedClaims', () => {
  it('flags degrees, awards, counts and years the facts do not hold', () => {
    const facts = FIXTURES.spoken;
    expect(unsupportedClaims('Priya holds a PhD and an award-winning method, with 500 students over 12 years.', facts)).toEqual(['PhD', 'award-winning', '500 students', '12 years']);
    expect(unsupportedClaims('Priya holds an MA English Literature and a CELTA, with 4 years of experience.', facts)).toEqual([]);
  });
});

describe('learners named in the sub-domain', () => {
  const base: BioFacts = { fullName: 'Arjun Mehta', subject: 'Python Programming', subDomain: 'coding for kids aged 9 to 13', experienceYears: 3, city: 'Ahmedabad', languages: ['English'], qualifications: [], answers: [] };

  it.each(['third', 'first'] as const)('are said once when the bio opens with them (%s person)', (person) => {
    const [opening] = writeBios(base, person);
    expect(opening.match(/\bkids\b/gi)).toHaveLength(1);
  });

  it('leave a "subject: specific" sub-domain as its specific part', () => {
    const [opening] = writeBios({ ...base, subject: 'Accountancy', subDomain: 'HSC commerce: accountancy and business studies' }, 'third');
    expect(opening).toContain('HSC students learning accountancy and business studies');
    expect(opening).not.toContain(':');
  });
});
