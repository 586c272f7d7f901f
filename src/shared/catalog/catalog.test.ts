import { describe, expect, it } from 'vitest';
import { ancestorsOf, AUDIENCES, BOARDS, CATALOGUE, descendantsOf, entriesOf, EXAMS, GRADES, isSchoolSubject, narrowerOf, SUBJECTS, withBroader } from './index';


describe('the facet catalogue', () => {
  it('has one entry per code and kind, and every pattern compiles', () => {
    for (const kind of ['subject', 'exam', 'board', 'level', 'grade', 'audience', 'style', 'language', 'time'] as const) {
      const codes = entriesOf(kind).map((e) => e.code.toLowerCase());
      expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    }
    for (const e of CATALOGUE) for (const p of e.patterns) expect(() => new RegExp(p, 'g')).not.toThrow();
  });

  it('links parents, exam subjects and exam categories to subjects that exist', () => {
    const codes = new Set(SUBJECTS.map((s) => s.code));
    expect(SUBJECTS.filter((s) => s.parent && !codes.has(s.parent)).map((s) => s.code)).toEqual([]);
    expect(EXAMS.flatMap((e) => (e.subjects ?? []).filter((s) => !codes.has(s)))).toEqual([]);
    expect(EXAMS.filter((e) => e.category && !codes.has(e.category)).map((e) => e.code)).toEqual([]);
    expect(BOARDS.flatMap((e) => (e.subjects ?? []).filter((s) => !codes.has(s)))).toEqual([]);
    for (const s of SUBJECTS) expect(ancestorsOf(s.code)).not.toContain(s.code);
  });

  it('gives no two subjects the same alias', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of SUBJECTS) {
      for (const a of s.aliases) {
        const key = a.toLowerCase();
        if (seen.has(key) && seen.get(key) !== s.code) clashes.push(`${a}: ${seen.get(key)} / ${s.code}`);
        seen.set(key, s.code);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('never gives a subject the name of an exam or a board', () => {
    const subjectAliases = new Set(SUBJECTS.flatMap((s) => s.aliases.map((a) => a.toLowerCase())));
    const names = [...EXAMS, ...BOARDS].flatMap((e) => [e.code, ...e.aliases]).map((n) => n.toLowerCase());
    expect(names.filter((n) => subjectAliases.has(n))).toEqual([]);
  });

  it('knows the exams, boards and audiences students ask for', () => {
    const exams = EXAMS.map((e) => e.code);
    for (const code of ['JEE', 'NEET', 'WBJEE', 'MHT CET', 'KCET', 'BITSAT', 'CUET', 'CLAT', 'NDA', 'UPSC', 'SSC', 'Banking Exams', 'CAT', 'GMAT', 'GRE', 'SAT', 'ACT', 'AP', 'IELTS', 'TOEFL', 'PTE', 'Duolingo English Test', 'DELF', 'Goethe', 'JLPT', 'HSK', 'DELE', 'Trinity', 'ABRSM', 'Olympiad', 'NTSE', 'Board Exams']) {
      expect(exams).toContain(code);
    }
    expect(BOARDS.map((b) => b.code)).toEqual(expect.arrayContaining(['CBSE', 'ICSE', 'IGCSE', 'IB', 'State Board']));
    expect(AUDIENCES.map((a) => a.code)).toEqual(['young children', 'teens', 'school students', 'college students', 'adults', 'working professionals', 'homemakers', 'seniors', 'beginners']);
    expect(GRADES.map((g) => g.code)).toEqual(Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`));
  });

  it('places sub-categories under their broader subject', () => {
    expect(ancestorsOf('Scratch')).toEqual(['Coding for Kids', 'Coding', 'Computer Science']);
    expect(ancestorsOf('Spoken English')).toEqual(['English', 'Languages']);
    expect(ancestorsOf('Physics')).toEqual(['Science']);
    expect(ancestorsOf('AP Physics')).toEqual(['Physics', 'Science']);
    expect(descendantsOf('Science')).toEqual(expect.arrayContaining(['Physics', 'Chemistry', 'Biology', 'AP Physics']));
    expect(isSchoolSubject('AP Calculus')).toBe(true);
    expect(isSchoolSubject('Guitar')).toBe(false);
    expect(isSchoolSubject('Scratch')).toBe(false);
  });

  it('places specific exams and state boards under a broader entry of the same kind', () => {
    for (const kind of ['exam', 'board'] as const) {
      const codes = new Set(entriesOf(kind).map((e) => e.code));
      expect(entriesOf(kind).filter((e) => e.parent && !codes.has(e.parent)).map((e) => e.code)).toEqual([]);
    }
    const states = narrowerOf('board', 'State Board');
    for (const code of ['Gujarat Board', 'UP Board', 'Maharashtra Board', 'Tamil Nadu Board', 'Kerala Board', 'Karnataka Board', 'West Bengal Board', 'Bihar Board', 'Rajasthan Board', 'MP Board', 'Andhra Pradesh Board', 'Telangana Board', 'Punjab Board', 'Haryana Board', 'Odisha Board']) {
      expect(states).toContain(code);
    }
    expect(narrowerOf('exam', 'Olympiad')).toEqual(expect.arrayContaining(['Maths Olympiad', 'Physics Olympiad', 'Chemistry Olympiad']));
  });

  it('lists a code with its broader codes, narrower first', () => {
    expect(withBroader('board', ['Gujarat Board'])).toEqual(['Gujarat Board', 'State Board']);
    expect(withBroader('board', ['State Board', 'Kerala Board', 'CBSE'])).toEqual(['Kerala Board', 'CBSE', 'State Board']);
    expect(withBroader('exam', ['Maths Olympiad', 'Olympiad', 'JEE'])).toEqual(['Maths Olympiad', 'JEE', 'Olympiad']);
    expect(withBroader('exam', ['Unknown'])).toEqual(['Unknown']);
  });

  it('gives every exam the subjects it covers, except board exams in general', () => {
    expect(EXAMS.filter((e) => !e.subjects?.length).map((e) => e.code)).toEqual(['Board Exams']);
  });
});
