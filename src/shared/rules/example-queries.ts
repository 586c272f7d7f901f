/** The spec's eight example queries, shown on the home page and the discover page. */
export const EXAMPLE_QUERIES = [
  'CBSE Math tutor for Grade 10 who speaks Hindi',
  'Patient English teacher for exam preparation',
  'Experienced JEE coach with proven results',
  'French tutor who teaches in Hindi medium',
  'Creative writing mentor for beginners',
  'Fun guitar teacher for young children',
  'Business consultant with startup experience',
  'Python coding instructor for complete beginners',
] as const;
