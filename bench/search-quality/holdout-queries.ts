// The benchmark's held-out queries: 35 searches typed the way students and parents type them (typos, Hinglish,
// ages, classes, budgets, times, negations), written without looking at the search engine or at queries.ts.
// Each names every tutor of the whole benchmark catalog (catalog.ts and holdout-catalog.ts) that fits all of its
// stated needs, and the criteria it states, by the same counting rule as queries.ts: a field is listed only when
// the query states that need; alternatives that mean the same are separated by "|"; `minExperienceYears: null`
// where a number in the query (an age, a score) must not be read as years of experience; `absent` lists what a
// negation excludes. Rates are minor units (paise) per hour.
//
// About a third ask for tutors of the main catalog, the rest for the held-out tutors.
import type { QuerySpec } from './queries';

const OLYMPIAD = 'Olympiad|Maths Olympiad|Math Olympiad|Mathematics Olympiad|IMO|SOF IMO|IOQM|RMO|INMO';
const JEE = 'JEE Main|JEE|JEE Main & Advanced|JEE Advanced|JEE Main and Advanced';
const EXCEL = 'Excel|Microsoft Excel|MS Excel|Advanced Excel';
const KIDS = 'young children|school students';
const rupees = (r: number) => r * 100;

export const HOLDOUT_QUERIES: QuerySpec[] = [
  // ── Tutors of the main catalog ────────────────────────────────────────────
  {
    query: 'class 10 maths cbse, hindi mein samjha de, max 400/hr',
    expect: ['maths-cbse-budget'],
    criteria: { subjects: ['Mathematics'], boards: ['CBSE'], grade: 'Grade 10', languages: ['Hindi'], maxHourlyRate: rupees(400), absent: { subjects: ['Hindi'] } },
  },
  {
    query: '8th std icse maths tution saturday morning',
    expect: ['maths-icse'],
    criteria: { subjects: ['Mathematics'], boards: ['ICSE'], grade: 'Grade 8', timeWindows: ['weekends', 'mornings'] },
  },
  {
    query: 'neet bio teacher who explains in tamil',
    expect: ['bio-neet-tamil'],
    criteria: { subjects: ['Biology'], exams: ['NEET|NEET UG'], languages: ['Tamil'] },
  },
  {
    query: 'guitar classes for my 9 yr old son on weekends',
    expect: ['guitar-kids'],
    criteria: { subjects: ['Guitar'], audiences: ['young children'], timeWindows: ['weekends'], minExperienceYears: null },
  },
  {
    query: 'carnatic vocal for my 12 year old, early morning before school',
    expect: ['carnatic-vocal'],
    criteria: { subjects: ['Carnatic Vocal|Carnatic Music'], audiences: [`${KIDS}|teens`], timeWindows: ['mornings'], minExperienceYears: null },
  },
  {
    query: 'jee maths coaching in tamil',
    expect: ['jee-maths'],
    criteria: { subjects: ['Mathematics'], exams: [JEE], languages: ['Tamil'] },
  },
  {
    query: 'python for absolute begineer, weekdays after 8.30 pm',
    expect: ['python-beginners'],
    criteria: { subjects: ['Python|Python Programming'], timeWindows: ['weekdays'], hours: { from: 1230 } },
  },
  {
    query: 'yoga for my mother (65), evening batch',
    expect: ['yoga-evening'],
    criteria: { subjects: ['Yoga'], audiences: ['seniors'], timeWindows: ['evenings'], minExperienceYears: null },
  },
  {
    query: 'accounts class 12 commerce, bengali te bujhiye din',
    expect: ['accountancy'],
    criteria: { subjects: ['Accountancy|Accounting|Accounts'], grade: 'Grade 12', languages: ['Bengali'] },
  },
  {
    query: 'tabla sikhna hai, main 40 saal ka hoon, bachon wali class nahi chahiye',
    expect: ['tabla-hindi'],
    criteria: { subjects: ['Tabla'], audiences: ['adults'], minExperienceYears: null, absent: { audiences: ['young children'] } },
  },
  {
    query: 'spoken english for housewife in afternoon, malayalam speaking teacher',
    expect: ['spoken-english-homemakers'],
    criteria: { subjects: ['Spoken English'], audiences: ['homemakers'], timeWindows: ['afternoons'], languages: ['Malayalam'] },
  },

  // ── Held-out tutors ───────────────────────────────────────────────────────
  {
    query: 'bacche ko olympiad maths padhana hai, woh 4th class mein hai',
    expect: ['olympiad-maths-junior'],
    criteria: { subjects: ['Mathematics'], exams: [OLYMPIAD], grade: 'Grade 4' },
  },
  {
    query: 'RMO / IOQM prep for my son in 9th std, sunday morning',
    expect: ['olympiad-maths'],
    criteria: { subjects: ['Mathematics'], exams: [OLYMPIAD], grade: 'Grade 9', timeWindows: ['weekends', 'mornings'] },
  },
  {
    query: 'DELF B2 exam prep on weekends, moving to canada next year',
    expect: ['french-delf-weekend'],
    criteria: { subjects: ['French'], exams: ['DELF|DELF B2'], timeWindows: ['weekends'] },
  },
  {
    query: 'spanish speaking practice for adults, 1.5k per class max',
    expect: ['spanish-conversation'],
    criteria: { subjects: ['Spanish'], audiences: ['adults'], maxHourlyRate: rupees(1500) },
  },
  {
    query: 'spanish for my 8 yr old',
    expect: ['spanish-kids'],
    criteria: { subjects: ['Spanish'], audiences: ['young children'], minExperienceYears: null },
  },
  {
    query: 'kathak classes online shaam ko, hindi mein',
    expect: ['kathak'],
    criteria: { subjects: ['Kathak'], languages: ['Hindi'], timeWindows: ['evenings'], absent: { subjects: ['Hindi'] } },
  },
  {
    query: 'abrsm violin grade 3 exam teacher',
    expect: ['violin-abrsm'],
    criteria: { subjects: ['Violin'], exams: ['ABRSM'] },
  },
  {
    query: 'public speaking for my 14 year old daughter, she is very shy',
    expect: ['public-speaking-teens'],
    criteria: { subjects: ['Public Speaking'], audiences: ['teens'], minExperienceYears: null },
  },
  {
    query: 'public speaking coach to get over stage fear, weekday mornings before office',
    expect: ['public-speaking-professionals'],
    criteria: { subjects: ['Public Speaking'], audiences: ['working professionals'], timeWindows: ['weekdays', 'mornings'] },
  },
  {
    query: 'gmat quant tutor for 700+ score, can pay upto 3500/hr',
    expect: ['gmat-quant'],
    criteria: { exams: ['GMAT|GMAT Focus'], maxHourlyRate: rupees(3500), minExperienceYears: null },
  },
  {
    query: 'CA foundation accounts coaching early morning',
    expect: ['ca-foundation'],
    criteria: { subjects: ['Accountancy|Accounting|Accounts'], exams: ['CA Foundation|CA|ICAI CA Foundation'], timeWindows: ['mornings'] },
  },
  {
    query: 'neet biology malayalam medium',
    expect: ['neet-bio-malayalam'],
    criteria: { subjects: ['Biology'], exams: ['NEET|NEET UG'], languages: ['Malayalam'] },
  },
  {
    query: 'gseb std 10 science teacher gujarati medium',
    expect: ['science-gseb'],
    criteria: { subjects: ['Science'], boards: ['GSEB|Gujarat Board|Gujarat State Board|Gujarat Secondary Education Board'], grade: 'Grade 10', languages: ['Gujarati'] },
  },
  {
    query: 'UP board 10th maths, hindi medium, max 500 rs/hr',
    expect: ['maths-up-board'],
    criteria: {
      subjects: ['Mathematics'],
      boards: ['UP Board|UPMSP|Uttar Pradesh Board|UP State Board'],
      grade: 'Grade 10',
      languages: ['Hindi'],
      maxHourlyRate: rupees(500),
    },
  },
  {
    query: 'jee physics teacher who explains in telugu',
    expect: ['physics-jee-telugu'],
    criteria: { subjects: ['Physics'], exams: [JEE], languages: ['Telugu'] },
  },
  {
    query: 'urdu calligraphy sikhna hai weekends pe',
    expect: ['urdu-calligraphy'],
    criteria: { subjects: ['Calligraphy|Urdu Calligraphy'], timeWindows: ['weekends'] },
  },
  {
    query: 'chess for my 10 yr old, under 500 per hour',
    expect: ['chess-kids-hindi', 'chess-unverified-offers'],
    criteria: { subjects: ['Chess'], audiences: [KIDS], maxHourlyRate: rupees(500), minExperienceYears: null },
  },
  {
    query: 'advanced excel - pivot tables, vlookup, dashboards - for office work, weekdays after 9 pm',
    expect: ['excel-professionals'],
    criteria: { subjects: [EXCEL], audiences: ['working professionals'], timeWindows: ['weekdays'], hours: { from: 1260 } },
  },
  {
    query: 'excel sikhna hai job ke liye',
    expect: ['excel-professionals'],
    criteria: { subjects: [EXCEL] },
  },
  {
    query: "bharatanatyam for adults, I'm 35 and have never danced",
    expect: ['bharatanatyam-adults'],
    criteria: { subjects: ['Bharatanatyam'], audiences: ['adults'], minExperienceYears: null },
  },
  {
    query: 'homework help for class 3 kid, all subjects, afternoons',
    expect: ['homework-class3'],
    criteria: { grade: 'Grade 3', timeWindows: ['afternoons'] },
  },
  {
    query: 'German A1 for nurses going to Germany, explanation in malayalam',
    expect: ['german-nurses'],
    criteria: { subjects: ['German'], languages: ['Malayalam'] },
  },
  {
    query: 'SAT math tutor, we live in dubai, weekends only',
    expect: ['sat-math'],
    criteria: { subjects: ['Mathematics'], exams: ['SAT|Digital SAT'], timeWindows: ['weekends'] },
  },
  {
    query: 'maths for my daughter in 3rd class, no olympiad stuff, just school syllabus',
    expect: ['maths-primary', 'homework-class3'],
    // The counting rule has no place for an excluded exam: the negation is measured by the ranking alone.
    criteria: { subjects: ['Mathematics'], grade: 'Grade 3' },
  },
];
