// What a catalog expert of each kind teaches: levels, audiences, boards, exams, topics and offers.
// Kept apart from the generator so the mix is easy to read and extend. Every category, board, exam, level,
// audience and style named here is a code of the facet catalogue (src/shared/catalog), the same values the
// tutor-side pickers offer; seed-catalogue.test.ts holds them to it.
export type Kind = 'school' | 'language' | 'exam' | 'tech' | 'creative' | 'music' | 'wellness' | 'business' | 'professional';

export const KIND_OF: Record<string, Kind> = {};
const assign = (kind: Kind, names: string[]) => names.forEach((n) => (KIND_OF[n] = kind));
assign('school', ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'Sanskrit', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati', 'Punjabi', 'Urdu', 'English Literature', 'History', 'Geography', 'Political Science', 'Economics', 'Accountancy', 'Business Studies', 'Psychology', 'Sociology', 'Philosophy', 'Environmental Science', 'Computer Science', 'Statistics']);
assign('language', ['French', 'Spanish', 'German', 'Japanese', 'Mandarin Chinese', 'Arabic', 'Korean', 'Italian', 'Portuguese', 'Russian']);
assign('exam', ['JEE Preparation', 'NEET Preparation', 'UPSC Preparation', 'CAT Preparation', 'GRE Preparation', 'GMAT Preparation', 'IELTS Preparation', 'TOEFL Preparation', 'SAT Preparation', 'Olympiad Training']);
assign('tech', ['Python Programming', 'Java Programming', 'JavaScript', 'Web Development', 'Data Science', 'Machine Learning', 'Artificial Intelligence', 'Cloud Computing', 'Cybersecurity', 'Mobile App Development', 'Game Development', 'Robotics', 'Electronics']);
assign('creative', ['Creative Writing', 'Public Speaking', 'Debate', 'UI/UX Design', 'Graphic Design', 'Digital Marketing', 'SEO', 'Content Writing', 'Copywriting', 'Photography', 'Video Editing', 'Drawing & Painting', 'Calligraphy', 'Handwriting Improvement']);
assign('music', ['Guitar', 'Piano', 'Keyboard', 'Violin', 'Tabla', 'Flute', 'Drums', 'Carnatic Vocal', 'Hindustani Vocal', 'Western Vocal', 'Bharatanatyam', 'Kathak', 'Contemporary Dance']);
assign('wellness', ['Yoga', 'Meditation', 'Fitness Training', 'Nutrition', 'Chess']);
assign('business', ['Startup Consulting', 'Business Strategy', 'Product Management', 'Project Management', 'Finance & Investing', 'Personal Finance', 'Stock Market Trading', 'Entrepreneurship', 'Leadership Coaching', 'Career Counselling']);
assign('professional', ['Mechanical Engineering', 'Civil Engineering', 'Law', 'Medicine', 'Nursing', 'Soft Skills']);

/** How often each kind appears in the catalog (school tutoring dominates a real marketplace). */
export const KIND_WEIGHTS: [Kind, number][] = [
  ['school', 34], ['exam', 14], ['language', 10], ['tech', 12], ['creative', 8], ['music', 9], ['wellness', 4], ['business', 6], ['professional', 3],
];

export const BOARDS = ['CBSE', 'ICSE', 'IB', 'State Board', 'IGCSE'];

export const EXAMS_OF: Record<string, string[]> = {
  'JEE Preparation': ['JEE'],
  'NEET Preparation': ['NEET'],
  'UPSC Preparation': ['UPSC'],
  'CAT Preparation': ['CAT'],
  'GRE Preparation': ['GRE'],
  'GMAT Preparation': ['GMAT'],
  'IELTS Preparation': ['IELTS'],
  'TOEFL Preparation': ['TOEFL'],
  'SAT Preparation': ['SAT'],
  'Olympiad Training': ['Olympiad'],
  Mathematics: ['JEE', 'Olympiad', 'SAT'],
  Physics: ['JEE', 'NEET'],
  Chemistry: ['JEE', 'NEET'],
  Biology: ['NEET'],
  English: ['IELTS', 'TOEFL', 'SAT'],
  Economics: ['CAT', 'UPSC'],
  History: ['UPSC'],
  Geography: ['UPSC'],
  'Political Science': ['UPSC'],
  Statistics: ['GRE', 'GMAT'],
  French: ['DELF'],
  German: ['Goethe'],
  Japanese: ['JLPT'],
  Spanish: ['DELE'],
};

/**
 * Topics tutors of a category write as their sub-domain, in their own words. A topic that is itself a catalogue
 * subject (or one of its names: "Python", "Grammar") also joins the tutor's subjects, as its catalogue code.
 */
export const SUBTOPICS: Record<string, string[]> = {
  Mathematics: ['Algebra', 'Geometry', 'Trigonometry', 'Calculus', 'Probability', 'Arithmetic'],
  Physics: ['Mechanics', 'Electricity', 'Optics', 'Modern Physics'],
  Chemistry: ['Organic Chemistry', 'Physical Chemistry', 'Inorganic Chemistry'],
  Biology: ['Botany', 'Zoology', 'Human Physiology', 'Genetics'],
  English: ['Grammar', 'Spoken English', 'Essay Writing', 'Reading Comprehension', 'Exam Preparation'],
  'JEE Preparation': ['Physics', 'Chemistry', 'Mathematics'],
  'NEET Preparation': ['Biology', 'Physics', 'Chemistry'],
  'IELTS Preparation': ['Speaking', 'Writing', 'Listening', 'Reading'],
  'Python Programming': ['Coding', 'Programming Basics', 'Data Structures', 'Automation'],
  JavaScript: ['Coding', 'React', 'Node.js'],
  'Web Development': ['Coding', 'HTML', 'CSS', 'React'],
  'Data Science': ['Python', 'Pandas', 'Statistics'],
  'Creative Writing': ['Short Stories', 'Poetry', 'Storytelling', 'Writing'],
  Guitar: ['Acoustic Guitar', 'Music', 'Chords'],
  Piano: ['Music', 'Music Theory'],
  'Startup Consulting': ['Startups', 'Fundraising', 'Business Plans', 'Go-to-market'],
  Entrepreneurship: ['Startups', 'Business Plans'],
  'Business Strategy': ['Business', 'Consulting', 'Strategy'],
};

export const KIND_PROFILE: Record<Kind, { audiences: string[]; levels: string[]; styles: string[]; qualifications: string[]; offers: string[] }> = {
  school: {
    audiences: ['school students', 'young children', 'beginners'],
    levels: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'],
    styles: ['patient', 'structured', 'encouraging', 'exam-focused', 'interactive', 'fun'],
    qualifications: ['B.Sc.', 'M.Sc.', 'B.Ed.', 'M.A.', 'Ph.D.', 'CTET qualified'],
    offers: ['{d} one-to-one class', '{d} doubt-clearing session', '{d} board exam revision', '{d} homework help'],
  },
  language: {
    audiences: ['beginners', 'adults', 'school students', 'working professionals', 'young children'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    styles: ['patient', 'fun', 'interactive', 'conversational', 'encouraging'],
    qualifications: ['B.A. Languages', 'M.A. Linguistics', 'Certified Language Trainer', 'Alliance Française certified', 'DELF B2'],
    offers: ['{d} for beginners', 'Conversational {d}', '{d} grammar workshop', '{d} exam preparation'],
  },
  exam: {
    audiences: ['school students', 'college students', 'working professionals'],
    levels: ['Grade 11', 'Grade 12', 'Undergraduate', 'Advanced'],
    styles: ['exam-focused', 'structured', 'proven results', 'experienced', 'patient'],
    qualifications: ['IIT alumnus', 'M.Sc.', 'B.Tech', 'MBBS', 'Ph.D.', 'Certified IELTS trainer'],
    offers: ['{d} mock test and review', '{d} crash course session', '{d} strategy session', '{d} doubt-clearing session'],
  },
  tech: {
    audiences: ['beginners', 'college students', 'working professionals', 'school students', 'young children'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    styles: ['practical', 'patient', 'encouraging', 'interactive', 'structured'],
    qualifications: ['B.Tech', 'M.Tech', 'AWS Certified', 'Software Engineer', 'MCA'],
    offers: ['{d} for complete beginners', '{d} project mentoring', '{d} code review', '{d} interview preparation'],
  },
  creative: {
    audiences: ['beginners', 'school students', 'adults', 'working professionals', 'young children'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    styles: ['creative', 'fun', 'encouraging', 'interactive', 'practical'],
    qualifications: ['M.A. English', 'Published author', 'B.Des', 'Certified Trainer', 'MFA'],
    offers: ['{d} workshop', '{d} portfolio review', '{d} for beginners', '{d} feedback session'],
  },
  music: {
    audiences: ['young children', 'beginners', 'adults', 'school students'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    styles: ['fun', 'patient', 'creative', 'encouraging', 'interactive'],
    qualifications: ['Trinity Grade 8', 'Sangeet Visharad', 'B.Mus', 'Rockschool certified', 'Gandharva Mahavidyalaya'],
    offers: ['{d} lesson for kids', '{d} beginner lesson', '{d} practice session', '{d} performance coaching'],
  },
  wellness: {
    audiences: ['adults', 'beginners', 'working professionals', 'young children'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    styles: ['patient', 'encouraging', 'practical', 'fun'],
    qualifications: ['RYT 200', 'Certified Trainer', 'M.Sc. Nutrition', 'FIDE rated'],
    offers: ['{d} session', '{d} personal plan', '{d} for beginners'],
  },
  business: {
    audiences: ['working professionals', 'adults', 'college students'],
    levels: ['Intermediate', 'Advanced', 'Professional'],
    styles: ['practical', 'experienced', 'proven results', 'structured'],
    qualifications: ['MBA', 'CA', 'CFA', 'Founder of two startups', 'Ex-McKinsey consultant', 'PMP'],
    offers: ['{d} consultation', '{d} strategy session', '{d} mentoring call', '{d} plan review'],
  },
  professional: {
    audiences: ['college students', 'working professionals'],
    levels: ['Undergraduate', 'Advanced', 'Professional'],
    styles: ['structured', 'experienced', 'practical', 'patient'],
    qualifications: ['B.E.', 'M.Tech', 'LL.B.', 'MBBS', 'B.Sc. Nursing', 'Certified Trainer'],
    offers: ['{d} tutoring', '{d} exam help', '{d} career guidance'],
  },
};
