// Skill categories of the catalog (the landing page claims 100+).
export const DOMAIN_NAMES = [
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
] as const;
