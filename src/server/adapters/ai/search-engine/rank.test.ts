import { describe, expect, it } from 'vitest';
import type { ExtractedCriteria } from '../../../../shared/schemas/search';
import { formatHourlyRate } from '../../../../shared/rules/money';
import { FULL_MATCH } from '../../../../shared/rules/match-score';
import { NO_SUBJECT_CAP, rankCandidates, scoreCandidate, subjectShare, subjectTree, type Candidate } from './rank';
import { understandQuery, type Lexicon } from './understand';

const tutor = (id: string, o: Partial<Candidate> = {}): Candidate => ({
  id, domainName: null, customDomain: null, subjects: [], boards: [], exams: [], levels: [], audiences: [], styles: [], languages: [],
  experienceYears: 5, hourlyRate: 60_000, rating: 4.6, ratingCount: 20, totalSessions: 120, isVerified: true, textRank: 0.1, fuzzy: 0.3,
  timeMatch: null, ...o,
});
const score = (q: string | ExtractedCriteria, e: Candidate, lexicon?: Lexicon) =>
  scoreCandidate(typeof q === 'string' ? understandQuery(q, lexicon) : q, e, formatHourlyRate, subjectTree(lexicon));

describe('calibrated match scores', () => {
  const cbse = tutor('a', { domainName: 'Mathematics', subjects: ['Mathematics'], boards: ['CBSE'], levels: ['Grade 9', 'Grade 10'], languages: ['Hindi', 'English'] });

  it('gives a tutor meeting every stated need 80 or more', () => {
    const r = score('CBSE Math tutor for Grade 10 who speaks Hindi', cbse);
    expect(r.matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    expect(r.matchExplanation).toMatch(/^Matches Mathematics; Grade 10; CBSE board; teaches in Hindi\./);
  });

  it('keeps a tutor missing the subject under 60 however much else matches', () => {
    const physics = { ...cbse, id: 'b', domainName: 'Physics', subjects: ['Physics'] };
    const r = score('CBSE Math tutor for Grade 10 who speaks Hindi', physics);
    expect(r.matchScore).toBeLessThanOrEqual(NO_SUBJECT_CAP);
    expect(r.matchExplanation).toContain('not Mathematics');
  });

  it('says which broader subject a tutor teaches when that is all that meets the request', () => {
    const english = score('spoken english classes', tutor('e', { domainName: 'English', subjects: ['English', 'Grammar'] }));
    expect(english.matchExplanation).toMatch(/^Partly matches Spoken English: teaches English\. Verified, rated 4\.6 from 20 reviews, 120 sessions\.$/);
    // With a need met as well, the partial one follows it.
    const mixed = score('spoken english classes for adults', tutor('f', { domainName: 'English', subjects: ['English'], audiences: ['adults'] }));
    expect(mixed.matchExplanation).toMatch(/^Matches adults; partly Spoken English: teaches English\./);
    expect(score('physics tutor', tutor('g', { domainName: 'Pottery', subjects: ['Pottery'] })).matchExplanation).toMatch(/^No stated need matched directly; not Physics\./);
  });

  it('counts partial needs partly and says nothing of what the profile does not state', () => {
    const silent = tutor('c', { domainName: 'Mathematics', subjects: ['Mathematics'] });
    const r = score('CBSE Math tutor for Grade 10 who speaks Hindi', silent);
    expect(r.matchExplanation).not.toMatch(/not (Grade 10|CBSE|teaches in)/);
    expect(r.matchExplanation).toMatch(/^Matches Mathematics\./);
    const full = score('CBSE Math tutor for Grade 10 who speaks Hindi', cbse).matchScore;
    expect(r.matchScore).toBeLessThan(full);
    expect(r.matchScore).toBeGreaterThanOrEqual(60);
    // Grade 9 for a Grade 10 request is partly met; a stated mismatch is said.
    const near = score('maths for class 10', { ...silent, levels: ['Grade 9'] });
    expect(near.matchExplanation).toContain('partly Grade 10');
    const far = score('maths for class 10', { ...silent, levels: ['Grade 3'] });
    expect(far.matchExplanation).toContain('not Grade 10');
    expect(far.matchScore).toBeLessThan(near.matchScore);
  });

  it('follows the subject hierarchy', () => {
    expect(subjectShare(['Coding for Kids'], ['Scratch'])).toBeGreaterThanOrEqual(0.85);
    expect(subjectShare(['Physics'], ['Science'])).toBeGreaterThan(0);
    expect(subjectShare(['Physics'], ['Science'])).toBeLessThan(1);
    expect(subjectShare(['Physics'], ['Chemistry'])).toBe(0);
    expect(score('scratch coding for kids age 9', tutor('s', { subjects: ['Scratch'], audiences: ['young children'] })).matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    expect(score('science tuition', tutor('p', { subjects: ['Physics'] })).matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    const lexicon: Lexicon = { subjects: [{ code: 'Tabla', aliases: [], parent: 'Music' }, { code: 'Robotics for Kids', aliases: [], parent: 'Coding for Kids' }] };
    expect(subjectShare(['Coding for Kids'], ['Robotics for Kids'], subjectTree(lexicon))).toBeGreaterThanOrEqual(0.85);
    expect(subjectShare(['Coding for Kids'], ['Robotics for Kids'])).toBe(0);
  });

  it('breaks ties by text relevance, then by a rating with enough reviews behind it', () => {
    const c = understandQuery('guitar lessons');
    const same = { domainName: 'Guitar', subjects: ['Guitar'], textRank: 0.2, fuzzy: 0.5 };
    const fresh = tutor('new', { ...same, rating: 5, ratingCount: 0, totalSessions: 0, isVerified: false });
    const proven = tutor('old', { ...same, rating: 4.8, ratingCount: 140, totalSessions: 600 });
    const order = rankCandidates(c, [fresh, proven], formatHourlyRate, 10);
    expect(order[0].matchScore).toBe(order[1].matchScore);
    expect(order.map((r) => r.id)).toEqual(['old', 'new']);
    const relevant = tutor('words', { ...same, rating: 4.1, ratingCount: 3, textRank: 0.6, fuzzy: 0.6 });
    expect(rankCandidates(c, [proven, relevant], formatHourlyRate, 10)[0].id).toBe('words');
    expect(score(c, fresh).matchExplanation).toContain('No reviews yet');
  });

  it('scores an exam request by declared exams or the exam\'s preparation category', () => {
    const c = understandQuery('JEE physics coaching');
    expect(score(c, tutor('j', { subjects: ['Physics'], exams: ['JEE'] })).matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    const silent = score(c, tutor('k', { subjects: ['Physics'] }));
    expect(silent.matchExplanation).not.toContain('not JEE');
    expect(score(c, tutor('n', { subjects: ['Physics'], exams: ['NEET'] })).matchExplanation).toContain('not JEE');
  });

  it('demotes a tutor who declares what the student would rather avoid, and says so', () => {
    const c = understandQuery('maths tutor, no olympiad stuff');
    expect(c.excludes.exams).toContain('Olympiad');
    const plain = score(c, tutor('p', { subjects: ['Mathematics'], exams: ['CBSE Boards'] }));
    const olympiad = score(c, tutor('o', { subjects: ['Mathematics'], exams: ['Maths Olympiad'] }));
    const mixed = score(c, tutor('m', { subjects: ['Mathematics'], exams: ['Maths Olympiad', 'JEE'] }));
    expect(plain.matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    expect(plain.matchExplanation).not.toContain('avoid');
    expect(olympiad.matchScore).toBeLessThan(FULL_MATCH);
    expect(olympiad.matchExplanation).toContain("teaches Maths Olympiad, which you'd rather avoid");
    expect(mixed.matchScore).toBeLessThan(plain.matchScore);
    expect(mixed.matchScore).toBeGreaterThan(olympiad.matchScore);

    const kids = understandQuery('spoken english bachon wali class nahi chahiye');
    expect(kids.excludes.audiences).toContain('young children');
    const forKids = score(kids, tutor('k', { subjects: ['Spoken English'], audiences: ['young children'] }));
    const forAdults = score(kids, tutor('a', { subjects: ['Spoken English'], audiences: ['adults'] }));
    expect(forKids.matchScore).toBeLessThan(forAdults.matchScore);
    expect(forKids.matchExplanation).toContain("teaches young children, which you'd rather avoid");

    const strict = understandQuery("physics tutor, don't want a strict teacher");
    expect(strict.excludes.styles).toContain('structured');
    const r = score(strict, tutor('s', { subjects: ['Physics'], styles: ['structured'] }));
    expect(r.matchScore).toBeLessThan(score(strict, tutor('t', { subjects: ['Physics'], styles: ['patient'] })).matchScore);
    expect(r.matchExplanation).toContain("structured teaching style, which you'd rather avoid");

    // "Not a beginner" is one wish, read as a level and an audience.
    const advanced: ExtractedCriteria = { ...understandQuery('guitar lessons'), excludes: { exams: [], levels: ['Beginner'], audiences: ['beginners'], styles: [] } };
    const beginnersOnly = score(advanced, tutor('b', { subjects: ['Guitar'], levels: ['Beginner'], audiences: ['beginners'] }));
    expect(beginnersOnly.matchExplanation.match(/rather avoid/g)).toHaveLength(1);
    expect(beginnersOnly.matchScore).toBeLessThan(score(advanced, tutor('i', { subjects: ['Guitar'], levels: ['Intermediate', 'Advanced'] })).matchScore);
  });

  it('lets a tutor who declares the asked exam meet the subjects the exam carries', () => {
    const c = understandQuery('jee coaching');
    expect(c.subjects.length).toBeGreaterThan(0);
    const jee = score(c, tutor('j', { exams: ['JEE'] }));
    expect(jee.matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    expect(jee.matchExplanation).toMatch(/^Matches JEE\./);
    // Naming a subject the tutor does not teach still caps, even with the exam.
    const chem = score(understandQuery('JEE physics coaching'), tutor('c', { subjects: ['Chemistry'], exams: ['JEE'] }));
    expect(chem.matchScore).toBeLessThanOrEqual(NO_SUBJECT_CAP);
    expect(score(understandQuery('DELF prep'), tutor('d', { exams: ['DELF'] })).matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
    expect(score(c, tutor('n', { exams: ['NEET'] })).matchScore).toBeLessThanOrEqual(NO_SUBJECT_CAP);
  });

  it('reads boards and exams through the catalogue hierarchy, naming only the most specific asked', () => {
    const gseb = understandQuery('gseb maths class 10');
    expect(gseb.boards).toEqual(['Gujarat Board', 'State Board']);
    const maths = { subjects: ['Mathematics'], levels: ['Grade 10'] };
    const gujarat = score(gseb, tutor('g', { ...maths, boards: ['Gujarat Board'] }));
    const generic = score(gseb, tutor('s', { ...maths, boards: ['State Board'] }));
    const other = score(gseb, tutor('m', { ...maths, boards: ['Maharashtra Board'] }));
    const cbse = score(gseb, tutor('c', { ...maths, boards: ['CBSE'] }));
    expect(gujarat.matchExplanation).toMatch(/^Matches Mathematics; Grade 10; Gujarat Board\./);
    expect(gujarat.matchScore).toBeGreaterThan(generic.matchScore);
    expect(generic.matchScore).toBeGreaterThan(other.matchScore);
    expect(other.matchScore).toBeGreaterThan(cbse.matchScore);
    expect(generic.matchExplanation).toContain('partly Gujarat Board');
    expect(cbse.matchExplanation).toContain('not Gujarat Board');
    // A plain state-board request is met by any state's board.
    const state = understandQuery('state board maths class 10');
    expect(score(state, tutor('g2', { ...maths, boards: ['Gujarat Board'] })).matchExplanation).toMatch(/^Matches Mathematics; Grade 10; State Board\./);

    const olympiad = understandQuery('maths olympiad coaching');
    const specific = score(olympiad, tutor('o', { subjects: ['Mathematics'], exams: ['Maths Olympiad'] }));
    const broad = score(olympiad, tutor('b', { subjects: ['Mathematics'], exams: ['Olympiad'] }));
    expect(specific.matchExplanation).toMatch(/^Matches Mathematics; Maths Olympiad\./);
    expect(specific.matchScore).toBeGreaterThan(broad.matchScore);
    expect(broad.matchExplanation).toContain('partly Maths Olympiad');
    // A tutor of the specific exam meets a broad request in full.
    expect(score(understandQuery('olympiad coaching for maths'), tutor('x', { subjects: ['Mathematics'], exams: ['Maths Olympiad'] })).matchScore).toBeGreaterThanOrEqual(FULL_MATCH);
  });
});
