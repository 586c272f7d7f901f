// The words the built-in engine understands. Each entry maps patterns in a student's sentence to the
// structured facets experts declare (domains, subjects, boards, exams, levels, audiences, styles).

/** Subject phrases → catalog domain names (and subject tags). Longer phrases first. */
export const SUBJECT_PATTERNS: [RegExp, string[]][] = [
  [/\bcreative writ\w*/, ['Creative Writing']],
  [/\bcontent writ\w*/, ['Content Writing']],
  [/\bcopy ?writ\w*/, ['Copywriting']],
  [/\bpublic speak\w*/, ['Public Speaking']],
  [/\benglish lit(erature)?\b/, ['English Literature']],
  [/\bspoken english\b/, ['English']],
  [/\b(maths?|mathematics|algebra|geometry|calculus|trigonometry|arithmetic)\b/, ['Mathematics']],
  [/\bphysics\b/, ['Physics']],
  [/\bchemistry\b/, ['Chemistry']],
  [/\b(biology|botany|zoology)\b/, ['Biology']],
  [/(?<!(data|computer|political|environmental) )\bscience\b/, ['Physics', 'Chemistry', 'Biology']],
  [/\b(evs|environmental science)\b/, ['Environmental Science']],
  [/\bhistory\b/, ['History']],
  [/\bgeography\b/, ['Geography']],
  [/\b(political science|civics|polity)\b/, ['Political Science']],
  [/\beconomics\b/, ['Economics']],
  [/\b(accountancy|accounting|accounts)\b/, ['Accountancy']],
  [/\bbusiness studies\b/, ['Business Studies']],
  [/\bpsychology\b/, ['Psychology']],
  [/\bsociology\b/, ['Sociology']],
  [/\bphilosophy\b/, ['Philosophy']],
  [/\bstatistics\b/, ['Statistics']],
  [/\bcomputer science\b/, ['Computer Science']],
  [/\bpython\b/, ['Python Programming']],
  [/\bjava\b(?!script)/, ['Java Programming']],
  [/\b(javascript|js|typescript|react|node(\.js)?)\b/, ['JavaScript', 'Web Development']],
  [/\bweb (dev\w*|design)\b/, ['Web Development']],
  [/\bdata scien\w*/, ['Data Science']],
  [/\bmachine learning\b|\bml\b/, ['Machine Learning']],
  [/\b(artificial intelligence|ai engineering|deep learning)\b/, ['Artificial Intelligence', 'Machine Learning']],
  [/\bcloud\b|\baws\b|\bazure\b/, ['Cloud Computing']],
  [/\bcyber ?security|ethical hacking\b/, ['Cybersecurity']],
  [/\b(app development|android|ios|flutter)\b/, ['Mobile App Development']],
  [/\bgame dev\w*/, ['Game Development']],
  [/\brobotics\b/, ['Robotics']],
  [/\belectronics\b/, ['Electronics']],
  [/\b(coding|programming)\b/, ['Python Programming', 'Computer Science', 'JavaScript', 'Web Development', 'Java Programming']],
  [/\b(ui|ux|ui\/ux)\b/, ['UI/UX Design']],
  [/\bgraphic design\w*/, ['Graphic Design']],
  [/\bdigital marketing\b/, ['Digital Marketing']],
  [/\bseo\b/, ['SEO']],
  [/\bphotograph\w*/, ['Photography']],
  [/\bvideo edit\w*/, ['Video Editing']],
  [/\b(drawing|painting|sketching|art)\b/, ['Drawing & Painting']],
  [/\bcalligraphy\b/, ['Calligraphy']],
  [/\bhandwriting\b/, ['Handwriting Improvement']],
  [/\bdebat\w*/, ['Debate']],
  [/\bguitar\w*/, ['Guitar']],
  [/\bpiano\b/, ['Piano']],
  [/\bkeyboard\b/, ['Keyboard']],
  [/\bviolin\b/, ['Violin']],
  [/\btabla\b/, ['Tabla']],
  [/\bflute\b/, ['Flute']],
  [/\bdrum\w*/, ['Drums']],
  [/\bcarnatic\b/, ['Carnatic Vocal']],
  [/\bhindustani\b/, ['Hindustani Vocal']],
  [/\b(singing|vocals?|voice lessons?)\b/, ['Western Vocal', 'Hindustani Vocal', 'Carnatic Vocal']],
  [/\bbharatanatyam\b/, ['Bharatanatyam']],
  [/\bkathak\b/, ['Kathak']],
  [/\bdanc\w*/, ['Contemporary Dance', 'Bharatanatyam', 'Kathak']],
  [/\byoga\b/, ['Yoga']],
  [/\bmeditat\w*|mindfulness\b/, ['Meditation']],
  [/\b(fitness|workout|gym)\b/, ['Fitness Training']],
  [/\b(nutrition|diet)\w*/, ['Nutrition']],
  [/\bchess\b/, ['Chess']],
  [/\bstart-?ups?\b/, ['Startup Consulting', 'Entrepreneurship']],
  [/\bentrepreneur\w*/, ['Entrepreneurship', 'Startup Consulting']],
  [/\bbusiness (consult\w*|strateg\w*|coach\w*|mentor\w*)/, ['Business Strategy', 'Startup Consulting']],
  [/\bproduct manag\w*/, ['Product Management']],
  [/\bproject manag\w*|\bpmp\b/, ['Project Management']],
  [/\b(investing|investment|finance)\b/, ['Finance & Investing', 'Personal Finance']],
  [/\bstock (market|trading)\b|\btrading\b/, ['Stock Market Trading']],
  [/\bleadership\b/, ['Leadership Coaching']],
  [/\bcareer (counsel\w*|guidance|coach\w*)/, ['Career Counselling']],
  [/\bsoft skills?\b|communication skills?\b/, ['Soft Skills']],
  [/\blaw\b|\blegal\b|\bclat\b/, ['Law']],
  [/\bmechanical\b/, ['Mechanical Engineering']],
  [/\bcivil engineering\b/, ['Civil Engineering']],
  [/\bnursing\b/, ['Nursing']],
  [/\bmedicine\b|\bmbbs\b/, ['Medicine']],
];

/** Languages a tutor may teach in; those that are also subjects are decided by context. */
export const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati', 'Punjabi', 'Urdu', 'French', 'Spanish', 'German', 'Japanese', 'Mandarin', 'Arabic', 'Korean', 'Italian', 'Portuguese', 'Russian', 'Sanskrit'];
export const LANGUAGE_DOMAIN: Record<string, string> = { Mandarin: 'Mandarin Chinese' };

export const BOARD_PATTERNS: [RegExp, string][] = [
  [/\bcbse\b/, 'CBSE'],
  [/\b(icse|isc)\b/, 'ICSE'],
  [/\bigcse\b/, 'IGCSE'],
  [/\b(ib|international baccalaureate)\b/, 'IB'],
  [/\b(state board|ssc|hsc|maharashtra board|tamil nadu board|kerala board|up board)\b/, 'State Board'],
];

/** Exam code → the names experts declare. */
export const EXAM_PATTERNS: [RegExp, string, string[], string | null][] = [
  [/\bjee( mains?| advanced)?\b|\biit[- ]?jee\b/, 'JEE', ['JEE Main', 'JEE Advanced'], 'JEE Preparation'],
  [/\bneet\b/, 'NEET', ['NEET'], 'NEET Preparation'],
  [/\bielts\b/, 'IELTS', ['IELTS'], 'IELTS Preparation'],
  [/\btoefl\b/, 'TOEFL', ['TOEFL'], 'TOEFL Preparation'],
  [/\bsat\b/, 'SAT', ['SAT'], 'SAT Preparation'],
  [/\bgre\b/, 'GRE', ['GRE'], 'GRE Preparation'],
  [/\bgmat\b/, 'GMAT', ['GMAT'], 'GMAT Preparation'],
  [/\bcat\b(?! ?s\b)/, 'CAT', ['CAT'], 'CAT Preparation'],
  [/\b(upsc|ias|civil services)\b/, 'UPSC', ['UPSC'], 'UPSC Preparation'],
  [/\bolympiads?\b/, 'Olympiad', ['Olympiad'], 'Olympiad Training'],
  [/\bdelf\b/, 'DELF', ['DELF'], null],
  [/\bjlpt\b/, 'JLPT', ['JLPT'], null],
  [/\bboard exams?\b/, 'Board Exams', ['CBSE Board Exams'], null],
];

export const AUDIENCE_PATTERNS: [RegExp, string][] = [
  [/\b(young (children|kids|learners)|kids?|child(ren)?|toddlers?|little ones|primary school|my (son|daughter))\b/, 'young children'],
  [/\b(complete |absolute |total )?beginners?\b|\bfrom scratch\b|\bnewbies?\b|\bnever (learned|studied)\b/, 'beginners'],
  [/\b(adults?|grown-?ups?|seniors?)\b/, 'adults'],
  [/\b(working professionals?|professionals?|employees|managers?|founders?)\b/, 'working professionals'],
  [/\b(college|university|undergrad\w*|engineering students?)\b/, 'college students'],
  [/\b(school students?|high school|teen(ager)?s?|students? in school)\b/, 'school students'],
];

export const STYLE_PATTERNS: [RegExp, string][] = [
  [/\bpatien(t|ce)\b/, 'patient'],
  [/\b(fun|playful|engaging|enjoyable)\b/, 'fun'],
  [/\bcreative\b(?! writ)/, 'creative'],
  [/\b(experienced|seasoned|veteran|senior|expert)\b/, 'experienced'],
  [/\b(proven|track record|results?-oriented|top ranks?|toppers?|successful students)\b/, 'proven results'],
  [/\b(structured|systematic|disciplined|strict|organi[sz]ed)\b/, 'structured'],
  [/\b(encouraging|supportive|friendly|kind|motivating)\b/, 'encouraging'],
  [/\b(interactive|engaging)\b/, 'interactive'],
  [/\b(practical|hands-on|project-based|real-world)\b/, 'practical'],
  [/\b(exam prep(aration)?|exam-focused|exam oriented|for exams?)\b/, 'exam-focused'],
  [/\b(conversational|conversation|speaking practice)\b/, 'conversational'],
];

export const LEVEL_PATTERNS: [RegExp, string][] = [
  [/\b(complete |absolute )?beginners?\b|\bbasics\b|\bfrom scratch\b/, 'Beginner'],
  [/\bintermediate\b/, 'Intermediate'],
  [/\badvanced\b(?! ?(jee))/, 'Advanced'],
  [/\b(undergrad\w*|college|university|b\.?tech|b\.?sc)\b/, 'Undergraduate'],
];

export const TIME_PATTERNS: [RegExp, string][] = [
  [/\b(weekends?|saturdays?|sundays?)\b/, 'weekends'],
  [/\b(weekdays?|monday|tuesday|wednesday|thursday|friday)\b/, 'weekdays'],
  [/\b(evenings?|after (school|work|office)|nights?|tonight)\b/, 'evenings'],
  [/\b(mornings?|before (school|work|office)|early)\b/, 'mornings'],
  [/\bafternoons?\b/, 'afternoons'],
  [/\btomorrow\b/, 'tomorrow'],
  [/\b(today|tonight|right now|asap)\b/, 'today'],
];

/** Words with no search value of their own. */
export const STOPWORDS = new Set(
  ('a an and or the for of to in on at by with who which that this is are be can could will would should my me i we our ' +
    'need needs want wants looking look find search someone somebody person people good great best top nice very really ' +
    'tutor tutors teacher teachers teaching teaches teach coach coaching coaches mentor mentors mentoring instructor instructors trainer ' +
    'trainers training expert experts class classes lesson lessons session sessions course courses help helps learn learning study ' +
    'studying online offline home near me speaks speak speaking spoken medium language languages fluent native from about like ' +
    'also some any more less than under below within up upto per hour hr hours budget price rs inr rupees year years yrs ' +
    'experience grade class std standard level students student student\'s preparation prep exam exams results result proven ' +
    'it its has have having do does doing get make just well please thanks available availability anyone').split(/\s+/),
);
