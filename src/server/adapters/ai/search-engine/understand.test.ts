import { describe, expect, it } from 'vitest';
import { ancestorsOf, BOARDS, EXAMS, SUBJECTS } from '../../../../shared/catalog';
import { EXAMPLE_QUERIES } from '../../../../shared/rules/example-queries';
import type { ExtractedCriteria } from '../../../../shared/schemas/search';
import { canonicalCriteria, examNames, hasAnyCriteria, resolveCategory, understandQuery, type Lexicon } from './understand';

const isEmpty = (v: unknown): boolean =>
  v == null || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(isEmpty));
const pick = (c: ExtractedCriteria) => Object.fromEntries(Object.entries(c).filter(([, v]) => !isEmpty(v)));
const NO_EXCLUDES = { exams: [], levels: [], audiences: [], styles: [] };

describe('the spec’s eight example queries', () => {
  const expected: Record<string, Partial<ExtractedCriteria>> = {
    [EXAMPLE_QUERIES[0]]: { subjects: ['Mathematics'], grade: 'Grade 10', boards: ['CBSE'], languages: ['Hindi'] },
    [EXAMPLE_QUERIES[1]]: { subjects: ['English'], styles: ['patient', 'exam-focused'] },
    // An exam named without a subject asks for the subjects it covers.
    [EXAMPLE_QUERIES[2]]: { exams: ['JEE'], subjects: ['Physics', 'Chemistry', 'Mathematics'], styles: ['experienced', 'proven results'] },
    [EXAMPLE_QUERIES[3]]: { subjects: ['French'], languages: ['Hindi'] },
    [EXAMPLE_QUERIES[4]]: { subjects: ['Creative Writing'], levels: ['Beginner'], audiences: ['beginners'] },
    [EXAMPLE_QUERIES[5]]: { subjects: ['Guitar'], audiences: ['young children'], styles: ['fun'] },
    [EXAMPLE_QUERIES[6]]: { subjects: ['Business Strategy', 'Startup Consulting'] },
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
  ['maths olympiad training for kids', { exams: ['Maths Olympiad', 'Olympiad'], subjects: ['Mathematics'], audiences: ['young children'] }],
  ['IIT-JEE advanced physics', { exams: ['JEE'], subjects: ['Physics'] }],
  ['Spanish teacher who speaks English and Hindi', { subjects: ['Spanish'], languages: ['English', 'Hindi'] }],
  ['German tutor fluent in Marathi', { subjects: ['German'], languages: ['Marathi'] }],
  ['Tamil-speaking chemistry tutor', { subjects: ['Chemistry'], languages: ['Tamil'] }],
  ['Hindi medium science tutor', { languages: ['Hindi'], subjects: ['Science', 'Physics', 'Chemistry', 'Biology', 'Environmental Science'] }],
  ['learn Japanese from scratch', { subjects: ['Japanese'], levels: ['Beginner'], audiences: ['beginners'] }],
  ['Hindi tutor for adults', { subjects: ['Hindi'], audiences: ['adults'] }],
  ['teaches in Bengali, accountancy class 12', { languages: ['Bengali'], subjects: ['Accountancy'], grade: 'Grade 12' }],
  ['piano lessons for my daughter', { subjects: ['Piano'], audiences: ['young children'] }],
  ['patient violin teacher for beginners', { subjects: ['Violin'], styles: ['patient'], levels: ['Beginner'] }],
  ['carnatic vocal classes on weekends', { subjects: ['Carnatic Vocal'], timeWindows: ['weekends'] }],
  ['yoga for seniors in the morning', { subjects: ['Yoga'], audiences: ['seniors'], timeWindows: ['mornings'] }],
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
  ['friendly spoken english trainer', { subjects: ['Spoken English'], styles: ['encouraging'] }],
  ['hands-on web development mentor for college students', { subjects: ['Web Development'], styles: ['practical'], audiences: ['college students'] }],
  ['JavaScript and React coach', { subjects: ['JavaScript', 'Web Development'] }],
  ['machine learning expert', { subjects: ['Machine Learning'], styles: ['experienced'] }],
  ['java programming for beginners', { subjects: ['Java Programming'], audiences: ['beginners'] }],
  ['coding classes for kids', { subjects: ['Coding', 'Python Programming', 'Java Programming', 'C/C++ Programming', 'JavaScript', 'Web Development', 'Mobile App Development', 'Game Development', 'Coding for Kids', 'Scratch'], audiences: ['young children'] }],
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
    const jee = examNames(['JEE']);
    expect(jee.names).toEqual(expect.arrayContaining(['JEE', 'JEE Main', 'JEE Advanced']));
    expect(jee.domains).toEqual(['JEE Preparation']);
    expect(examNames(['HSK']).domains).toEqual(['Mandarin Chinese']);
    expect(examNames(['Trinity']).domains).toEqual([]);
    expect(examNames(['Unknown'])).toEqual({ names: ['Unknown'], domains: [] });
    // A broader exam is met by a tutor of a narrower one; the narrower one is not met by the broader one.
    expect(examNames(['Olympiad']).names).toEqual(expect.arrayContaining(['Olympiad', 'Maths Olympiad', 'RMO', 'NSEP']));
    expect(examNames(['Maths Olympiad']).names).not.toContain('Olympiad');
    expect(examNames(['Maths Olympiad']).names).not.toContain('NSEP');
  });
});

// Wording students and parents use, grouped by the mistake each group guards against.
const WORDED: [string, Partial<ExtractedCriteria>][] = [
  // A child's age is the learner's age (audience and class), never the tutor's experience.
  ['my 8 year old needs maths help', { subjects: ['Mathematics'], grade: 'Grade 3', audiences: ['young children'], minExperienceYears: null }],
  ['maths tutor for my daughter aged 14', { grade: 'Grade 9', audiences: ['teens'], minExperienceYears: null }],
  ['kid is 6, wants to learn piano', { subjects: ['Piano'], audiences: ['young children'], grade: null, minExperienceYears: null }],
  ['scratch coding for kids age 9', { subjects: ['Scratch'], audiences: ['young children'], minExperienceYears: null }],
  ['guitar for my 8-year-old son', { subjects: ['Guitar'], audiences: ['young children'], grade: null, minExperienceYears: null }],
  ['chess coach for 10 yrs old boy', { subjects: ['Chess'], audiences: ['young children'], minExperienceYears: null }],
  ['computer basics for my 65 year old father', { subjects: ['Computer Skills'], audiences: ['seniors'], minExperienceYears: null }],
  // Only "N years (of) experience/exp" is experience.
  ['physics tutor 5 years experience', { subjects: ['Physics'], minExperienceYears: 5 }],
  ['chemistry tutor with 8 yrs exp', { subjects: ['Chemistry'], minExperienceYears: 8 }],
  ['need a maths teacher having experience of 12 years', { minExperienceYears: 12 }],
  // A class or grade decides the audience over "my son".
  ['my son is in class 10', { grade: 'Grade 10', audiences: ['school students'] }],
  ['my daughter is in 7th std, needs science help', { grade: 'Grade 7', audiences: ['school students'] }],
  ['english for my son in class 2', { grade: 'Grade 2', audiences: ['young children'] }],
  ['teacher for my 15 yr old son in 10th', { grade: 'Grade 10', audiences: ['teens'] }],
  // Languages of instruction, in English and in Hinglish; the language is not the subject.
  ['hindi mein samjhao physics class 11', { subjects: ['Physics'], languages: ['Hindi'], grade: 'Grade 11' }],
  ['tabla teacher jo hindi me samjha sake', { subjects: ['Tabla'], languages: ['Hindi'] }],
  ['spoken english classes who can explain in tamil', { subjects: ['Spoken English'], languages: ['Tamil'] }],
  ['maths teacher who can explain in Telugu', { subjects: ['Mathematics'], languages: ['Telugu'] }],
  ['accounts tutor in Hinglish', { subjects: ['Accountancy'], languages: ['English', 'Hindi'] }],
  ['chemistry sir hindi mai padhaye', { subjects: ['Chemistry'], languages: ['Hindi'] }],
  ['tamil speaking maths tutor', { subjects: ['Mathematics'], languages: ['Tamil'] }],
  ['english speaking course for adults', { subjects: ['Spoken English'], languages: [], audiences: ['adults'] }],
  // Negations never become the positive style.
  ['maths tutor not too strict', { subjects: ['Mathematics'], styles: [], keywords: [] }],
  ['no homework heavy tutor for english', { subjects: ['English'], styles: [], keywords: [] }],
  ['not boring chemistry teacher', { subjects: ['Chemistry'], styles: [], keywords: [] }],
  ['patient teacher, not strict', { styles: ['patient'] }],
  ['someone who does not give too much homework, fun classes', { styles: ['fun'], keywords: [] }],
  // Clock times: a window and the exact hours.
  ['guitar classes after 8pm', { subjects: ['Guitar'], timeWindows: ['evenings'], hours: { from: 1200, to: 1440 } }],
  ['piano before 7 am', { timeWindows: ['mornings'], hours: { from: 0, to: 420 } }],
  ['maths between 6 and 8 pm', { timeWindows: ['evenings'], hours: { from: 1080, to: 1200 } }],
  ['evening 7-9 physics tutor', { subjects: ['Physics'], timeWindows: ['evenings'], hours: { from: 1140, to: 1260 } }],
  ['yoga 6:30-7:30 am on weekends', { timeWindows: ['weekends', 'mornings'], hours: { from: 390, to: 450 } }],
  ['class at 5 pm tomorrow', { timeWindows: ['tomorrow', 'evenings'], hours: { from: 1020, to: 1080 } }],
  ['weekend yoga 7am', { timeWindows: ['weekends', 'mornings'], hours: { from: 420, to: 480 } }],
  ['music theory grade 5', { subjects: ['Music Theory'], grade: null }],
  ['after 8 on weekdays', { timeWindows: ['weekdays', 'evenings'], hours: { from: 1200, to: 1440 } }],
  // Exams never leak into subjects they do not cover (CLAT is not Law); named alone, they ask for the ones they cover.
  ['CLAT coaching', { exams: ['CLAT'], subjects: ['English', 'General Knowledge', 'Logical Reasoning', 'Quantitative Aptitude'] }],
  ['law entrance exam tutor', { exams: ['CLAT'], subjects: ['English', 'General Knowledge', 'Logical Reasoning', 'Quantitative Aptitude'] }],
  ['WBJEE maths', { exams: ['WBJEE'], subjects: ['Mathematics'] }],
  ['MHT-CET physics', { exams: ['MHT CET'], subjects: ['Physics'] }],
  ['KCET and COMEDK chemistry', { exams: ['KCET'], subjects: ['Chemistry'] }],
  ['BITSAT prep', { exams: ['BITSAT'] }],
  ['CUET english', { exams: ['CUET'], subjects: ['English'] }],
  ['NDA maths coaching', { exams: ['NDA'], subjects: ['Mathematics'] }],
  ['SSC CGL quant', { exams: ['SSC'], boards: [], grade: null }],
  ['bank PO coaching', { exams: ['Banking Exams'], subjects: ['Quantitative Aptitude', 'Logical Reasoning', 'English', 'General Knowledge'] }],
  ['IBPS clerk reasoning', { exams: ['Banking Exams'], subjects: ['Logical Reasoning'] }],
  ['HSK 3 preparation', { exams: ['HSK'] }],
  ['Goethe B1 german', { exams: ['Goethe'], subjects: ['German'], levels: ['Intermediate'] }],
  ['DELE spanish', { exams: ['DELE'], subjects: ['Spanish'] }],
  ['JLPT N4 japanese', { exams: ['JLPT'], subjects: ['Japanese'] }],
  ['PTE coaching', { exams: ['PTE'] }],
  ['duolingo english test prep', { exams: ['Duolingo English Test'] }],
  ['Trinity grade 5 piano', { exams: ['Trinity'], subjects: ['Piano'], grade: null }],
  ['Trinity spoken english grade 4', { exams: ['Trinity'], subjects: ['Spoken English'], grade: null }],
  ['ABRSM violin', { exams: ['ABRSM'], subjects: ['Violin'] }],
  ['NTSE coaching class 10', { exams: ['NTSE'], grade: 'Grade 10' }],
  ['preparing for boards, class 12 physics', { exams: ['Board Exams'], grade: 'Grade 12', subjects: ['Physics'] }],
  ['AP Calculus tutor', { subjects: ['AP Calculus'], exams: ['AP'] }],
  ['AP Physics 1 help', { subjects: ['AP Physics'], exams: ['AP'] }],
  ['ap chemistry and ap biology', { subjects: ['AP Chemistry', 'AP Biology'], exams: ['AP'] }],
  ['IB Maths AA HL', { subjects: ['IB Maths AA'], boards: ['IB'] }],
  ['IB math AI SL tutor', { subjects: ['IB Maths AI'], boards: ['IB'] }],
  ['IGCSE chemistry', { boards: ['IGCSE'], subjects: ['Chemistry'] }],
  ['cambridge a level physics', { boards: ['IGCSE'], subjects: ['Physics'] }],
  ['ISC class 12 accounts', { boards: ['ICSE'], grade: 'Grade 12', subjects: ['Accountancy'] }],
  // A state's board comes first, then "State Board" it belongs to.
  ['Maharashtra board class 9 science', { boards: ['Maharashtra Board', 'State Board'], grade: 'Grade 9' }],
  ['tamil nadu state board 12th maths', { boards: ['Tamil Nadu Board', 'State Board'], grade: 'Grade 12', subjects: ['Mathematics'] }],
  ['kerala syllabus physics', { boards: ['Kerala Board', 'State Board'], subjects: ['Physics'] }],
  ['UP board hindi', { boards: ['UP Board', 'State Board'], subjects: ['Hindi'] }],
  ['samacheer kalvi 10th science', { boards: ['Tamil Nadu Board', 'State Board'], grade: 'Grade 10' }],
  ['SSLC kannada', { boards: ['State Board'], grade: 'Grade 10', subjects: ['Kannada'] }],
  ['class X maths', { grade: 'Grade 10' }],
  ['10+2 physics', { grade: 'Grade 12', subjects: ['Physics'] }],
  ['career counselling after 12th', { grade: null }],
  // Audiences.
  ['english for homemakers', { subjects: ['English'], audiences: ['homemakers'] }],
  ['spoken english for housewives', { subjects: ['Spoken English'], audiences: ['homemakers'] }],
  ['excel for working professionals', { subjects: ['MS Excel'], audiences: ['working professionals'] }],
  ['yoga for senior citizens', { subjects: ['Yoga'], audiences: ['seniors'] }],
  ['guitar for teens', { subjects: ['Guitar'], audiences: ['teens'] }],
  // Sub-categories students type.
  ['vedic maths for kids', { subjects: ['Vedic Maths'], audiences: ['young children'] }],
  ['abacus class for 7 year old', { subjects: ['Abacus'], audiences: ['young children'] }],
  ['phonics for my 4 year old', { subjects: ['Phonics'], audiences: ['young children'] }],
  ['sitar lessons', { subjects: ['Sitar'] }],
  ['hindustani classical instruments', { subjects: ['Hindustani Instruments', 'Tabla', 'Sitar', 'Harmonium', 'Santoor', 'Sarod'] }],
  ['coding for kids', { subjects: ['Coding for Kids', 'Scratch'], audiences: ['young children'] }],
  ['learn python from scratch', { subjects: ['Python Programming'], levels: ['Beginner'] }],
  // Typos are forgiven; generic words are not stretched into a category.
  ['pyton classes', { subjects: ['Python Programming'] }],
  ['chemestry tutor', { subjects: ['Chemistry'] }],
  ['guitaar lessons', { subjects: ['Guitar'] }],
  ['writing practice', { subjects: [], keywords: ['writing', 'practice'] }],
  ['market research', { subjects: [] }],
  // Budgets.
  ['maths tuition for 10th std under 500 per hour', { maxHourlyRate: 50_000, grade: 'Grade 10' }],
  ['budget 1000-1500 per hour guitar', { maxHourlyRate: 150_000 }],
  ['need tutor around 700 rs', { maxHourlyRate: 70_000 }],
  ['kids under 10', { maxHourlyRate: null }],
];

// The same needs in Hinglish and other Indian languages, and in other English wordings.
const GENERAL: [string, Partial<ExtractedCriteria>][] = [
  // Times of day and days in Hindi, Bengali, Tamil and Marathi; clock times with "baje".
  ['guitar classes shaam ko', { subjects: ['Guitar'], timeWindows: ['evenings'], hours: null }],
  ['subah yoga class', { subjects: ['Yoga'], timeWindows: ['mornings'] }],
  ['maths tuition raat ko', { subjects: ['Mathematics'], timeWindows: ['evenings'] }],
  ['dopahar mein chess', { subjects: ['Chess'], timeWindows: ['afternoons'] }],
  ['ravivar ko drawing class', { subjects: ['Drawing & Painting'], timeWindows: ['weekends'] }],
  ['itvaar ke din sitar', { subjects: ['Sitar'], timeWindows: ['weekends'] }],
  ['piano sokale', { subjects: ['Piano'], timeWindows: ['mornings'] }],
  ['bikele tabla class', { subjects: ['Tabla'], timeWindows: ['afternoons'] }],
  ['kaalai yoga', { subjects: ['Yoga'], timeWindows: ['mornings'] }],
  ['maalai carnatic vocal', { subjects: ['Carnatic Vocal'], timeWindows: ['evenings'] }],
  ['sham 7 baje ke baad english', { subjects: ['English'], timeWindows: ['evenings'], hours: { from: 1140, to: 1440 } }],
  ['raat 9 baje physics', { subjects: ['Physics'], timeWindows: ['evenings'], hours: { from: 1260, to: 1320 } }],
  ['subah 6 se 8 baje tak yoga', { subjects: ['Yoga'], timeWindows: ['mornings'], hours: { from: 360, to: 480 } }],
  ['dopahar 2 baje chess', { timeWindows: ['afternoons'], hours: { from: 840, to: 900 } }],
  ['sondhya 7 tar por guitar', { timeWindows: ['evenings'], hours: { from: 1140, to: 1440 } }],
  ['class 10 maths shaam ko', { grade: 'Grade 10', timeWindows: ['evenings'], hours: null }],
  ['2 ta class maths', { hours: null, timeWindows: [] }],
  // Ages in any wording are the learner's: audience (and class for a child), never the tutor's experience.
  ['main 40 saal ka hoon, guitar seekhna hai', { subjects: ['Guitar'], audiences: ['adults'], minExperienceYears: null, grade: null }],
  ['meri beti 8 saal ki hai, maths', { subjects: ['Mathematics'], audiences: ['young children'], grade: 'Grade 3', minExperienceYears: null }],
  ['mera beta 15 saal ka hai', { audiences: ['teens'], minExperienceYears: null }],
  ['computer class for my mother (65)', { audiences: ['seniors'], minExperienceYears: null }],
  ['for my dad who is 70, yoga', { subjects: ['Yoga'], audiences: ['seniors'], minExperienceYears: null }],
  ['for my mother, 62, computer basics', { subjects: ['Computer Skills'], audiences: ['seniors'] }],
  ['my father who is 58 wants to learn excel', { audiences: ['adults'], minExperienceYears: null }],
  ['I am 35 and want to learn spanish', { subjects: ['Spanish'], audiences: ['adults'], minExperienceYears: null }],
  ["i'm 67, learning the harmonium", { subjects: ['Harmonium'], audiences: ['seniors'] }],
  ['in my 60s, want to learn guitar', { audiences: ['seniors'] }],
  ['my grandmother wants to learn carnatic vocal', { subjects: ['Carnatic Vocal'], audiences: ['seniors'] }],
  ['yoga for my grandfather', { audiences: ['seniors'] }],
  ['retired, want to learn sitar', { subjects: ['Sitar'], audiences: ['seniors'] }],
  ['my son is 12, piano', { audiences: ['young children'] }],
  ['daughter is 13, wants guitar', { audiences: ['teens'] }],
  ['yoga for mom 3 days a week', { audiences: [], minExperienceYears: null }],
  // Experience said in Hinglish stays experience.
  ['tutor with 5 saal ka experience', { minExperienceYears: 5, audiences: [] }],
  ['10 saal se padha rahe ho aise maths teacher', { minExperienceYears: 10, audiences: [] }],
  // The language to be taught in, said the ways Indian languages say it, is not the subject.
  ['bangla te bujhiye din physics', { subjects: ['Physics'], languages: ['Bengali'] }],
  ['chemistry bangla y bujhiye', { subjects: ['Chemistry'], languages: ['Bengali'] }],
  ['banglay bujhiye deben accounts', { subjects: ['Accountancy'], languages: ['Bengali'] }],
  ['maths hindi mein padhaye', { subjects: ['Mathematics'], languages: ['Hindi'] }],
  ['biology hindi me samjhaye', { subjects: ['Biology'], languages: ['Hindi'] }],
  ['english grammar tamil la solli kudunga', { subjects: ['English Grammar'], languages: ['Tamil'] }],
  ['physics telugu lo cheppandi', { subjects: ['Physics'], languages: ['Telugu'] }],
  ['physics marathit samjavun sanga', { subjects: ['Physics'], languages: ['Marathi'] }],
  ['marathi madhe maths', { subjects: ['Mathematics'], languages: ['Marathi'] }],
  ['kannada alli maths', { subjects: ['Mathematics'], languages: ['Kannada'] }],
  ['accounts gujarati medium', { subjects: ['Accountancy'], languages: ['Gujarati'] }],
  ['maths in kannada please', { subjects: ['Mathematics'], languages: ['Kannada'] }],
  ['history, english medium', { subjects: ['History'], languages: ['English'] }],
  // …while a language that is weak, or a teacher of it, stays the subject.
  ['beta hindi me weak hai', { subjects: ['Hindi'], languages: [] }],
  ["hindi ma'am for class 6", { subjects: ['Hindi'], languages: [] }],
  ['learn bengali', { subjects: ['Bengali'], languages: [] }],
  // An exam named without a subject asks for the subjects it covers; a subject olympiad is its own exam under "Olympiad".
  ['RMO preparation', { exams: ['Maths Olympiad', 'Olympiad'], subjects: ['Mathematics'] }],
  ['IOQM coaching for class 9', { exams: ['Maths Olympiad', 'Olympiad'], subjects: ['Mathematics'], grade: 'Grade 9' }],
  ['INMO mentor', { exams: ['Maths Olympiad', 'Olympiad'], subjects: ['Mathematics'] }],
  ['NSEP and NSEC', { exams: ['Physics Olympiad', 'Chemistry Olympiad', 'Olympiad'], subjects: ['Physics', 'Chemistry'] }],
  ['olympiad coaching', { exams: ['Olympiad'], subjects: ['Mathematics', 'Science', 'English', 'Computer Science'] }],
  ['DELF A2 preparation', { exams: ['DELF'], subjects: ['French'] }],
  ['DALF C1', { exams: ['DELF'], subjects: ['French'] }],
  ['Goethe exam', { exams: ['Goethe'], subjects: ['German'] }],
  ['JLPT N3', { exams: ['JLPT'], subjects: ['Japanese'] }],
  ['HSK 4 tutor', { exams: ['HSK'], subjects: ['Mandarin Chinese'] }],
  ['DELE B2', { exams: ['DELE'], subjects: ['Spanish'] }],
  ['IELTS coaching', { exams: ['IELTS'], subjects: ['English', 'Spoken English'] }],
  ['PTE prep', { exams: ['PTE'], subjects: ['English', 'Spoken English'] }],
  ['NEET coaching', { exams: ['NEET'], subjects: ['Physics', 'Chemistry', 'Biology'] }],
  ['CA Foundation coaching', { exams: ['CA'], subjects: ['Accountancy', 'Economics', 'Statistics', 'Law'] }],
  ['NEET physics only', { exams: ['NEET'], subjects: ['Physics'] }],
  // A state's board, by any of its names, and "State Board" after it.
  ['gseb', { boards: ['Gujarat Board', 'State Board'] }],
  ['gujarat board class 12 accounts', { boards: ['Gujarat Board', 'State Board'], grade: 'Grade 12', subjects: ['Accountancy'] }],
  ['UPMSP class 10', { boards: ['UP Board', 'State Board'], grade: 'Grade 10' }],
  ['MSBSHSE 12th', { boards: ['Maharashtra Board', 'State Board'], grade: 'Grade 12' }],
  ['SSC, maharashtra board', { boards: ['Maharashtra Board', 'State Board'] }],
  ['karnataka PUC physics', { boards: ['Karnataka Board', 'State Board'], subjects: ['Physics'] }],
  ['2nd PUC chemistry', { boards: ['Karnataka Board', 'State Board'], grade: 'Grade 12' }],
  ['madhyamik physics', { boards: ['West Bengal Board', 'State Board'], subjects: ['Physics'] }],
  ['WBCHSE', { boards: ['West Bengal Board', 'State Board'] }],
  ['BSEB class 12', { boards: ['Bihar Board', 'State Board'] }],
  ['RBSE maths', { boards: ['Rajasthan Board', 'State Board'] }],
  ['MP board class 9', { boards: ['MP Board', 'State Board'] }],
  ['BSEAP', { boards: ['Andhra Pradesh Board', 'State Board'] }],
  ['TS intermediate maths', { boards: ['Telangana Board', 'State Board'] }],
  ['PSEB', { boards: ['Punjab Board', 'State Board'] }],
  ['HBSE', { boards: ['Haryana Board', 'State Board'] }],
  ['BSE Odisha', { boards: ['Odisha Board', 'State Board'] }],
  ['kerala DHSE', { boards: ['Kerala Board', 'State Board'] }],
  ['state board maths', { boards: ['State Board'] }],
  // What the student does not want never becomes a wish, and is kept as an exclusion.
  ['maths tutor, no olympiad stuff', { subjects: ['Mathematics'], exams: [], excludes: { exams: ['Olympiad'], levels: [], audiences: [], styles: [] } }],
  ['physics for boards, not for competitive exams', { exams: ['Board Exams'], styles: [], excludes: { exams: [], levels: [], audiences: [], styles: ['exam-focused'] } }],
  ['bachon wali class nahi chahiye, spoken english', { subjects: ['Spoken English'], audiences: [], excludes: { exams: [], levels: [], audiences: ['young children'], styles: [] } }],
  ["I'm not a beginner at guitar", { levels: [], audiences: [], excludes: { exams: [], levels: ['Beginner'], audiences: ['beginners'], styles: [] } }],
  ['chemistry without JEE focus', { subjects: ['Chemistry'], exams: [], excludes: { exams: ['JEE'], levels: [], audiences: [], styles: [] } }],
  ["don't want a strict teacher", { styles: [], excludes: { exams: [], levels: [], audiences: [], styles: ['structured'] } }],
  ['koi strict teacher nahi chahiye', { styles: [], excludes: { exams: [], levels: [], audiences: [], styles: ['structured'] } }],
  ['maths class, olympiad nahi', { subjects: ['Mathematics'], exams: [], excludes: { exams: ['Olympiad'], levels: [], audiences: [], styles: [] } }],
  ['JEE wala focus venda, physics', { subjects: ['Physics'], exams: [], excludes: { exams: ['JEE'], levels: [], audiences: [], styles: [] } }],
  ['not for kids, for adults', { audiences: ['adults'], excludes: { exams: [], levels: [], audiences: ['young children'], styles: [] } }],
  ['maths nahi, physics chahiye', { subjects: ['Physics'] }],
  ['yoga, not on weekends', { timeWindows: [] }],
  ['not only JEE but also boards', { exams: ['JEE', 'Board Exams'], excludes: NO_EXCLUDES }],
  ['never learned piano', { audiences: ['beginners'], excludes: NO_EXCLUDES }],
  // Studying around office hours or for one's job: a working professional (and the time, when one is said).
  ['english before office', { audiences: ['working professionals'], timeWindows: ['mornings'] }],
  ['yoga after office on weekdays', { audiences: ['working professionals'], timeWindows: ['weekdays', 'evenings'] }],
  ['office ke baad german class', { subjects: ['German'], audiences: ['working professionals'], timeWindows: ['evenings'] }],
  ['office jaane se pehle yoga', { audiences: ['working professionals'], timeWindows: ['mornings'] }],
  ['spoken english for office work', { subjects: ['Spoken English'], audiences: ['working professionals'], timeWindows: [] }],
  ['excel for my job', { subjects: ['MS Excel'], audiences: ['working professionals'], timeWindows: [] }],
  ['english after work for my son', { audiences: ['young children'], timeWindows: ['evenings'] }],
];

describe('understanding in Indian languages and other wordings', () => {
  it.each(GENERAL)('%s', (q, want) => {
    expect(understandQuery(q)).toMatchObject(want);
  });
  it('puts an age in its audience at the boundaries, in English and in Hinglish', () => {
    const bands: [number, string][] = [[5, 'young children'], [12, 'young children'], [13, 'teens'], [17, 'teens'], [18, 'adults'], [59, 'adults'], [60, 'seniors'], [75, 'seniors']];
    for (const [age, audience] of bands) {
      for (const q of [`guitar for a ${age} year old`, `guitar, main ${age} saal ka hoon`, `guitar for my uncle (${age})`]) {
        const c = understandQuery(q);
        expect(c.audiences, q).toEqual([audience]);
        expect(c.minExperienceYears, q).toBeNull();
      }
    }
  });
  it('reads a negated exam, level, audience or style in any order of words as an exclusion only', () => {
    for (const q of ['no JEE please, physics', 'physics, JEE nahi chahiye', 'physics without JEE', 'physics but not for JEE']) {
      const c = understandQuery(q);
      expect(c.exams, q).toEqual([]);
      expect(c.excludes.exams, q).toEqual(['JEE']);
      expect(c.subjects, q).toEqual(['Physics']);
    }
  });
});

describe('understanding in the wording students use', () => {
  it.each(WORDED)('%s', (q, want) => {
    expect(understandQuery(q)).toMatchObject(want);
  });
});

describe('database categories (lexicon)', () => {
  const lexicon: Lexicon = {
    subjects: [
      { code: 'Coding for Kids (Scratch)', aliases: ['scratch jr classes', 'kids game making'], parent: 'Coding for Kids' },
      { code: 'Spoken English', aliases: ['angrezi bolna'], parent: 'English' },
      { code: 'Carnatic Flute', aliases: ['venu'], parent: 'Flute' },
    ],
  };
  it('reads an operator’s aliases and a custom category’s names', () => {
    expect(understandQuery('kids game making on weekends', lexicon).subjects).toEqual(['Coding for Kids (Scratch)']);
    expect(understandQuery('angrezi bolna sikhna hai', lexicon).subjects).toEqual(['Spoken English']);
    expect(understandQuery('venu classes', lexicon).subjects).toEqual(['Carnatic Flute']);
    expect(understandQuery('venu classes').subjects).toEqual([]);
  });
  it('puts custom categories into the broad family they belong to', () => {
    expect(understandQuery('coding for kids', lexicon).subjects).toEqual(['Coding for Kids', 'Scratch', 'Coding for Kids (Scratch)']);
  });
  it('maps a free-text category to catalogue subjects and a parent', () => {
    expect(resolveCategory('Spoken English for adults')).toEqual({ parent: 'Spoken English', subjects: ['Spoken English'] });
    expect(resolveCategory('Coding for Kids (Scratch)')).toEqual({ parent: 'Coding for Kids', subjects: ['Coding for Kids', 'Scratch'] });
    expect(resolveCategory('AP Calculus & AP Physics').subjects).toEqual(['AP Calculus', 'AP Physics']);
    expect(resolveCategory('NEET Biology')).toEqual({ parent: 'Biology', subjects: ['Biology', 'NEET Preparation'] });
    expect(resolveCategory('Bank PO coaching')).toEqual({ parent: 'Banking Exams Preparation', subjects: ['Banking Exams Preparation'] });
    expect(resolveCategory('physics')).toEqual({ parent: 'Science', subjects: ['Physics'] });
    expect(resolveCategory('Pyton basics').subjects).toEqual(['Python Programming']);
    expect(resolveCategory('Underwater basket weaving')).toEqual({ parent: null, subjects: [] });
    expect(resolveCategory('Carnatic Flute', lexicon)).toEqual({ parent: 'Flute', subjects: ['Carnatic Flute'] });
  });
});

describe('exam and board names', () => {
  it('are read as the exam or board, never as a subject the exam does not cover', () => {
    const leaks: string[] = [];
    for (const e of [...EXAMS, ...BOARDS]) {
      for (const name of e.aliases) {
        const c = understandQuery(`${name} tutor`);
        const found = e.kind === 'exam' ? c.exams : c.boards;
        if (!found.includes(e.code)) leaks.push(`${name}: not read as ${e.code}`);
        const covered = (s: string) => [s, ...ancestorsOf(s)].some((x) => (e.subjects ?? []).includes(x));
        const foreign = c.subjects.filter((s) => !covered(s));
        if (foreign.length) leaks.push(`${name}: subjects ${foreign.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

/** The categories installs had before the catalogue: existing profiles point at them. */
const EARLIER_CATEGORIES = [
  'Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'French', 'Spanish', 'German', 'Japanese',
  'Mandarin Chinese', 'Sanskrit', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati', 'Punjabi',
  'Urdu', 'Arabic', 'Korean', 'Italian', 'Portuguese', 'Russian', 'Creative Writing', 'English Literature', 'Public Speaking', 'Debate',
  'History', 'Geography', 'Political Science', 'Economics', 'Accountancy', 'Business Studies', 'Psychology', 'Sociology', 'Philosophy', 'Environmental Science',
  'Computer Science', 'Python Programming', 'Java Programming', 'JavaScript', 'Web Development', 'Data Science', 'Machine Learning', 'Artificial Intelligence', 'Cloud Computing', 'Cybersecurity',
  'Mobile App Development', 'Game Development', 'UI/UX Design', 'Graphic Design', 'Digital Marketing', 'SEO', 'Content Writing', 'Copywriting', 'Photography', 'Video Editing',
  'Guitar', 'Piano', 'Keyboard', 'Violin', 'Tabla', 'Flute', 'Drums', 'Carnatic Vocal', 'Hindustani Vocal', 'Western Vocal',
  'Bharatanatyam', 'Kathak', 'Contemporary Dance', 'Yoga', 'Meditation', 'Fitness Training', 'Nutrition', 'Chess', 'Drawing & Painting', 'Calligraphy',
  'Startup Consulting', 'Business Strategy', 'Product Management', 'Project Management', 'Finance & Investing', 'Personal Finance', 'Stock Market Trading', 'Entrepreneurship', 'Leadership Coaching', 'Career Counselling',
  'JEE Preparation', 'NEET Preparation', 'UPSC Preparation', 'CAT Preparation', 'GRE Preparation', 'GMAT Preparation', 'IELTS Preparation', 'TOEFL Preparation', 'SAT Preparation', 'Olympiad Training',
  'Statistics', 'Robotics', 'Electronics', 'Mechanical Engineering', 'Civil Engineering', 'Law', 'Medicine', 'Nursing', 'Soft Skills', 'Handwriting Improvement',
];

describe('the catalogue behind the engine', () => {
  it('keeps every earlier category as a subject', () => {
    const codes = new Set(SUBJECTS.map((s) => s.code));
    expect(EARLIER_CATEGORIES.filter((d) => !codes.has(d))).toEqual([]);
  });
  it('reads each category a student can name back as itself', () => {
    const named = SUBJECTS.filter((s) => s.aliases.includes(s.code.toLowerCase())).map((s) => s.code);
    const misread = named.filter((d) => !understandQuery(d).subjects.includes(d));
    expect(misread).toEqual([]);
  });
});

describe('criteria from the AI provider', () => {
  it('are brought onto the catalogue’s codes', () => {
    const fromProvider = {
      ...understandQuery(''),
      subjects: ['maths', 'CLAT', 'Underwater Basket Weaving', 'AP Physics'],
      exams: ['jee main', 'HSK'],
      boards: ['cbse', 'Kerala state board', 'Mars Board'],
      levels: ['beginner', 'guru'],
      audiences: ['Working Professionals', 'kids'],
      styles: ['Patient', 'strict'],
      languages: ['hinglish', 'Klingon'],
      grade: 'class 10',
      hours: { from: 1200, to: 1440 },
    };
    expect(canonicalCriteria(fromProvider)).toMatchObject({
      subjects: ['Mathematics', 'Underwater Basket Weaving', 'AP Physics'],
      exams: ['JEE', 'HSK', 'CLAT'],
      boards: ['CBSE', 'Kerala Board', 'State Board'],
      levels: ['Beginner'],
      audiences: ['working professionals', 'young children'],
      styles: ['patient', 'structured'],
      languages: ['English', 'Hindi'],
      grade: 'Grade 10',
      timeWindows: ['evenings'],
    });
  });
  it('add the broader exam and board, the subjects an exam covers, and canonical exclusions', () => {
    const fromProvider = {
      ...understandQuery(''),
      exams: ['RMO'],
      boards: ['gseb'],
      excludes: { exams: ['jee main'], levels: ['beginner'], audiences: ['kids', 'Martians'], styles: ['strict'] },
    };
    expect(canonicalCriteria(fromProvider)).toMatchObject({
      exams: ['Maths Olympiad', 'Olympiad'],
      boards: ['Gujarat Board', 'State Board'],
      subjects: ['Mathematics'],
      excludes: { exams: ['JEE'], levels: ['Beginner'], audiences: ['young children'], styles: ['structured'] },
    });
    const said = canonicalCriteria({ ...understandQuery(''), exams: ['JEE'], audiences: ['adults'], excludes: { exams: ['JEE'], levels: [], audiences: [], styles: [] } });
    expect(said.exams).toEqual([]);
    expect(said.audiences).toEqual(['adults']);
  });
  it('leave the built-in engine’s own criteria unchanged', () => {
    for (const q of [...EXAMPLE_QUERIES, ...WORDED.map(([w]) => w), ...GENERAL.map(([w]) => w)]) {
      const c = understandQuery(q);
      expect(canonicalCriteria(c)).toEqual(c);
    }
  });
});
