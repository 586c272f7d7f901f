import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERIES } from '../../../../shared/rules/example-queries';
import type { ExtractedCriteria } from '../../../../shared/schemas/search';
import { examNames, hasAnyCriteria, understandQuery } from './understand';

const pick = (c: ExtractedCriteria) =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => v != null && (!Array.isArray(v) || v.length > 0)));

describe('the spec’s eight example queries', () => {
  const expected: Record<string, Partial<ExtractedCriteria>> = {
    [EXAMPLE_QUERIES[0]]: { subjects: ['Mathematics'], grade: 'Grade 10', boards: ['CBSE'], languages: ['Hindi'] },
    [EXAMPLE_QUERIES[1]]: { subjects: ['English'], styles: ['patient', 'exam-focused'] },
    [EXAMPLE_QUERIES[2]]: { exams: ['JEE'], styles: ['experienced', 'proven results'] },
    [EXAMPLE_QUERIES[3]]: { subjects: ['French'], languages: ['Hindi'] },
    [EXAMPLE_QUERIES[4]]: { subjects: ['Creative Writing'], levels: ['Beginner'], audiences: ['beginners'] },
    [EXAMPLE_QUERIES[5]]: { subjects: ['Guitar'], audiences: ['young children'], styles: ['fun'] },
    [EXAMPLE_QUERIES[6]]: { subjects: ['Startup Consulting', 'Entrepreneurship', 'Business Strategy'] },
    [EXAMPLE_QUERIES[7]]: { subjects: ['Python Programming'], levels: ['Beginner'], audiences: ['beginners'] },
  };
  it.each(EXAMPLE_QUERIES.map((q) => [q]))('%s', (q) => {
    expect(pick(understandQuery(q))).toEqual(expected[q]);
  });
});

// [query, expected subset of the criteria]
const CASES: [string, Partial<ExtractedCriteria>][] = [
  ['ICSE physics tutor for class 9', { subjects: ['Physics'], boards: ['ICSE'], grade: 'Grade 9' }],
  ['IB chemistry teacher grade 11', { subjects: ['Chemistry'], boards: ['IB'], grade: 'Grade 11' }],
  ['state board maths 8th standard in Tamil', { subjects: ['Mathematics'], boards: ['State Board'], grade: 'Grade 8', languages: ['Tamil'] }],
  ['IGCSE biology for year 10', { subjects: ['Biology'], boards: ['IGCSE'], grade: 'Grade 10' }],
  ['NEET biology coach', { exams: ['NEET'], subjects: ['Biology'] }],
  ['IELTS speaking practice', { exams: ['IELTS'], styles: ['conversational'] }],
  ['SAT math prep', { exams: ['SAT'], subjects: ['Mathematics'] }],
  ['GRE quant tutor', { exams: ['GRE'], keywords: ['quant'] }],
  ['GMAT coach for working professionals', { exams: ['GMAT'], audiences: ['working professionals'] }],
  ['CAT preparation mentor', { exams: ['CAT'] }],
  ['UPSC history mentor', { exams: ['UPSC'], subjects: ['History'] }],
  ['TOEFL teacher', { exams: ['TOEFL'] }],
  ['maths olympiad training for kids', { exams: ['Olympiad'], subjects: ['Mathematics'], audiences: ['young children'] }],
  ['IIT-JEE advanced physics', { exams: ['JEE'], subjects: ['Physics'] }],
  ['Spanish teacher who speaks English and Hindi', { subjects: ['Spanish'], languages: ['English', 'Hindi'] }],
  ['German tutor fluent in Marathi', { subjects: ['German'], languages: ['Marathi'] }],
  ['Tamil-speaking chemistry tutor', { subjects: ['Chemistry'], languages: ['Tamil'] }],
  ['Hindi medium science tutor', { languages: ['Hindi'], subjects: ['Physics', 'Chemistry', 'Biology'] }],
  ['learn Japanese from scratch', { subjects: ['Japanese'], levels: ['Beginner'], audiences: ['beginners'] }],
  ['Hindi tutor for adults', { subjects: ['Hindi'], audiences: ['adults'] }],
  ['teaches in Bengali, accountancy class 12', { languages: ['Bengali'], subjects: ['Accountancy'], grade: 'Grade 12' }],
  ['piano lessons for my daughter', { subjects: ['Piano'], audiences: ['young children'] }],
  ['patient violin teacher for beginners', { subjects: ['Violin'], styles: ['patient'], levels: ['Beginner'] }],
  ['carnatic vocal classes on weekends', { subjects: ['Carnatic Vocal'], timeWindows: ['weekends'] }],
  ['yoga for seniors in the morning', { subjects: ['Yoga'], audiences: ['adults'], timeWindows: ['mornings'] }],
  ['chess coach for kids evenings', { subjects: ['Chess'], audiences: ['young children'], timeWindows: ['evenings'] }],
  ['physics tutor available tomorrow', { subjects: ['Physics'], timeWindows: ['tomorrow'] }],
  ['math help tonight', { subjects: ['Mathematics'], timeWindows: ['today', 'evenings'] }],
  ['English tutor after school on weekdays', { subjects: ['English'], timeWindows: ['weekdays', 'evenings'] }],
  ['maths tutor under ₹800/hour', { subjects: ['Mathematics'], maxHourlyRate: 80_000 }],
  ['python teacher below rs 500 per hour', { subjects: ['Python Programming'], maxHourlyRate: 50_000 }],
  ['guitar teacher budget 1,200', { subjects: ['Guitar'], maxHourlyRate: 120_000 }],
  ['data science mentor under 2k', { subjects: ['Data Science'], maxHourlyRate: 200_000 }],
  ['₹600/hr biology tutor', { subjects: ['Biology'], maxHourlyRate: 60_000 }],
  ['physics teacher with 10+ years experience', { subjects: ['Physics'], minExperienceYears: 10 }],
  ['at least 5 years of experience in economics', { subjects: ['Economics'], minExperienceYears: 5 }],
  ['fun and creative drawing teacher', { subjects: ['Drawing & Painting'], styles: ['fun', 'creative'] }],
  ['strict structured accountancy coaching', { subjects: ['Accountancy'], styles: ['structured'] }],
  ['friendly spoken english trainer', { subjects: ['English'], styles: ['encouraging'] }],
  ['hands-on web development mentor for college students', { subjects: ['Web Development'], styles: ['practical'], audiences: ['college students'] }],
  ['JavaScript and React coach', { subjects: ['JavaScript', 'Web Development'] }],
  ['machine learning expert', { subjects: ['Machine Learning'], styles: ['experienced'] }],
  ['java programming for beginners', { subjects: ['Java Programming'], audiences: ['beginners'] }],
  ['coding classes for kids', { subjects: ['Python Programming', 'Computer Science', 'JavaScript', 'Web Development', 'Java Programming'], audiences: ['young children'] }],
  ['stock market trading mentor', { subjects: ['Stock Market Trading'] }],
  ['career counselling after 12th', { subjects: ['Career Counselling'] }],
  ['public speaking coach for professionals', { subjects: ['Public Speaking'], audiences: ['working professionals'] }],
  ['Bharatanatyam dance teacher', { subjects: ['Bharatanatyam'] }],
  ['French DELF exam preparation', { subjects: ['French'], exams: ['DELF'], styles: ['exam-focused'] }],
  ['Mandarin tutor', { subjects: ['Mandarin Chinese'] }],
  ['quantum entanglement', { keywords: ['quantum', 'entanglement'] }],
];

describe('query understanding on further needs', () => {
  it.each(CASES)('%s', (q, want) => {
    expect(understandQuery(q)).toMatchObject(want);
  });
  it('covers at least 40 more queries', () => expect(CASES.length).toBeGreaterThanOrEqual(40));
});

describe('robustness', () => {
  it('never throws on hostile text and keeps only plain keywords', () => {
    for (const q of [`'; drop table users; --`, '<script>alert(1)</script>', '"""', '%%%', 'a'.repeat(500), '💡🎸', '\u0000']) {
      const c = understandQuery(q);
      for (const k of c.keywords) expect(k).toMatch(/^[a-z][a-z0-9+#.-]*$/);
    }
  });
  it('recognises nothing in filler', () => {
    expect(hasAnyCriteria(understandQuery('I need a good tutor please'))).toBe(false);
  });
  it('"creative writing" is a subject, not a style', () => {
    expect(understandQuery('creative writing').styles).toEqual([]);
  });
  it('maps exam codes to declared names and domains', () => {
    expect(examNames(['JEE'])).toEqual({ names: ['JEE Main', 'JEE Advanced'], domains: ['JEE Preparation'] });
    expect(examNames(['Unknown'])).toEqual({ names: ['Unknown'], domains: [] });
  });
});
