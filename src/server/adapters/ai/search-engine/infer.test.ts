import { describe, expect, it } from 'vitest';
import { inferFacets, type TutorText } from './infer';
import type { Lexicon } from './understand';

const facets = (input: TutorText, lexicon?: Lexicon) => inferFacets(input, lexicon);

describe('reading what a tutor wrote', () => {
  it('reads board, subject and a list of classes', () => {
    const f = facets({ bio: 'I teach CBSE Maths to Class 9 and 10.' });
    expect(f.subjects).toEqual(['Mathematics']);
    expect(f.boards).toEqual(['CBSE']);
    expect(f.levels).toEqual(['Grade 9', 'Grade 10']);
    expect(f.audiences).toEqual(expect.arrayContaining(['school students', 'teens']));
    expect(f.audiences).not.toContain('young children');
  });

  it('expands class ranges in the ways tutors write them', () => {
    expect(facets({ bio: 'Science tuition for classes 6 to 10.' }).levels).toEqual(['Grade 6', 'Grade 7', 'Grade 8', 'Grade 9', 'Grade 10']);
    expect(facets({ bio: 'I take 9th and 10th class students.' }).levels).toEqual(['Grade 9', 'Grade 10']);
    expect(facets({ bio: 'Teaching std IX-X, state board.' }).levels).toEqual(['Grade 9', 'Grade 10']);
    expect(facets({ bio: 'Grades 1-3 phonics and reading.' }).levels).toEqual(['Grade 1', 'Grade 2', 'Grade 3']);
    expect(facets({ bio: 'I teach 6th to 8th graders.' }).levels).toEqual(['Grade 6', 'Grade 7', 'Grade 8']);
    expect(facets({ offers: [{ title: 'Chemistry revision', description: 'For grade 11 and 12 students' }] }).levels).toEqual(['Grade 11', 'Grade 12']);
  });

  it('does not read music grades, ages or experience as school classes', () => {
    const f = facets({ domainName: 'Guitar', bio: 'Trinity grade 5 certified. I have 12 years of experience teaching kids aged 8.' });
    expect(f.levels.filter((l) => l.startsWith('Grade'))).toEqual([]);
    expect(f.exams).toEqual(['Trinity']);
    expect(f.audiences).toContain('young children');
  });

  it('reads audiences and the language of instruction', () => {
    const f = facets({ customDomain: 'Spoken English', bio: 'Classes for working professionals and homemakers. I explain in Tamil and English.' });
    expect(f.subjects).toEqual(['Spoken English']);
    expect(f.audiences).toEqual(expect.arrayContaining(['working professionals', 'homemakers']));
    expect(f.languages).toEqual(['Tamil', 'English']);
  });

  it('takes "Hindi medium" and Hinglish as the medium, not the subject', () => {
    const a = facets({ domainName: 'Mathematics', bio: 'Hindi medium students welcome. Hindi mein samjhata hoon.' });
    expect(a.languages).toEqual(['Hindi']);
    expect(a.subjects).toEqual(['Mathematics']);
    const b = facets({ domainName: 'English', bio: 'I teach English grammar and explain in Hindi.' });
    expect(b.subjects).toEqual(['English', 'English Grammar']);
    expect(b.languages).toEqual(['Hindi']);
  });

  it('reads teaching styles, and not the ones a tutor says they are not', () => {
    const f = facets({ domainName: 'Guitar', bio: 'Patient, fun lessons. Not strict at all, very encouraging.' });
    expect(f.styles).toEqual(expect.arrayContaining(['patient', 'fun', 'encouraging']));
    expect(f.styles).not.toContain('structured');
  });

  it('reads exams as catalogue codes, from the bio and from qualifications', () => {
    const f = facets({ domainName: 'Physics', bio: 'I coach students for IIT-JEE and NEET physics.', qualifications: ['IELTS certified trainer'] });
    expect(f.exams).toEqual(['JEE', 'NEET', 'IELTS']);
    expect(f.subjects).toEqual(['Physics']);
  });

  it('maps a custom category to catalogue subjects and keeps a broad subject as itself', () => {
    expect(facets({ customDomain: 'Coding for Kids (Scratch)', bio: 'Fun Scratch projects for kids aged 7-12' }).subjects).toEqual(['Coding for Kids', 'Scratch']);
    const s = facets({ domainName: 'Mathematics', bio: 'Science and Maths tutor for classes 6 to 8, state board, Kannada medium.' });
    expect(s.subjects).toEqual(['Mathematics', 'Science']);
    expect(s.boards).toEqual(['State Board']);
    expect(s.languages).toEqual(['Kannada']);
  });

  it('leaves out what the tutor studied or enjoys unless it belongs with what they teach', () => {
    const f = facets({ domainName: 'Mathematics', bio: 'B.Tech in Civil Engineering. I love music and cricket. I teach maths with real-life examples.' });
    expect(f.subjects).toEqual(['Mathematics']);
    expect(f.levels).not.toContain('Undergraduate');
    const g = facets({ domainName: 'Physics', bio: 'My M.Sc. was in Astrophysics; I also enjoy chemistry experiments.' });
    expect(g.subjects).toContain('Chemistry');
  });

  it('reads a database category and its aliases through the lexicon', () => {
    const lexicon: Lexicon = { subjects: [{ code: 'Tabla', aliases: ['tabla vadan'], parent: 'Music' }] };
    expect(facets({ bio: 'I teach tabla vadan to beginners.' }, lexicon).subjects).toEqual(['Tabla']);
    expect(facets({ bio: 'Offers: offline tabla vadan classes.' }, { subjects: [{ code: 'Percussion Rhythm', aliases: ['tabla vadan'], parent: null }] }).subjects).toEqual(['Percussion Rhythm']);
  });

  it('returns empty facets for empty text', () => {
    expect(facets({})).toEqual({ subjects: [], boards: [], exams: [], levels: [], audiences: [], languages: [], styles: [] });
  });
});
