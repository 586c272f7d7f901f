// The subject catalogue: every category a tutor can teach and a student can ask for, with its broader
// subject, its other names and spellings, and (for groupings such as Science or Coding) whether naming it
// means "any of its sub-categories". Pure data, shared by the server and the web.
import type { FacetEntry } from './types';

type SubjectOptions = {
  /** Other names, matched as whole words (a trailing plural "s" is accepted). */
  aliases?: string[];
  /** Regular-expression sources for stems and guarded words ("guitar\\w*", "(?<!from )scratch"). */
  patterns?: string[];
  broad?: boolean;
  hint?: string;
  /** The code itself is not something students type (exam-preparation categories, bare groupings). */
  bare?: boolean;
};

function subject(code: string, parent: string | undefined, o: SubjectOptions = {}): FacetEntry {
  const aliases = [...(o.bare ? [] : [code.toLowerCase()]), ...(o.aliases ?? [])];
  return {
    kind: 'subject',
    code,
    label: code,
    patterns: o.patterns ?? [],
    aliases: aliases.filter((a, i) => aliases.indexOf(a) === i),
    ...(parent ? { parent } : {}),
    ...(o.broad ? { broad: true } : {}),
    ...(o.bare ? { heading: true } : {}),
    ...(o.hint ? { hint: o.hint } : {}),
  };
}

const s = subject;

export const SUBJECTS: FacetEntry[] = [
  // Mathematics and aptitude
  s('Mathematics', undefined, {
    aliases: ['maths', 'math', 'mathematics', 'algebra', 'geometry', 'trigonometry', 'arithmetic', 'calculus', 'mensuration', 'coordinate geometry', 'number system', 'linear algebra'],
  }),
  s('Vedic Maths', 'Mathematics', { aliases: ['vedic math', 'vedic mathematics', 'speed maths', 'speed math'] }),
  s('Abacus', 'Mathematics', { aliases: ['mental arithmetic', 'mental maths', 'mental math', 'ucmas'] }),
  s('Statistics', 'Mathematics', { aliases: ['stats', 'probability and statistics', 'biostatistics'] }),
  s('AP Calculus', 'Mathematics', { aliases: ['ap calc', 'ap calculus ab', 'ap calculus bc', 'calculus ab', 'calculus bc'] }),
  s('AP Statistics', 'Statistics', { aliases: ['ap stats'] }),
  s('IB Maths AA', 'Mathematics', {
    aliases: ['ib math aa', 'ib mathematics aa', 'maths aa', 'math aa', 'analysis and approaches', 'ib maths analysis and approaches'],
    hint: 'IB Mathematics: Analysis and Approaches',
  }),
  s('IB Maths AI', 'Mathematics', {
    aliases: ['ib math ai', 'ib mathematics ai', 'maths ai', 'math ai', 'applications and interpretation', 'ib maths applications and interpretation'],
    hint: 'IB Mathematics: Applications and Interpretation',
  }),
  s('Aptitude', undefined, { aliases: ['aptitude test', 'aptitude tests'], broad: true }),
  s('Quantitative Aptitude', 'Aptitude', { aliases: ['quant aptitude', 'quantitative ability', 'quantitative reasoning'] }),
  s('Logical Reasoning', 'Aptitude', { aliases: ['reasoning', 'lrdi', 'data interpretation', 'analytical reasoning', 'verbal and non verbal reasoning'] }),
  s('Verbal Ability', 'Aptitude', { aliases: ['varc', 'verbal reasoning'] }),
  s('General Knowledge', undefined, { aliases: ['gk', 'current affairs', 'general awareness', 'general studies'] }),

  // Sciences
  s('Science', undefined, { aliases: ['general science', 'sciences', 'science subjects', 'pcm', 'pcb', 'pcmb'], broad: true }),
  s('Physics', 'Science', { aliases: ['mechanics', 'electromagnetism', 'optics', 'thermodynamics'] }),
  s('AP Physics', 'Physics', { aliases: ['ap physics 1', 'ap physics 2', 'ap physics c'] }),
  s('Chemistry', 'Science', { aliases: ['organic chemistry', 'inorganic chemistry', 'physical chemistry'] }),
  s('AP Chemistry', 'Chemistry', { aliases: ['ap chem'] }),
  s('Biology', 'Science', { aliases: ['bio', 'botany', 'zoology', 'life science', 'life sciences'] }),
  s('AP Biology', 'Biology', { aliases: ['ap bio'] }),
  s('Environmental Science', 'Science', { aliases: ['evs', 'environmental studies', 'environment science'] }),

  // Languages
  s('Languages', undefined, { bare: true, aliases: ['foreign language', 'foreign languages', 'indian languages'] }),
  s('English', 'Languages', { aliases: ['english language'] }),
  s('Spoken English', 'English', {
    aliases: ['english speaking', 'english conversation', 'conversational english', 'english fluency', 'fluent english', 'communicative english', 'spoken english course'],
    patterns: [String.raw`\b(?:speak|talk)(?:ing)? (?:in )?(?:fluent |good |better )?english(?: fluently| confidently| better)?\b(?= |$)`],
  }),
  s('English Grammar', 'English', { aliases: ['grammar in english', 'english grammer'] }),
  s('Phonics', 'English', { aliases: ['jolly phonics', 'synthetic phonics', 'early reading', 'reading readiness'] }),
  s('English Literature', 'English', { aliases: ['english lit', 'literature in english'] }),
  s('Business English', 'English', { aliases: ['corporate english', 'english for business', 'professional english', 'email writing'] }),
  s('Hindi', 'Languages', { aliases: ['hindi language'] }),
  s('Sanskrit', 'Languages'),
  s('Tamil', 'Languages'),
  s('Telugu', 'Languages'),
  s('Bengali', 'Languages', { aliases: ['bangla'] }),
  s('Marathi', 'Languages'),
  s('Kannada', 'Languages'),
  s('Malayalam', 'Languages'),
  s('Gujarati', 'Languages'),
  s('Punjabi', 'Languages', { aliases: ['gurmukhi'] }),
  s('Urdu', 'Languages'),
  s('Odia', 'Languages', { aliases: ['oriya'] }),
  s('French', 'Languages', { aliases: ['francais'] }),
  s('Spanish', 'Languages', { aliases: ['espanol'] }),
  s('German', 'Languages', { aliases: ['deutsch'] }),
  s('Japanese', 'Languages', { aliases: ['nihongo'] }),
  s('Mandarin Chinese', 'Languages', { aliases: ['mandarin', 'chinese'] }),
  s('Arabic', 'Languages'),
  s('Korean', 'Languages'),
  s('Italian', 'Languages'),
  s('Portuguese', 'Languages'),
  s('Russian', 'Languages'),

  // Writing and communication
  s('Writing', undefined, { bare: true, aliases: ['writing skills'], broad: true }),
  s('Creative Writing', 'Writing', { aliases: ['story writing', 'storytelling', 'poetry writing', 'fiction writing'], patterns: [String.raw`\bcreative writ\w*`] }),
  s('Essay Writing', 'Writing', { aliases: ['essay', 'essays', 'composition writing', 'letter writing'] }),
  s('Content Writing', 'Writing', { aliases: ['blog writing', 'blogging', 'technical writing'], patterns: [String.raw`\bcontent writ\w*`] }),
  s('Copywriting', 'Writing', { patterns: [String.raw`\bcopy ?writ\w*`] }),
  s('Handwriting Improvement', 'Writing', { aliases: ['handwriting', 'cursive writing', 'cursive'] }),
  s('Soft Skills', undefined, { aliases: ['communication skills', 'personality development', 'etiquette', 'confidence building'] }),
  s('Public Speaking', 'Soft Skills', { aliases: ['stage fear', 'presentation skills', 'elocution'], patterns: [String.raw`\bpublic speak\w*`] }),
  s('Debate', 'Soft Skills', { aliases: ['model united nations', 'mun'], patterns: [String.raw`\bdebat\w*`] }),
  s('Interview Preparation', 'Soft Skills', { aliases: ['interview prep', 'mock interview', 'mock interviews', 'interview skills', 'job interview'] }),

  // Social studies, humanities, commerce
  s('Social Studies', undefined, { aliases: ['social science', 'sst', 'social sciences'], broad: true }),
  s('History', 'Social Studies', { aliases: ['world history', 'indian history', 'ancient history', 'modern history'] }),
  s('Geography', 'Social Studies'),
  s('Political Science', 'Social Studies', { aliases: ['civics', 'polity', 'politics', 'indian polity'] }),
  s('Humanities', undefined, { aliases: ['arts stream', 'humanities stream'], broad: true }),
  s('Psychology', 'Humanities'),
  s('Sociology', 'Humanities'),
  s('Philosophy', 'Humanities'),
  s('Commerce', undefined, { aliases: ['commerce stream', 'commerce subjects'], broad: true }),
  s('Accountancy', 'Commerce', { aliases: ['accounting', 'accounts', 'bookkeeping', 'financial accounting'] }),
  s('Tally & GST', 'Accountancy', { aliases: ['tally', 'tally prime', 'tally erp', 'gst', 'gst filing'] }),
  s('Business Studies', 'Commerce', { aliases: ['bst'] }),
  s('Economics', 'Commerce', { aliases: ['microeconomics', 'macroeconomics', 'econ'] }),

  // Computing
  s('Computer Science', undefined, { aliases: ['computer applications', 'computers', 'computer', 'informatics practices', 'data structures', 'algorithms', 'dsa', 'computer studies'] }),
  s('Coding', 'Computer Science', { aliases: ['programming', 'code', 'coder'], broad: true }),
  s('Python Programming', 'Coding', { aliases: ['python', 'django', 'pandas'] }),
  s('Java Programming', 'Coding', { aliases: ['java', 'spring boot'] }),
  s('C/C++ Programming', 'Coding', { aliases: ['c++', 'cpp', 'c programming', 'c language', 'c and c++'] }),
  s('JavaScript', 'Coding', { aliases: ['js', 'typescript', 'node', 'nodejs', 'node.js'] }),
  s('Web Development', 'Coding', { aliases: ['react', 'reactjs', 'react.js', 'angular', 'vue', 'nextjs', 'next.js', 'web design', 'website development', 'html', 'css', 'full stack', 'fullstack', 'mern', 'frontend', 'front end', 'backend', 'back end'], patterns: [String.raw`\bweb ?dev\w*`] }),
  s('Mobile App Development', 'Coding', { aliases: ['app development', 'android', 'ios', 'flutter', 'react native', 'kotlin', 'swift', 'app dev'] }),
  s('Game Development', 'Coding', { aliases: ['unity', 'unreal engine', 'game design'], patterns: [String.raw`\bgame ?dev\w*`] }),
  s('Coding for Kids', 'Coding', {
    aliases: ['kids coding', 'coding for children', 'kids programming', 'programming for kids', 'coding for beginners kids', 'block coding', 'block based coding'],
    broad: true,
  }),
  s('Scratch', 'Coding for Kids', { bare: true, aliases: ['scratch programming', 'scratch coding', 'scratchjr', 'scratch jr', 'mit scratch'], patterns: [String.raw`(?<!\bfrom )(?<!\bfrom the )\bscratch\b(?! (?:pad|card)s?\b)`] }),
  s('Data Science', 'Computer Science', { aliases: ['data analytics', 'data analysis', 'data analyst', 'sql', 'power bi', 'tableau'], patterns: [String.raw`\bdata scien\w*`] }),
  s('Machine Learning', 'Data Science', { aliases: ['ml', 'deep learning', 'neural networks'] }),
  s('Artificial Intelligence', 'Data Science', { aliases: ['generative ai', 'gen ai', 'genai', 'ai ml', 'ai/ml', 'ai engineering', 'prompt engineering', 'llm', 'llms', 'chatgpt'] }),
  s('Cloud Computing', 'Computer Science', { aliases: ['cloud', 'aws', 'azure', 'gcp', 'devops', 'docker', 'kubernetes'] }),
  s('Cybersecurity', 'Computer Science', { aliases: ['cyber security', 'ethical hacking', 'information security', 'network security'] }),
  s('Computer Skills', 'Computer Science', { aliases: ['basic computer', 'computer basics', 'computer literacy', 'ms office', 'microsoft office', 'typing'] }),
  s('MS Excel', 'Computer Skills', { aliases: ['ms-excel', 'advanced excel', 'microsoft excel', 'spreadsheets', 'google sheets'], patterns: [String.raw`\bexcel\b(?! (?:in|at)\b)`] }),
  s('Robotics', 'Computer Science', { aliases: ['arduino', 'raspberry pi', 'stem robotics'] }),

  // Engineering and professional degrees
  s('Engineering', undefined, { bare: true, aliases: ['engineering subjects'] }),
  s('Electronics', 'Engineering', { aliases: ['electronics engineering', 'digital electronics', 'ece'] }),
  s('Electrical Engineering', 'Engineering', { aliases: ['electrical', 'circuits'] }),
  s('Mechanical Engineering', 'Engineering', { aliases: ['mechanical', 'autocad', 'solidworks'] }),
  s('Civil Engineering', 'Engineering', { aliases: ['structural engineering'] }),
  s('Healthcare', undefined, { bare: true }),
  s('Medicine', 'Healthcare', { aliases: ['mbbs', 'anatomy', 'physiology', 'pharmacology', 'medical subjects'] }),
  s('Nursing', 'Healthcare', { aliases: ['bsc nursing', 'gnm'] }),
  s('Law', undefined, { aliases: ['legal', 'llb', 'legal studies', 'constitutional law', 'corporate law'] }),

  // Design and media
  s('Design', undefined, { aliases: ['designing'], broad: true }),
  s('UI/UX Design', 'Design', { aliases: ['ui/ux', 'ui ux', 'ux', 'ui', 'ux design', 'ui design', 'user experience', 'figma', 'product design'] }),
  s('Graphic Design', 'Design', { aliases: ['graphic designing', 'canva', 'photoshop', 'adobe illustrator', 'logo design'] }),
  s('Fashion Design', 'Design', { aliases: ['fashion designing', 'stitching', 'tailoring'] }),
  s('Digital Media', undefined, { bare: true, aliases: ['content creation', 'youtube'] }),
  s('Photography', 'Digital Media', { patterns: [String.raw`\bphotograph\w*`] }),
  s('Video Editing', 'Digital Media', { aliases: ['premiere pro', 'after effects', 'davinci resolve', 'final cut'] }),
  s('Art', undefined, { aliases: ['arts and crafts', 'fine arts', 'fine art'], broad: true }),
  s('Drawing & Painting', 'Art', { aliases: ['drawing', 'painting', 'sketching', 'sketch', 'watercolour', 'watercolor', 'acrylic painting', 'oil painting', 'drawing and painting'] }),
  s('Art & Craft', 'Art', { aliases: ['art and craft', 'craft', 'crafts', 'origami', 'clay modelling'] }),
  s('Calligraphy', 'Art', { aliases: ['lettering', 'hand lettering'] }),

  // Music
  s('Music', undefined, { aliases: ['musical instrument', 'musical instruments', 'instrument'], broad: true }),
  s('Guitar', 'Music', { aliases: ['acoustic guitar', 'electric guitar', 'bass guitar'], patterns: [String.raw`\bguitar\w*`] }),
  s('Ukulele', 'Music'),
  s('Piano', 'Music'),
  s('Keyboard', 'Music', { aliases: ['casio', 'synth'] }),
  s('Violin', 'Music'),
  s('Carnatic Violin', 'Violin'),
  s('Flute', 'Music', { aliases: ['bansuri'] }),
  s('Drums', 'Music', { aliases: ['drum', 'drumming', 'drum kit', 'percussion'] }),
  s('Music Theory', 'Music', { aliases: ['western music theory', 'sight reading', 'staff notation'] }),
  s('Hindustani Instruments', 'Music', {
    aliases: ['hindustani classical instruments', 'indian classical instruments', 'indian instruments', 'hindustani instrumental'],
    broad: true,
  }),
  s('Tabla', 'Hindustani Instruments'),
  s('Sitar', 'Hindustani Instruments'),
  s('Harmonium', 'Hindustani Instruments'),
  s('Santoor', 'Hindustani Instruments', { aliases: ['santur'] }),
  s('Sarod', 'Hindustani Instruments'),
  s('Carnatic Instruments', 'Music', { aliases: ['carnatic instrumental'], broad: true }),
  s('Veena', 'Carnatic Instruments', { aliases: ['veenai', 'saraswati veena'] }),
  s('Mridangam', 'Carnatic Instruments', { aliases: ['mridangam', 'mridang'] }),
  s('Singing', 'Music', { aliases: ['vocals', 'vocal', 'voice lessons', 'voice lesson', 'voice training', 'vocal training', 'singer'], broad: true }),
  s('Carnatic Vocal', 'Singing', { aliases: ['carnatic', 'carnatic music', 'carnatic singing', 'carnatic classical'] }),
  s('Hindustani Vocal', 'Singing', { aliases: ['hindustani', 'hindustani classical', 'hindustani music', 'hindustani singing', 'indian classical singing', 'indian classical vocal'] }),
  s('Western Vocal', 'Singing', { aliases: ['western singing', 'western classical singing', 'pop singing'] }),
  s('Bollywood Singing', 'Singing', { aliases: ['bollywood songs', 'film songs', 'light music', 'playback singing'] }),

  // Dance, wellness, games
  s('Dance', undefined, { patterns: [String.raw`\bdanc\w*`], broad: true }),
  s('Bharatanatyam', 'Dance', { aliases: ['bharatnatyam', 'bharathanatyam', 'bharatanatyam dance'] }),
  s('Kathak', 'Dance'),
  s('Odissi', 'Dance'),
  s('Kuchipudi', 'Dance'),
  s('Contemporary Dance', 'Dance', { aliases: ['contemporary', 'western dance', 'freestyle dance'] }),
  s('Hip Hop Dance', 'Dance', { aliases: ['hip hop', 'hip-hop', 'hiphop', 'breakdance', 'breaking'] }),
  s('Bollywood Dance', 'Dance', { aliases: ['bollywood', 'zumba dance'] }),
  s('Health & Fitness', undefined, { bare: true, aliases: ['health and fitness', 'wellness'] }),
  s('Yoga', 'Health & Fitness', { aliases: ['asanas', 'pranayama', 'hatha yoga', 'power yoga', 'prenatal yoga'] }),
  s('Meditation', 'Health & Fitness', { aliases: ['mindfulness', 'breathwork'], patterns: [String.raw`\bmeditat\w*`] }),
  s('Fitness Training', 'Health & Fitness', { aliases: ['fitness', 'workout', 'workouts', 'gym', 'personal trainer', 'weight loss', 'strength training', 'zumba', 'aerobics', 'calisthenics'] }),
  s('Nutrition', 'Health & Fitness', { aliases: ['diet', 'dietician', 'dietitian', 'diet plan', 'nutritionist'] }),
  s('Chess', undefined, { aliases: ['chess openings', 'fide'] }),

  // Business and careers
  s('Business', undefined, { bare: true, aliases: ['business management', 'business skills'] }),
  s('Startup Consulting', 'Business', { aliases: ['startup', 'startups', 'start-up', 'start-ups', 'start up', 'fundraising', 'pitch deck'] }),
  s('Entrepreneurship', 'Business', { aliases: ['entrepreneur', 'entrepreneurs', 'small business'] }),
  s('Business Strategy', 'Business', { aliases: ['business consultant', 'business consulting', 'business coach', 'business coaching', 'business mentor', 'business mentoring', 'business strategist', 'strategy consulting', 'management consulting'] }),
  s('Product Management', 'Business', { aliases: ['product manager', 'product managers', 'product management'], patterns: [String.raw`\bproduct manag\w*`] }),
  s('Project Management', 'Business', { aliases: ['pmp', 'scrum', 'agile', 'prince2'], patterns: [String.raw`\bproject manag\w*`] }),
  s('Digital Marketing', 'Business', { aliases: ['social media marketing', 'performance marketing', 'online marketing', 'google ads', 'facebook ads', 'marketing'] }),
  s('SEO', 'Digital Marketing', { aliases: ['search engine optimisation', 'search engine optimization'] }),
  s('Leadership Coaching', 'Business', { aliases: ['leadership', 'executive coaching', 'leadership skills', 'people management'] }),
  s('Career Counselling', undefined, { aliases: ['career counseling', 'career guidance', 'career coach', 'career coaching', 'career advice', 'career counsellor', 'career counselor', 'stream selection'] }),
  s('Finance', undefined, { bare: true, aliases: ['financial literacy'], broad: true }),
  s('Finance & Investing', 'Finance', { aliases: ['finance', 'investing', 'investment', 'investments', 'mutual funds', 'investment banking', 'financial modelling', 'financial modeling'] }),
  s('Personal Finance', 'Finance', { aliases: ['money management', 'financial planning', 'tax planning'] }),
  s('Stock Market Trading', 'Finance', { aliases: ['stock market', 'share market', 'stock trading', 'trading', 'options trading', 'technical analysis', 'intraday'] }),

  // Exam preparation: reached through the exams (a student who says "JEE" asks for the exam, not a subject).
  s('Exam Preparation', undefined, { bare: true, aliases: ['competitive exams', 'entrance exams', 'entrance exam', 'competitive exam'], broad: true }),
  s('JEE Preparation', 'Exam Preparation', { bare: true, hint: 'JEE Main, JEE Advanced and state engineering entrances' }),
  s('NEET Preparation', 'Exam Preparation', { bare: true }),
  s('UPSC Preparation', 'Exam Preparation', { bare: true, hint: 'UPSC and state civil services' }),
  s('CAT Preparation', 'Exam Preparation', { bare: true, hint: 'CAT and other MBA entrances' }),
  s('GRE Preparation', 'Exam Preparation', { bare: true }),
  s('GMAT Preparation', 'Exam Preparation', { bare: true }),
  s('IELTS Preparation', 'Exam Preparation', { bare: true }),
  s('TOEFL Preparation', 'Exam Preparation', { bare: true }),
  s('PTE Preparation', 'Exam Preparation', { bare: true, hint: 'PTE Academic and the Duolingo English Test' }),
  s('SAT Preparation', 'Exam Preparation', { bare: true }),
  s('ACT Preparation', 'Exam Preparation', { bare: true }),
  s('Olympiad Training', 'Exam Preparation', { bare: true, hint: 'Olympiads and NTSE' }),
  s('CLAT Preparation', 'Exam Preparation', { bare: true }),
  s('CUET Preparation', 'Exam Preparation', { bare: true }),
  s('NDA Preparation', 'Exam Preparation', { bare: true, hint: 'NDA, CDS and AFCAT' }),
  s('Government Exams Preparation', 'Exam Preparation', { bare: true, hint: 'SSC, railway and other government recruitment exams' }),
  s('Banking Exams Preparation', 'Exam Preparation', { bare: true, hint: 'IBPS, SBI PO and clerk, RBI' }),
  s('GATE Preparation', 'Exam Preparation', { bare: true }),
];

/** Subject codes by lower-cased code. */
const BY_CODE = new Map(SUBJECTS.map((e) => [e.code.toLowerCase(), e]));

export function subjectEntry(code: string): FacetEntry | undefined {
  return BY_CODE.get(code.toLowerCase());
}

/** The chain of broader subjects above `code`, nearest first ("AP Physics" → Physics, Science). */
export function ancestorsOf(code: string): string[] {
  const out: string[] = [];
  let at = subjectEntry(code)?.parent;
  while (at && !out.includes(at)) {
    out.push(at);
    at = subjectEntry(at)?.parent;
  }
  return out;
}

/** Direct sub-categories of `code`. */
function childrenOf(code: string): string[] {
  const key = code.toLowerCase();
  return SUBJECTS.filter((e) => e.parent?.toLowerCase() === key).map((e) => e.code);
}

/** Every sub-category below `code`, breadth first. */
export function descendantsOf(code: string): string[] {
  const out: string[] = [];
  const queue = childrenOf(code);
  while (queue.length) {
    const next = queue.shift()!;
    if (out.includes(next)) continue;
    out.push(next);
    queue.push(...childrenOf(next));
  }
  return out;
}

/** Families whose classes follow a school's grades (a child's age then also says which class). */
const SCHOOL_ROOTS = new Set(['Mathematics', 'Aptitude', 'General Knowledge', 'Science', 'Languages', 'Writing', 'Social Studies', 'Humanities', 'Commerce', 'Computer Science']);

export function isSchoolSubject(code: string): boolean {
  if (code === 'Coding' || ancestorsOf(code).includes('Coding')) return false;
  return [code, ...ancestorsOf(code)].some((c) => SCHOOL_ROOTS.has(c));
}
