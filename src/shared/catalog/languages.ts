// Languages a tutor may teach in, a module of their own: the discover page's language filter lists them
// without loading the rest of the catalogue.
import { entry } from './entry';
import type { FacetEntry } from './types';

const language = (code: string, aliases: string[] = []) => entry('language', code, { aliases: [code.toLowerCase(), ...aliases] });

/** Languages a tutor may teach in ("explains in Tamil", "Hindi medium", "hindi mein samjhao"). */
export const LANGUAGES: FacetEntry[] = [
  language('English', ['hinglish', 'tanglish', 'benglish', 'angrezi', 'angreji', 'inglish']),
  language('Hindi', ['hinglish']),
  language('Tamil', ['tanglish', 'tamizh', 'thamizh']),
  language('Telugu'),
  language('Bengali', ['bangla', 'benglish']),
  language('Marathi'),
  language('Kannada'),
  language('Malayalam'),
  language('Gujarati', ['gujrati']),
  language('Punjabi', ['panjabi']),
  language('Urdu'),
  language('Odia', ['oriya', 'odiya']),
  language('Assamese'),
  language('Konkani'),
  language('Sanskrit'),
  language('French'),
  language('Spanish'),
  language('German'),
  language('Japanese'),
  language('Mandarin', ['chinese']),
  language('Arabic'),
  language('Korean'),
  language('Italian'),
  language('Portuguese'),
  language('Russian'),
];
