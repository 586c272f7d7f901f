// The rest of the facet catalogue: exams (with the subjects they cover and the category that prepares for
// them), boards, levels, school grades, audiences, teaching styles, languages of instruction and time
// windows. Together with SUBJECTS this is the one vocabulary that queries, tutor profiles, pickers, the
// provider prompt and the reference taxonomy are read from. Pure data, shared by the server and the web.
import { entry, type Options } from './entry';
import { LANGUAGES } from './languages';
import { SUBJECTS } from './subjects';
import type { FacetEntry, FacetKind } from './types';

const PCM = ['Physics', 'Chemistry', 'Mathematics'];
const APTITUDE = ['Quantitative Aptitude', 'Logical Reasoning', 'English', 'General Knowledge'];
const exam = (code: string, o: Options) => entry('exam', code, o);

/**
 * Exams. Aliases are written as tutors declare them ("JEE Main"): they are matched as whole words and are
 * also the names a tutor's profile may hold for the exam.
 */
export const EXAMS: FacetEntry[] = [
  exam('JEE', { label: 'JEE Main / Advanced', aliases: ['JEE Main', 'JEE Mains', 'JEE Advanced', 'JEE Adv', 'IIT JEE', 'IIT-JEE', 'IITJEE'], patterns: [String.raw`\biit (?:entrance|coaching|preparation|prep|foundation)\b`], subjects: PCM, category: 'JEE Preparation' }),
  exam('NEET', { label: 'NEET UG', aliases: ['NEET UG', 'NEET-UG', 'AIPMT', 'medical entrance'], subjects: ['Physics', 'Chemistry', 'Biology'], category: 'NEET Preparation' }),
  exam('NEET PG', { aliases: ['NEET-PG', 'INI-CET', 'FMGE'], subjects: ['Medicine'], category: 'Medicine' }),
  exam('WBJEE', { subjects: PCM, category: 'JEE Preparation' }),
  exam('MHT CET', { aliases: ['MHT-CET', 'MHTCET', 'MH CET', 'MHCET', 'Maharashtra CET'], subjects: [...PCM, 'Biology'], category: 'JEE Preparation' }),
  exam('KCET', { aliases: ['Karnataka CET', 'COMEDK'], subjects: [...PCM, 'Biology'], category: 'JEE Preparation' }),
  exam('EAMCET', { aliases: ['EAPCET', 'AP EAMCET', 'TS EAMCET', 'AP EAPCET', 'TS EAPCET'], subjects: [...PCM, 'Biology'], category: 'JEE Preparation' }),
  exam('BITSAT', { aliases: ['VITEEE', 'SRMJEEE'], subjects: [...PCM, 'English', 'Logical Reasoning'], category: 'JEE Preparation' }),
  exam('GATE', { bare: true, patterns: [String.raw`\bgate(?: exams?| preparation| prep| coaching| cse| ece| ee| me| ce| 20\d\d)?\b(?! (?:keeper|pass|way)\b)`], subjects: ['Engineering', 'Computer Science', 'Electronics', 'Electrical Engineering', 'Mechanical Engineering', 'Civil Engineering'], category: 'GATE Preparation' }),
  exam('CUET', { aliases: ['CUET UG', 'CUET-UG', 'CUET PG'], subjects: ['English', 'General Knowledge', 'Quantitative Aptitude', 'Logical Reasoning'], category: 'CUET Preparation' }),
  exam('CLAT', { aliases: ['AILET', 'law entrance', 'law entrance exam', 'LSAT India'], subjects: ['English', 'General Knowledge', 'Logical Reasoning', 'Quantitative Aptitude'], category: 'CLAT Preparation' }),
  exam('NDA', { label: 'NDA / CDS / AFCAT', aliases: ['NDA exam', 'CDS', 'AFCAT', 'defence exams', 'defense exams', 'SSB'], subjects: ['Mathematics', 'English', 'General Knowledge'], category: 'NDA Preparation' }),
  exam('UPSC', { label: 'UPSC Civil Services', aliases: ['UPSC CSE', 'IAS', 'IPS', 'civil services', 'UPSC prelims', 'UPSC mains', 'UPSC CSAT', 'CSAT'], subjects: ['History', 'Geography', 'Political Science', 'Economics', 'General Knowledge'], category: 'UPSC Preparation' }),
  exam('State PSC', { label: 'State PSC (MPSC, TNPSC, KPSC, BPSC…)', aliases: ['PSC', 'MPSC', 'TNPSC', 'KPSC', 'BPSC', 'UPPSC', 'RPSC', 'APPSC', 'TSPSC', 'WBCS', 'HPSC', 'OPSC', 'MPPSC', 'Kerala PSC', 'state civil services'], subjects: ['History', 'Geography', 'Political Science', 'Economics', 'General Knowledge'], category: 'UPSC Preparation' }),
  exam('SSC', { label: 'SSC (CGL, CHSL, MTS, GD)', bare: true, aliases: ['SSC CGL', 'SSC CHSL', 'SSC MTS', 'SSC GD', 'SSC JE', 'SSC CPO', 'SSC exam', 'SSC exams', 'SSC coaching', 'SSC stenographer', 'CGL', 'CHSL'], subjects: APTITUDE, category: 'Government Exams Preparation' }),
  exam('Railway Exams', { label: 'Railway exams (RRB NTPC, Group D)', aliases: ['RRB', 'RRB NTPC', 'RRB Group D', 'RRB ALP', 'railway exam', 'railway exams', 'railways exam', 'NTPC'], subjects: APTITUDE, category: 'Government Exams Preparation' }),
  exam('Banking Exams', { label: 'Bank exams (IBPS, SBI PO / Clerk, RBI)', aliases: ['IBPS', 'IBPS PO', 'IBPS Clerk', 'IBPS RRB', 'SBI PO', 'SBI Clerk', 'RBI Grade B', 'RBI Assistant', 'bank PO', 'bank clerk', 'bank exam', 'bank exams', 'banking exam', 'banking exams', 'banking'], subjects: APTITUDE, category: 'Banking Exams Preparation' }),
  exam('CAT', { label: 'CAT / MBA entrance', bare: true, aliases: ['CAT exam', 'XAT', 'SNAP', 'NMAT', 'CMAT', 'MAT exam', 'IIFT', 'MBA entrance', 'MBA entrance exam', 'MBA entrances'], patterns: [String.raw`\bcat\b(?!s)`], subjects: ['Quantitative Aptitude', 'Logical Reasoning', 'Verbal Ability'], category: 'CAT Preparation' }),
  exam('GMAT', { aliases: ['GMAT Focus'], subjects: ['Quantitative Aptitude', 'Verbal Ability', 'Logical Reasoning'], category: 'GMAT Preparation' }),
  exam('GRE', { aliases: ['GRE General'], subjects: ['Quantitative Aptitude', 'Verbal Ability', 'Essay Writing'], category: 'GRE Preparation' }),
  exam('SAT', { aliases: ['Digital SAT', 'PSAT', 'SAT Math', 'SAT English'], subjects: ['Mathematics', 'English'], category: 'SAT Preparation' }),
  exam('ACT', {
    bare: true,
    aliases: ['ACT exam', 'ACT test'],
    patterns: [String.raw`\bact\b(?= (?:exams?|tests?|prep\w*|coach\w*|tutor\w*|maths?|english|science|reading|scores?|classes|course)\b)`, String.raw`(?<=\bsat ?(?:and|or|&|\/) ?)act\b`, String.raw`\bact(?= ?(?:and|or|&|\/) ?sat\b)`],
    subjects: ['Mathematics', 'English', 'Science'],
    category: 'ACT Preparation',
  }),
  exam('AP', {
    label: 'AP (Advanced Placement)',
    bare: true,
    aliases: ['Advanced Placement', 'AP exam', 'AP exams', 'AP courses', 'AP classes'],
    patterns: [String.raw`\bap(?= (?:calc\w*|physics|chem\w*|bio\w*|stat\w*|computer science|csa|cs|macro\w*|micro\w*|english|us history|world history|human geography|psychology|environmental)\b)`],
    subjects: ['AP Calculus', 'AP Statistics', 'AP Physics', 'AP Chemistry', 'AP Biology', 'Computer Science', 'Economics', 'English', 'History', 'Psychology'],
  }),
  exam('IELTS', { aliases: ['IELTS Academic', 'IELTS General', 'IELTS GT', 'IELTS UKVI'], subjects: ['English', 'Spoken English'], category: 'IELTS Preparation' }),
  exam('TOEFL', { aliases: ['TOEFL iBT', 'TOEFL Essentials'], subjects: ['English', 'Spoken English'], category: 'TOEFL Preparation' }),
  exam('PTE', { label: 'PTE Academic', aliases: ['PTE Academic', 'PTE Core', 'Pearson Test of English'], subjects: ['English', 'Spoken English'], category: 'PTE Preparation' }),
  exam('Duolingo English Test', { aliases: ['DET', 'Duolingo test', 'Duolingo English', 'Duolingo'], subjects: ['English', 'Spoken English'], category: 'PTE Preparation' }),
  exam('Cambridge English', { label: 'Cambridge English (KET, PET, FCE, CAE)', aliases: ['KET', 'PET exam', 'FCE', 'CAE', 'CPE', 'B2 First', 'C1 Advanced', 'Cambridge YLE', 'Cambridge Flyers', 'Cambridge Movers', 'Cambridge Starters', 'BEC'], subjects: ['English'] }),
  exam('DELF', { label: 'DELF / DALF', aliases: ['DALF', 'DELF Junior', 'DELF A1', 'DELF A2', 'DELF B1', 'DELF B2', 'TCF', 'TEF', 'TEF Canada'], subjects: ['French'], category: 'French' }),
  exam('Goethe', { label: 'Goethe-Zertifikat', aliases: ['Goethe-Zertifikat', 'Goethe Zertifikat', 'Goethe Institut', 'Goethe exam', 'TestDaF', 'telc', 'OSD'], subjects: ['German'], category: 'German' }),
  exam('DELE', { aliases: ['SIELE'], subjects: ['Spanish'], category: 'Spanish' }),
  exam('JLPT', { aliases: ['JLPT N5', 'JLPT N4', 'JLPT N3', 'JLPT N2', 'JLPT N1', 'NAT test'], subjects: ['Japanese'], category: 'Japanese' }),
  exam('HSK', { aliases: ['HSK 1', 'HSK 2', 'HSK 3', 'HSK 4', 'HSK 5', 'HSK 6', 'HSKK', 'YCT'], subjects: ['Mandarin Chinese'], category: 'Mandarin Chinese' }),
  exam('TOPIK', { subjects: ['Korean'], category: 'Korean' }),
  exam('Trinity', { label: 'Trinity College London (music and spoken English grades)', aliases: ['Trinity College', 'Trinity College London', 'Trinity grades', 'Trinity exams', 'Trinity exam', 'Trinity GESE', 'GESE', 'Trinity Rock & Pop', 'Trinity Rock and Pop'], subjects: ['Guitar', 'Piano', 'Keyboard', 'Violin', 'Drums', 'Western Vocal', 'Music Theory', 'Spoken English'] }),
  exam('ABRSM', { aliases: ['ABRSM grades', 'ABRSM exam', 'ABRSM exams', 'Associated Board of the Royal Schools of Music'], subjects: ['Piano', 'Violin', 'Guitar', 'Western Vocal', 'Music Theory', 'Flute'] }),
  exam('Rockschool', { aliases: ['RSL', 'RSL Rockschool', 'Rockschool grades'], subjects: ['Guitar', 'Drums', 'Keyboard', 'Western Vocal'] }),
  exam('Gandharva', { label: 'Gandharva Mahavidyalaya (Prarambhik to Visharad)', aliases: ['Gandharva Mahavidyalaya', 'Akhil Bharatiya Gandharva', 'ABGMVM', 'Prarambhik', 'Praveshika', 'Madhyama', 'Visharad', 'Sangeet Visharad'], subjects: ['Hindustani Vocal', 'Tabla', 'Harmonium', 'Sitar', 'Flute', 'Kathak'] }),
  exam('Olympiad', { label: 'Olympiads (IMO, NSO, IEO, INMO…)', aliases: ['Olympiads', 'SOF', 'SOF Olympiad', 'SOF Olympiads', 'Silverzone', 'Silverzone Olympiad', 'Olympiad exams', 'Olympiad exam'], subjects: ['Mathematics', 'Science', 'English', 'Computer Science'], category: 'Olympiad Training' }),
  // Subject olympiads: each is also an "Olympiad", so a tutor who only wrote "Olympiad" still partly meets it.
  exam('Maths Olympiad', { parent: 'Olympiad', aliases: ['Math Olympiad', 'Mathematics Olympiad', 'Mathematical Olympiad', 'IMO', 'SOF IMO', 'INMO', 'RMO', 'PRMO', 'IOQM', 'IMOTC', 'Ramanujan Olympiad'], subjects: ['Mathematics'], category: 'Olympiad Training' }),
  exam('Science Olympiad', { parent: 'Olympiad', aliases: ['NSO', 'SOF NSO', 'National Science Olympiad', 'IJSO', 'NSEJS'], subjects: ['Science'], category: 'Olympiad Training' }),
  exam('Physics Olympiad', { parent: 'Olympiad', aliases: ['NSEP', 'INPhO', 'IPhO'], subjects: ['Physics'], category: 'Olympiad Training' }),
  exam('Chemistry Olympiad', { parent: 'Olympiad', aliases: ['NSEC', 'INChO', 'IChO'], subjects: ['Chemistry'], category: 'Olympiad Training' }),
  exam('Biology Olympiad', { parent: 'Olympiad', aliases: ['NSEB', 'INBO', 'IBO'], subjects: ['Biology'], category: 'Olympiad Training' }),
  exam('Astronomy Olympiad', { parent: 'Olympiad', aliases: ['NSEA', 'INAO', 'IOAA'], subjects: ['Physics'], category: 'Olympiad Training' }),
  exam('English Olympiad', { parent: 'Olympiad', aliases: ['IEO', 'SOF IEO', 'International English Olympiad'], subjects: ['English'], category: 'Olympiad Training' }),
  exam('Informatics Olympiad', { parent: 'Olympiad', aliases: ['IOI', 'ZIO', 'ZCO', 'INOI', 'Computer Olympiad', 'ICO', 'Coding Olympiad', 'Cyber Olympiad', 'NCO'], subjects: ['Computer Science'], category: 'Olympiad Training' }),
  exam('GK Olympiad', { parent: 'Olympiad', aliases: ['IGKO', 'SOF IGKO', 'General Knowledge Olympiad'], subjects: ['General Knowledge'], category: 'Olympiad Training' }),
  exam('NTSE', { aliases: ['NMMS', 'NMMSS'], subjects: ['Mathematics', 'Science', 'Social Studies', 'Logical Reasoning'], category: 'Olympiad Training' }),
  exam('School Entrance', { label: 'School entrance (Sainik, Navodaya, RIMC)', bare: true, aliases: ['Sainik School', 'Sainik school entrance', 'AISSEE', 'Navodaya', 'JNVST', 'Navodaya entrance', 'RIMC'], subjects: ['Mathematics', 'English', 'General Knowledge', 'Logical Reasoning'] }),
  exam('Board Exams', { aliases: ['CBSE Board Exams', 'board exam', 'board exams', 'board examination', 'board examinations', 'boards exam', 'pre boards', 'pre-boards', 'preboards'], patterns: [String.raw`(?<!\bstate )(?<!\bother )\bboards\b(?! of\b)`] }),
  exam('CA', { label: 'CA (Foundation, Inter, Final)', bare: true, aliases: ['CA Foundation', 'CA Inter', 'CA Intermediate', 'CA Final', 'CA exams', 'CA exam', 'chartered accountancy', 'CMA', 'CMA Inter', 'CS Executive', 'CS Foundation', 'ACCA'], subjects: ['Accountancy', 'Economics', 'Statistics', 'Law'], category: 'Accountancy' }),
  exam('CFA', { aliases: ['CFA Level 1', 'CFA Level I', 'CFA Level 2', 'FRM'], subjects: ['Finance & Investing', 'Statistics', 'Economics'], category: 'Finance & Investing' }),
  exam('Design Entrance', { label: 'Design entrance (NID, NIFT, UCEED, NATA)', bare: true, aliases: ['NID', 'NIFT', 'UCEED', 'CEED', 'NATA', 'design entrance'], subjects: ['Drawing & Painting', 'General Knowledge', 'Logical Reasoning'] }),
  exam('USMLE', { aliases: ['USMLE Step 1', 'PLAB', 'MCAT'], subjects: ['Medicine', 'Biology', 'Chemistry'], category: 'Medicine' }),
];

const board = (code: string, o: Options) => entry('board', code, o);

/**
 * The state boards, each a child of "State Board": [code, state names as students write them (regex sources),
 * the board's own names]. A query naming one gets the specific board first and "State Board" after it, so a
 * tutor who wrote only "state board" still partly meets it.
 */
const STATE_BOARDS: [string, string, string[], string][] = [
  ['Maharashtra Board', 'maharashtra|mh', ['MSBSHSE', 'Maharashtra SSC', 'Maharashtra HSC', 'Balbharati'], 'Maharashtra State Board (MSBSHSE)'],
  ['Tamil Nadu Board', 'tamil ?nadu|tn', ['Samacheer Kalvi', 'Samacheer', 'TNBSE', 'TN SSLC', 'Tamil Nadu SSLC', 'TN HSC'], 'Tamil Nadu State Board (Samacheer Kalvi)'],
  ['Kerala Board', 'kerala', ['DHSE', 'DHSE Kerala', 'SCERT Kerala', 'KBPE', 'Kerala SSLC', 'Kerala syllabus'], 'Kerala State Board (SCERT / DHSE)'],
  ['Karnataka Board', 'karnataka', ['KSEEB', 'KSEAB', 'PUC', 'PU board', 'PUE board', 'Karnataka SSLC', 'Karnataka PUC'], 'Karnataka State Board (KSEEB / PUC)'],
  ['Andhra Pradesh Board', 'andhra(?: pradesh)?|ap', ['BSEAP', 'BIEAP', 'AP SSC', 'AP inter', 'AP intermediate'], 'Andhra Pradesh Board (BSEAP / BIEAP)'],
  ['Telangana Board', 'telangana|ts', ['TSBIE', 'BSETS', 'TS SSC', 'TS inter', 'TS intermediate', 'TGBIE'], 'Telangana Board (BSETS / TSBIE)'],
  ['UP Board', 'uttar pradesh|up', ['UPMSP', 'UPMSP board'], 'UP Board (UPMSP)'],
  ['Bihar Board', 'bihar', ['BSEB', 'BSEB Patna'], 'Bihar School Examination Board (BSEB)'],
  ['West Bengal Board', 'west ?bengal|wb', ['WBBSE', 'WBCHSE', 'Madhyamik', 'Uccha Madhyamik', 'Higher Secondary West Bengal'], 'West Bengal Board (WBBSE / WBCHSE)'],
  ['Gujarat Board', 'gujarat', ['GSEB', 'GSHSEB'], 'Gujarat Board (GSEB)'],
  ['Rajasthan Board', 'rajasthan', ['RBSE', 'BSER'], 'Rajasthan Board (RBSE)'],
  ['MP Board', 'madhya pradesh|mp', ['MPBSE'], 'Madhya Pradesh Board (MPBSE)'],
  ['Punjab Board', 'punjab', ['PSEB'], 'Punjab School Education Board (PSEB)'],
  ['Haryana Board', 'haryana', ['HBSE', 'BSEH'], 'Haryana Board (HBSE)'],
  ['Odisha Board', 'odisha|orissa', ['BSE Odisha', 'CHSE Odisha', 'CHSE', 'BSE Orissa'], 'Odisha Board (BSE / CHSE Odisha)'],
  ['Assam Board', 'assam', ['SEBA', 'AHSEC'], 'Assam Board (SEBA / AHSEC)'],
  ['Jharkhand Board', 'jharkhand', ['JAC', 'JAC Ranchi'], 'Jharkhand Academic Council (JAC)'],
  ['Chhattisgarh Board', 'chhattisgarh|chattisgarh', ['CGBSE'], 'Chhattisgarh Board (CGBSE)'],
  ['Uttarakhand Board', 'uttarakhand', ['UBSE', 'UK board'], 'Uttarakhand Board (UBSE)'],
  ['Himachal Board', 'himachal(?: pradesh)?|hp', ['HPBOSE'], 'Himachal Pradesh Board (HPBOSE)'],
  ['Goa Board', 'goa', ['GBSHSE'], 'Goa Board (GBSHSE)'],
  ['J&K Board', 'j ?& ?k|j ?and ?k|jammu(?: and| &) kashmir|jammu|kashmir', ['JKBOSE'], 'Jammu & Kashmir Board (JKBOSE)'],
  ['Tripura Board', 'tripura', ['TBSE'], 'Tripura Board (TBSE)'],
];

export const BOARDS: FacetEntry[] = [
  board('CBSE', { label: 'CBSE', aliases: ['central board', 'ncert syllabus'], hint: 'Central Board of Secondary Education' }),
  board('ICSE', { label: 'ICSE / ISC', aliases: ['ISC', 'CISCE'] }),
  board('IGCSE', { label: 'IGCSE / Cambridge', aliases: ['Cambridge', 'Cambridge IGCSE', 'CIE', 'CAIE', 'GCSE', 'GCSEs', 'O level', 'O levels', 'A level', 'A levels', 'A-level', 'A-levels', 'AS level', 'Cambridge checkpoint', 'Cambridge international'] }),
  board('IB', { label: 'IB', aliases: ['International Baccalaureate', 'IB DP', 'IBDP', 'IB diploma', 'IB MYP', 'MYP', 'IB PYP', 'PYP'], subjects: ['IB Maths AA', 'IB Maths AI'] }),
  board('State Board', {
    label: 'State Board',
    aliases: ['state boards', 'state syllabus', 'state board syllabus', 'SSC', 'HSC', 'SSLC', 'Matric board', 'other state boards'],
    patterns: [String.raw`\b(?:manipur|meghalaya|mizoram|nagaland|sikkim|arunachal(?: pradesh)?) (?:state )?(?:board|syllabus)\b`],
    hint: 'Any state board; the specific boards below are under it',
  }),
  ...STATE_BOARDS.map(([code, names, aliases, label]) =>
    board(code, {
      label,
      parent: 'State Board',
      aliases,
      patterns: [String.raw`\b(?:${names})(?: state)?(?: (?:board|syllabus|boards|state board))\b`, String.raw`\b(?:${names}) (?:sslc|ssc|hsc)\b`],
    }),
  ),
  board('NIOS', { label: 'NIOS (open schooling)', aliases: ['National Institute of Open Schooling', 'open school', 'open schooling'] }),
  board('US Curriculum', { label: 'US curriculum (Common Core)', bare: true, aliases: ['Common Core', 'American curriculum', 'US curriculum', 'US school'] }),
];

const LEVELS: FacetEntry[] = [
  entry('level', 'Beginner', { aliases: ['beginner', 'beginners', 'basics', 'basic level', 'from scratch', 'from the scratch', 'from zero', 'complete beginner', 'absolute beginner', 'total beginner', 'starter', 'A1', 'A2', 'newbie', 'newbies', 'shuru se', 'shuruaat se', 'zero se', 'bilkul shuru se', 'basic se'] }),
  entry('level', 'Intermediate', { aliases: ['intermediate', 'mid level', 'B1', 'B2'], patterns: [String.raw`\bintermediate\b(?! (?:1st|2nd|first|second) year)`] }),
  entry('level', 'Advanced', { bare: true, aliases: ['advanced level', 'C1', 'C2', 'expert level', 'mastery'], patterns: [String.raw`\badvanced\b(?! ?(?:jee|placement|excel)\b)`] }),
  entry('level', 'Undergraduate', { aliases: ['undergrad', 'undergraduates', 'b.tech', 'btech', 'b.e', 'b.sc', 'bsc', 'b.com', 'bcom', 'bba', 'bca', 'degree level', 'graduation level', 'engineering college'], patterns: [String.raw`\b(?:college|university|undergrad\w*)\b`] }),
  entry('level', 'Postgraduate', { aliases: ['postgraduate', 'post graduate', 'post-graduate', 'masters', 'm.tech', 'mtech', 'm.sc', 'msc', 'mba students', 'phd', 'ph.d'] }),
  entry('level', 'Professional', { bare: true, aliases: ['professional level', 'industry level', 'job ready', 'job-ready', 'interview level'] }),
];

const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
/** What may not follow a bare ordinal for it to be a school class ("10th" yes; "2nd year", "5th attempt" no). */
const NOT_A_CLASS = String.raw`(?!\s*(?:year|yr|sem\w*|of|jan\w*|feb\w*|march|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|attempt|rank|percentile|place|floor|time|day|week|month|birthday|edition|century|puc|std|pass\w*)\b)`;

const EXTRA_GRADE_NAMES: Record<number, { aliases: string[]; patterns: string[] }> = {
  10: { aliases: ['SSLC', 'matric', 'matriculation', 'secondary school certificate'], patterns: [String.raw`\bssc\b(?! ?(?:cgl|chsl|mts|gd|je|cpo|steno\w*|exams?|coaching)\b)`] },
  11: { aliases: ['plus one', 'first PUC', '1st PUC', 'I PUC', 'PUC 1', 'PUC I', 'inter first year', 'inter 1st year', 'intermediate first year', 'intermediate 1st year', 'FYJC'], patterns: [String.raw`(?<![\w+])\+ ?1\b`] },
  12: { aliases: ['HSC', 'plus two', 'second PUC', '2nd PUC', 'II PUC', 'PUC 2', 'PUC II', 'inter second year', 'inter 2nd year', 'intermediate second year', 'intermediate 2nd year', 'SYJC'], patterns: [String.raw`(?<![\w+])\+ ?2\b`, String.raw`\b10 ?\+ ?2\b`] },
};

/** School grades 1–12, read from "class 10", "grade 10", "std 10", "10th", "class X", "tenth class". */
export const GRADES: FacetEntry[] = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  const num = String.raw`0?${n}(?:st|nd|rd|th)?(?![\d:.])`;
  const patterns = [
    String.raw`\b(?:grade|class|std|standard|year|yr|klasse)\.?\s*-?\s*${num}`,
    String.raw`\b${ORDINAL[n]}[- ]?(?:grade|class|std|standard|grader|graders)\b`,
    String.raw`\b${WORDS[n]}[- ]?(?:grade|class|std|standard|grader|graders)\b`,
    String.raw`\b(?:grade|class|std|standard)s?\s+${WORDS[n]}\b`,
    ...(n >= 2 ? [String.raw`\b(?:class|std|standard)\.?\s+${ROMAN[n]}\b(?!\s*puc)`] : []),
    ...(n >= 3 ? [String.raw`(?<!\b(?:after|passed|completed|finished|cleared|post) )\b${ORDINAL[n]}\b${NOT_A_CLASS}`] : []),
    ...(EXTRA_GRADE_NAMES[n]?.patterns ?? []),
  ];
  return entry('grade', `Grade ${n}`, { bare: true, label: `Grade ${n} (Class ${n})`, aliases: EXTRA_GRADE_NAMES[n]?.aliases ?? [], patterns });
});

export const AUDIENCES: FacetEntry[] = [
  entry('audience', 'young children', { label: 'Young children', aliases: ['young kids', 'young learners', 'kids', 'kid', 'child', 'children', 'toddler', 'toddlers', 'little ones', 'little kids', 'primary school', 'primary students', 'preschool', 'preschoolers', 'kindergarten', 'nursery', 'LKG', 'UKG', 'KG', 'juniors', 'small kids', 'bachon', 'bachchon', 'bacchon', 'bachhon', 'bachche', 'bacche', 'bachhe', 'chote bachon', 'chhote bachon', 'chote bacche', 'chhote bachche', 'kuzhandhai', 'kuzhandhaigal', 'kuzhanthaigal', 'pillalu', 'pasanga', 'bachchara'], hint: 'About 4–12 years' }),
  entry('audience', 'teens', { label: 'Teens', aliases: ['teen', 'teenager', 'teenagers', 'adolescents', 'tweens'], hint: 'About 13–17 years' }),
  entry('audience', 'school students', { label: 'School students', aliases: ['school student', 'high school', 'high schoolers', 'middle school', 'secondary school', 'senior secondary', 'students in school', 'school kids', 'schoolchildren', 'school going'] }),
  entry('audience', 'college students', { label: 'College students', aliases: ['college student', 'college', 'university students', 'university', 'undergrads', 'undergraduates', 'engineering students', 'btech students', 'b.tech students', 'graduates', 'freshers'] }),
  entry('audience', 'adults', { label: 'Adults', aliases: ['adult', 'adult learners', 'grown-ups', 'grownups', 'grown ups', 'older learners'] }),
  entry('audience', 'working professionals', { label: 'Working professionals', aliases: ['working professional', 'professionals', 'employees', 'corporate', 'corporates', 'office goers', 'managers', 'founders', 'working adults', 'it professionals', 'job holders', 'working people', 'working women', 'working men', 'working mom', 'working moms', 'executives', 'office workers', 'office worker', 'office going', 'office-going', 'salaried', 'employed', 'for my job', 'for the job', 'for job', 'for my work', 'for work', 'for office', 'for my office', 'for office work', 'office work', 'at work', 'at office', 'at my office', 'at my job', 'job wale', 'naukri wale', 'naukri', 'naukri ke liye', 'job ke liye', 'office ke liye', 'kaam ke liye'] }),
  entry('audience', 'homemakers', { label: 'Homemakers', aliases: ['homemaker', 'home maker', 'home makers', 'housewife', 'housewives', 'house wife', 'house wives', 'stay at home mom', 'stay at home moms', 'stay-at-home mom', 'stay-at-home moms', 'stay at home parents', 'stay-at-home parents', 'home-maker'] }),
  entry('audience', 'seniors', { label: 'Seniors', aliases: ['senior citizens', 'senior citizen', 'seniors', 'elderly', 'elders', 'retired', 'retirees', 'older adults', 'old age', 'grandparents', 'aged parents', 'grandparent', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'granny', 'grandmom', 'granddad', 'dadi', 'nani', 'dadi ji', 'nani ji', 'dadaji', 'nanaji', 'dada ji', 'nana ji', 'thatha', 'paati', 'aaji', 'ajji', 'ajoba', 'thakuma', 'dida', 'pensioner', 'pensioners', 'retiree', '60 plus', 'sixty plus', 'buzurg', 'bujurg'], patterns: [String.raw`(?:over|above) (?:the age of )?(?:6\d|7\d|8\d)(?! ?(?:%|percent|marks|rs|k))`] }),
  entry('audience', 'beginners', { label: 'Beginners', aliases: ['beginner', 'complete beginners', 'absolute beginners', 'newbie', 'newbies', 'from scratch', 'from the scratch'], patterns: [String.raw`\bnever (?:learned|learnt|studied|played|done|tried)\b`] }),
];

const STYLES: FacetEntry[] = [
  entry('style', 'patient', { aliases: ['patience', 'calm', 'gentle', 'slow paced', 'slow pace', 'explains slowly', 'step by step', 'step-by-step'] }),
  entry('style', 'fun', { aliases: ['playful', 'enjoyable', 'game based', 'game-based', 'games based', 'through games'] }),
  entry('style', 'creative', { patterns: [String.raw`\bcreative\b(?! writ)`] }),
  entry('style', 'experienced', { aliases: ['seasoned', 'veteran', 'expert', 'highly qualified'], patterns: [String.raw`\bexperienced\b`, String.raw`\bsenior(?= (?:tutor|teacher|faculty|trainer|coach|mentor|developer|engineer|consultant|professor)s?\b)`] }),
  entry('style', 'proven results', { aliases: ['proven', 'track record', 'results-oriented', 'result oriented', 'results oriented', 'top ranks', 'top rank', 'toppers', 'topper', 'successful students', 'good results', 'high scores', 'rankers', 'selections'] }),
  entry('style', 'structured', { aliases: ['systematic', 'disciplined', 'strict', 'organised', 'organized', 'methodical', 'well planned', 'well-planned'] }),
  entry('style', 'encouraging', { aliases: ['supportive', 'friendly', 'motivating', 'motivational', 'caring', 'positive'], patterns: [String.raw`\bkind\b(?! of\b)`] }),
  entry('style', 'interactive', { aliases: ['engaging', 'two-way', 'activity based', 'activity-based', 'discussion based'] }),
  entry('style', 'practical', { aliases: ['hands-on', 'hands on', 'project-based', 'project based', 'real-world', 'real world', 'industry oriented', 'practical examples'] }),
  entry('style', 'exam-focused', { aliases: ['exam prep', 'exam preparation', 'exam-focused', 'exam focused', 'exam oriented', 'exam-oriented', 'for exams', 'for exam', 'for the exam', 'previous year papers', 'pyq', 'pyqs', 'mock tests', 'test series', 'competitive exams', 'competitive exam', 'competitive exam preparation', 'competitive exams preparation', 'entrance exams', 'entrance exam', 'entrance preparation'] }),
  entry('style', 'conversational', { aliases: ['conversation', 'conversations', 'speaking practice', 'conversation practice', 'talk practice'] }),
];

const TIMES: FacetEntry[] = [
  entry('time', 'today', { label: 'Today', aliases: ['tonight', 'right now', 'asap', 'urgent', 'urgently', 'aaj', 'aaj hi', 'ajke', 'aaj raat', 'indru', 'ivaala', 'ee roju'] }),
  entry('time', 'tomorrow', { label: 'Tomorrow', aliases: ['tmrw', 'tmr', 'naalai', 'repu', 'aagami kal', 'kal subah', 'kal shaam', 'kal sham', 'kal raat'] }),
  entry('time', 'weekends', { label: 'Weekends', aliases: ['weekend', 'saturday', 'saturdays', 'sunday', 'sundays', 'sat-sun', 'sat and sun', 'ravivar', 'raviwar', 'ravivaar', 'itvaar', 'itvar', 'itwar', 'itwaar', 'etwar', 'shanivar', 'shaniwar', 'shanivaar', 'sanivar', 'robibar', 'robibaar', 'shonibar', 'shonibaar', 'aadivaaram', 'adivaram', 'shanivaram', 'gnayiru', 'nyayiru', 'gnayiru kizhamai', 'sani kizhamai', 'chhutti ke din', 'chutti ke din', 'chhutti wale din'] }),
  entry('time', 'weekdays', { label: 'Weekdays', aliases: ['weekday', 'monday', 'mondays', 'tuesday', 'tuesdays', 'wednesday', 'wednesdays', 'thursday', 'thursdays', 'friday', 'fridays', 'mon-fri', 'monday to friday', 'somvar', 'somwar', 'mangalvar', 'mangalwar', 'budhvar', 'budhwar', 'guruvar', 'guruwar', 'brihaspativar', 'shukravar', 'shukrawar', 'hafte ke din', 'working days'] }),
  // Times of day as they are said in English, Hinglish and other Indian languages ("shaam ko", "subah",
  // "raat", "dopahar"; Bengali "sokale", "bikele"; Tamil "kaalai", "maalai"; Marathi "sakali"; Telugu "udayam").
  entry('time', 'evenings', {
    label: 'Evenings (17:00–22:00)',
    aliases: [
      'evening', 'after school', 'after work', 'after office', 'after college', 'night', 'nights', 'late night', 'tonight', 'after my work', 'after my office', 'after job', 'after my job', 'after duty', 'after shift',
      'office ke baad', 'office ke bad', 'kaam ke baad', 'kaam ke bad', 'job ke baad', 'duty ke baad', 'school ke baad', 'college ke baad',
      'shaam', 'shaam ko', 'sham', 'sham ko', 'shyam ko', 'shaamko', 'raat', 'raat ko', 'rat ko', 'raatko', 'raat me', 'raat mein', 'sandhya', 'sandhyakali', 'sondhya', 'sondhyay', 'sondhe', 'sondhebela', 'ratre', 'raate', 'ratri', 'raatri', 'rathri', 'maalai', 'maalaiyil', 'iravu', 'saayantram', 'sayantram', 'sanje', 'vaikunneram',
    ],
  }),
  entry('time', 'mornings', {
    label: 'Mornings (06:00–12:00)',
    aliases: [
      'morning', 'before school', 'before work', 'before office', 'early morning', 'early', 'before my work', 'before my office', 'before job', 'before my job', 'before college',
      'office se pehle', 'office ke pehle', 'office jaane se pehle', 'kaam se pehle', 'school se pehle', 'college se pehle',
      'subah', 'subha', 'subhe', 'subah ko', 'savere', 'savera', 'sawere', 'saverey', 'bhor', 'sokal', 'sokale', 'shokale', 'sakale', 'sakali', 'sakaali', 'kaalai', 'kaalaiyil', 'kalaiyil', 'udayam', 'poddunne', 'raavile',
    ],
  }),
  entry('time', 'afternoons', {
    label: 'Afternoons (12:00–17:00)',
    aliases: ['afternoon', 'lunch time', 'lunchtime', 'noon', 'dopahar', 'dopahar ko', 'dopehar', 'dophar', 'dupahar', 'dupur', 'dupure', 'dupurbela', 'dupari', 'bikel', 'bikele', 'bikale', 'madhyanam', 'madhyahnam', 'mathiyam', 'madhyaahnam', 'uchaykku'],
  }),
];

/** Every entry of every kind. */
export const CATALOGUE: FacetEntry[] = [...SUBJECTS, ...EXAMS, ...BOARDS, ...LEVELS, ...GRADES, ...AUDIENCES, ...STYLES, ...LANGUAGES, ...TIMES];

const BY_KIND: Record<FacetKind, FacetEntry[]> = {
  subject: SUBJECTS, exam: EXAMS, board: BOARDS, level: LEVELS, grade: GRADES, audience: AUDIENCES, style: STYLES, language: LANGUAGES, time: TIMES,
};

/** The entries of one kind, in catalogue order. */
export function entriesOf(kind: FacetKind): FacetEntry[] {
  return BY_KIND[kind];
}

/**
 * Codes with their broader codes after them, each once and narrower ones first: ["Gujarat Board"] → ["Gujarat Board", "State Board"],
 * ["Maths Olympiad"] → ["Maths Olympiad", "Olympiad"]. For exams and boards (subjects: see ancestorsOf).
 */
export function withBroader(kind: FacetKind, codes: string[]): string[] {
  const out: string[] = [];
  const add = (code: string) => {
    if (!out.some((x) => x.toLowerCase() === code.toLowerCase())) out.push(code);
  };
  for (const code of codes) {
    add(code);
    const seen = new Set<string>();
    for (let at = findEntry(kind, code)?.parent; at && !seen.has(at); at = findEntry(kind, at)?.parent) {
      seen.add(at);
      add(at);
    }
  }
  // Narrower codes first: a broader one named before its narrower one ("SSC, Maharashtra board") moves after.
  const broader = new Set(out.map((code) => findEntry(kind, code)?.parent?.toLowerCase()).filter(Boolean));
  return [...out.filter((x) => !broader.has(x.toLowerCase())), ...out.filter((x) => broader.has(x.toLowerCase()))];
}

/** The narrower codes under an exam or board code ("State Board" → every state's board). */
export function narrowerOf(kind: FacetKind, code: string): string[] {
  const key = code.toLowerCase();
  return entriesOf(kind).filter((e) => e.parent?.toLowerCase() === key).map((e) => e.code);
}

/** The entry of `kind` whose code is `code` (case-insensitive). */
export function findEntry(kind: FacetKind, code: string): FacetEntry | undefined {
  const key = code.toLowerCase();
  return entriesOf(kind).find((e) => e.code.toLowerCase() === key);
}
