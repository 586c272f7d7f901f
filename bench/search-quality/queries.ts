// What students and parents type into the search box, with the right answer for each: the tutor(s) of the
// catalog (by key) who fit every need the query states, and the criteria fields the query states.
//
// How the criteria figure is counted (criteria accuracy = fields right / fields expected, over all queries):
// - Text is compared case-insensitively, ignoring spaces and punctuation ("Goethe-Zertifikat" = "goethe zertifikat").
//   An expected value written "A|B" accepts either spelling.
// - subjects: right when ANY expected subject is among the understood subjects or is a broader subject (parent,
//   grandparent…) of one in the facet catalogue (src/shared/catalog): a query about Scratch may be read as "Scratch"
//   or as "Coding for Kids"; "IB Maths AA" is Mathematics. The absent rule compares names only.
// - boards, exams: right when EVERY expected value is among the understood boards or exams together (a curriculum
//   such as IB, IGCSE or AP is both a board and an exam programme).
// - languages, audiences, timeWindows: right when every expected value is among the understood ones.
// - grade: right when the understood grade, or one of the understood levels, equals it.
// - maxHourlyRate (paise) and minExperienceYears: right when equal; `minExperienceYears: null` states that the
//   query gives no experience (an age is not years of experience) and is right when none was understood.
// - hours (minutes after local midnight): right when the understood hours start (and end, when given) equal it.
// - absent: each listed field is one more field, right when none of the listed values was understood
//   ("hindi mein samjhaye" is not the subject Hindi; "not too strict" is not the style strict).
// Fields a query does not list are not counted.

export type ExpectedCriteria = {
  subjects?: string[];
  boards?: string[];
  exams?: string[];
  grade?: string;
  languages?: string[];
  audiences?: string[];
  timeWindows?: string[];
  maxHourlyRate?: number;
  minExperienceYears?: number | null;
  hours?: { from: number; to?: number };
  absent?: { subjects?: string[]; styles?: string[]; audiences?: string[] };
};

export type QuerySpec = { query: string; expect: string[]; criteria: ExpectedCriteria };

const MATHS = ['Mathematics'];
const SPOKEN_ENGLISH = ['Spoken English', 'English'];

export const QUERIES: QuerySpec[] = [
  // School subjects: boards and classes
  { query: 'cbse maths tutor for class 10 who can explain in hindi', expect: ['maths-cbse-hindi', 'maths-cbse-budget'], criteria: { subjects: MATHS, boards: ['CBSE'], grade: 'Grade 10', languages: ['Hindi'] } },
  { query: 'my son is in class 10 cbse, weak in maths, need tuition under 400 per hour', expect: ['maths-cbse-budget'], criteria: { subjects: MATHS, boards: ['CBSE'], grade: 'Grade 10', maxHourlyRate: 40_000, absent: { audiences: ['young children'] } } },
  { query: 'icse maths teacher for class 9, english medium, weekends', expect: ['maths-icse'], criteria: { subjects: MATHS, boards: ['ICSE'], grade: 'Grade 9', languages: ['English'], timeWindows: ['weekends'] } },
  { query: 'samacheer kalvi 12th maths tuition in tamil', expect: ['maths-tn-state'], criteria: { subjects: MATHS, boards: ['Tamil Nadu State Board|State Board|Samacheer Kalvi'], grade: 'Grade 12', languages: ['Tamil'] } },
  { query: 'maharashtra board std 10 algebra geometry marathi medium', expect: ['maths-maharashtra'], criteria: { subjects: MATHS, boards: ['Maharashtra State Board|State Board|SSC'], grade: 'Grade 10', languages: ['Marathi'] } },
  { query: 'maths tutor for my 7 year old, she finds numbers scary', expect: ['maths-primary'], criteria: { subjects: MATHS, audiences: ['young children'], minExperienceYears: null } },
  { query: 'AP calc BC prep, im in the US so late night IST is fine', expect: ['ap-calculus'], criteria: { subjects: ['AP Calculus', 'Calculus', 'Mathematics'], exams: ['AP|AP Calculus|Advanced Placement'] } },
  { query: 'IB maths AA HL tutor', expect: ['ib-maths'], criteria: { subjects: MATHS, boards: ['IB|International Baccalaureate'] } },
  { query: 'igcse physics 0625 help for my daughter in grade 9', expect: ['igcse-physics'], criteria: { subjects: ['Physics'], boards: ['IGCSE|Cambridge IGCSE|Cambridge'], grade: 'Grade 9' } },
  { query: 'class 12 physics numericals cbse hindi medium in the evening', expect: ['physics-cbse-12'], criteria: { subjects: ['Physics'], boards: ['CBSE'], grade: 'Grade 12', languages: ['Hindi'], timeWindows: ['evenings'] } },
  { query: 'science tutor for my daughter in class 7, she loves doing experiments', expect: ['science-middle'], criteria: { subjects: ['Science', 'Physics', 'Chemistry', 'Biology'], grade: 'Grade 7' } },
  { query: 'class 9 physics tutor who can explain in kannada', expect: ['science-kannada'], criteria: { subjects: ['Physics'], grade: 'Grade 9', languages: ['Kannada'] } },
  { query: 'class 12 chemistry teacher, not too strict please, my son gets nervous', expect: ['chem-friendly'], criteria: { subjects: ['Chemistry'], grade: 'Grade 12', absent: { styles: ['strict', 'structured'] } } },
  { query: 'accounts tution class 11 commerce', expect: ['accountancy'], criteria: { subjects: ['Accountancy'], grade: 'Grade 11' } },
  { query: 'economics class 12 budget 1k, bengali ok', expect: ['economics'], criteria: { subjects: ['Economics'], grade: 'Grade 12', maxHourlyRate: 100_000, languages: ['Bengali'] } },
  { query: 'class 12 computer science python cbse practical file', expect: ['cs-class12'], criteria: { subjects: ['Computer Science'], boards: ['CBSE'], grade: 'Grade 12' } },
  { query: 'help my kid with times tables, he is in class 2', expect: ['maths-primary'], criteria: { subjects: MATHS, grade: 'Grade 2' } },
  { query: 'sanskrit for class 8 cbse', expect: ['sanskrit'], criteria: { subjects: ['Sanskrit'], boards: ['CBSE'], grade: 'Grade 8' } },
  // Entrance exams and language tests
  { query: 'neet chemistry coach', expect: ['chem-neet'], criteria: { subjects: ['Chemistry'], exams: ['NEET'] } },
  { query: 'neet biology in tamil', expect: ['bio-neet-tamil'], criteria: { subjects: ['Biology'], exams: ['NEET'], languages: ['Tamil'] } },
  { query: 'NEET bio teacher, hindi mein samjhaye', expect: ['bio-neet-hindi'], criteria: { subjects: ['Biology'], exams: ['NEET'], languages: ['Hindi'], absent: { subjects: ['Hindi'] } } },
  { query: 'jee advanced physics faculty with 10+ yrs experiance', expect: ['jee-physics'], criteria: { subjects: ['Physics'], exams: ['JEE'], minExperienceYears: 10 } },
  { query: 'iit entrance physics coaching', expect: ['jee-physics'], criteria: { subjects: ['Physics'], exams: ['JEE'] } },
  { query: 'organic chemistry for medical entrance', expect: ['chem-neet'], criteria: { subjects: ['Chemistry'], exams: ['NEET'] } },
  { query: 'jee mains maths - calculus and coordinate geometry', expect: ['jee-maths'], criteria: { subjects: MATHS, exams: ['JEE'] } },
  { query: 'wbjee preparation bengali medium', expect: ['wbjee'], criteria: { exams: ['WBJEE'], languages: ['Bengali'] } },
  { query: 'clat coaching for a 12th pass student', expect: ['clat'], criteria: { exams: ['CLAT'], absent: { subjects: ['Law'] } } },
  { query: 'ielts academic writing, need band 7 for canada', expect: ['ielts-academic'], criteria: { exams: ['IELTS'] } },
  { query: 'pte academic coaching', expect: ['pte'], criteria: { exams: ['PTE|PTE Academic'] } },
  { query: 'cheap ielts speaking practice under 500', expect: ['ielts-speaking-budget'], criteria: { exams: ['IELTS'], maxHourlyRate: 50_000 } },
  { query: 'HSK 3 chinese tutor', expect: ['hsk'], criteria: { subjects: ['Mandarin Chinese', 'Chinese'], exams: ['HSK'] } },
  { query: 'goethe a1 german for nursing job in germany', expect: ['goethe'], criteria: { subjects: ['German'], exams: ['Goethe|Goethe-Zertifikat'] } },
  { query: 'germen language a2 exam', expect: ['goethe'], criteria: { subjects: ['German'] } },
  { query: 'mandarin for business, i deal with chinese suppliers', expect: ['hsk'], criteria: { subjects: ['Mandarin Chinese', 'Chinese'] } },
  { query: 'upsc history optional hindi medium', expect: ['upsc-history'], criteria: { subjects: ['History'], exams: ['UPSC'], languages: ['Hindi'] } },
  { query: 'french classes explained in hindi', expect: ['french-hindi'], criteria: { subjects: ['French'], languages: ['Hindi'] } },
  { query: 'jlpt n5 japanese weekend class', expect: ['jlpt'], criteria: { subjects: ['Japanese'], exams: ['JLPT'], timeWindows: ['weekends'] } },
  // Music and dance
  { query: 'tabla sikhna hai, hindi mein samjhaye', expect: ['tabla-hindi', 'tabla-kids'], criteria: { subjects: ['Tabla'], languages: ['Hindi'], absent: { subjects: ['Hindi'] } } },
  { query: 'tabla classes for my 9 yr old son on weekend mornings', expect: ['tabla-kids'], criteria: { subjects: ['Tabla'], audiences: ['young children'], timeWindows: ['weekends', 'mornings'], minExperienceYears: null } },
  { query: 'fun guitar teacher for kids', expect: ['guitar-kids'], criteria: { subjects: ['Guitar'], audiences: ['young children'] } },
  { query: 'guitar lessons for working professionals after 9pm', expect: ['guitar-adults-late'], criteria: { subjects: ['Guitar'], audiences: ['working professionals'], hours: { from: 21 * 60 } } },
  { query: 'trinity guitar grade 3 exam prep on weekends', expect: ['trinity-guitar'], criteria: { subjects: ['Guitar'], exams: ['Trinity|Trinity College London'], timeWindows: ['weekends'] } },
  { query: 'carnatic vocal for an adult beginner, morning class', expect: ['carnatic-vocal'], criteria: { subjects: ['Carnatic Vocal'], audiences: ['adults|beginners'], timeWindows: ['mornings'] } },
  { query: 'carnatic music for beginners', expect: ['carnatic-vocal', 'carnatic-violin'], criteria: { subjects: ['Carnatic Vocal', 'Violin', 'Carnatic Music'] } },
  { query: 'carnatic violin teacher who speaks kannada', expect: ['carnatic-violin'], criteria: { subjects: ['Violin', 'Carnatic Violin'], languages: ['Kannada'] } },
  { query: 'ghazal singing classes in urdu', expect: ['ghazal'], criteria: { subjects: ['Hindustani Vocal', 'Ghazal'], languages: ['Urdu'] } },
  { query: 'piano for a 45 year old absolute beginer', expect: ['piano-adults'], criteria: { subjects: ['Piano'], audiences: ['adults|beginners'], minExperienceYears: null } },
  { query: 'bharatanatyam for my 6 year old girl', expect: ['bharatanatyam'], criteria: { subjects: ['Bharatanatyam'], audiences: ['young children'], minExperienceYears: null } },
  // English and communication
  { query: 'spoken english for housewives, afternoon batch', expect: ['spoken-english-homemakers'], criteria: { subjects: SPOKEN_ENGLISH, audiences: ['homemakers'], timeWindows: ['afternoons'] } },
  { query: 'business english for working professionals, sessions after 8pm', expect: ['business-english'], criteria: { subjects: [...SPOKEN_ENGLISH, 'Business English'], audiences: ['working professionals'], hours: { from: 20 * 60 } } },
  { query: 'spoken english classes but explain in tamil', expect: ['spoken-english-tamil'], criteria: { subjects: SPOKEN_ENGLISH, languages: ['Tamil'] } },
  { query: 'angrezi bolna seekhna hai hindi mein, budget 400', expect: ['spoken-english-hindi'], criteria: { subjects: SPOKEN_ENGLISH, languages: ['Hindi'], maxHourlyRate: 40_000 } },
  { query: 'patient english teacher for board exam preparation', expect: ['english-patient'], criteria: { subjects: ['English'] } },
  { query: 'short stories and poetry writing mentor for my teenage daughter', expect: ['creative-writing-teens'], criteria: { subjects: ['Creative Writing'], audiences: ['teens'] } },
  { query: 'daily handwriting practice for my 6 yr old, cursive', expect: ['handwriting'], criteria: { subjects: ['Handwriting Improvement', 'Handwriting'], audiences: ['young children'], absent: { subjects: ['Creative Writing'] } } },
  { query: 'learn kannada to talk to locals, just moved to bangalore', expect: ['kannada-newcomers'], criteria: { subjects: ['Kannada'] } },
  // Coding
  { query: 'scratch coding for kids age 9', expect: ['scratch-kids'], criteria: { subjects: ['Scratch', 'Coding for Kids'], audiences: ['young children'], minExperienceYears: null } },
  { query: 'coding class for my 13 year old, python maybe', expect: ['python-teens'], criteria: { subjects: ['Python Programming', 'Python', 'Coding for Kids'], audiences: ['teens'], minExperienceYears: null } },
  { query: 'pyhton for complete beginers, i work in a bank', expect: ['python-beginners'], criteria: { subjects: ['Python Programming', 'Python'] } },
  // Others
  { query: 'yoga for my mother, she is 68, early morning', expect: ['yoga-seniors'], criteria: { subjects: ['Yoga'], audiences: ['seniors'], timeWindows: ['mornings'], minExperienceYears: null } },
  { query: 'chess coach for my 10 year old, wants to play rated tournaments', expect: ['chess-kids'], criteria: { subjects: ['Chess'], audiences: ['young children|school students'], minExperienceYears: null } },
];
