// English for the built-in bio writer: "a"/"an" by sound, verb agreement, and a tutor's own
// first-person sentences turned into third person.

const LETTERS_WITH_VOWEL_SOUND = 'AEFHILMNORSX';
/** Acronyms said as a word, whose first sound is not the name of their first letter ("a NEET aspirant"). */
const SAID_AS_WORDS = new Set(['FIDE', 'NASA', 'NATO', 'NEET', 'MOOC', 'NATA', 'SEBI', 'NIFT']);
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
/** Vowel letters said with a consonant sound: "a university", "a European", "a one-to-one". */
const CONSONANT_SOUND = /^(uni(?!n)|use|usu|uti|eu|ewe|one(?![a-z])|once|ukulele|uranium|utopia)/i;

/** "MBA", "M.Sc", "MSc", "PhD", "A", "B2": read letter by letter. */
const isLetterwise = (word: string) =>
  /^[A-Z]{2}/.test(word) || /^[A-Z][a-z]?\.[A-Za-z]/.test(word) || /^[A-Z][a-z][A-Z]/.test(word) || /^[A-Z](\d|$)/.test(word);

export function articleFor(phrase: string): 'a' | 'an' {
  const word = (phrase.trim().match(/^[^\s/–-]+/)?.[0] ?? '').replace(/^[^A-Za-z0-9]+/, '');
  if (!word) return 'a';
  if (/^\d/.test(word)) {
    const digits = (word.match(/^[\d,]+/)?.[0] ?? '').replace(/,/g, '');
    return /^8/.test(digits) || /^(11|18)(\d{3})*$/.test(digits) ? 'an' : 'a';
  }
  const letters = word.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (isLetterwise(word) && !SAID_AS_WORDS.has(letters)) return LETTERS_WITH_VOWEL_SOUND.includes(letters[0]) ? 'an' : 'a';
  if (SILENT_H.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export const withArticle = (phrase: string) => `${articleFor(phrase)} ${phrase}`;

/** Sets every article to the sound of the word after it, including any in text the tutor typed. */
export function fixArticles(text: string): string {
  const fix = (article: string, next: string) => {
    const right = articleFor(next);
    return article[0] === article[0].toUpperCase() ? right[0].toUpperCase() + right.slice(1) : right;
  };
  return text
    .replace(/\b(a|an)\s+(?=(\S+))/g, (_m, article: string, next: string) => `${fix(article, next)} `)
    .replace(/(^|[.!?]\s+)(A|An)\s+(?=(\S+))/g, (m, lead: string, article: string, next: string) =>
      /^levels?\b/i.test(next) ? m : `${lead}${fix(article, next)} `,
    );
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** Tokens with at least one letter or digit: a lone dash or bullet is not a word. */
export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[^\s\-–—.,;:!?"“”‘’()]/.test(w)).length;

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const THIRD_SINGULAR: Record<string, string> = { am: 'is', are: 'is', be: 'is', have: 'has', do: 'does', go: 'goes', "don't": "doesn't", "haven't": "hasn't" };
const PLURAL: Record<string, string> = { am: 'are', is: 'are', was: 'were', "wasn't": "weren't" };

/** The verb agreeing with "I" → a singular name ("starts") or with "they" ("start"). */
export function conjugate(verb: string, plural: boolean): string {
  const lower = verb.toLowerCase().replace('’', "'");
  if (plural) return PLURAL[lower] ?? verb;
  if (THIRD_SINGULAR[lower]) return THIRD_SINGULAR[lower];
  if (MODALS.has(lower) || /n't$/.test(lower) || ['is', 'has', 'does', 'was'].includes(lower)) return verb;
  if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Who a rephrased sentence is about: a singular name, or "they" when only one name is known. */
export type Speaker = { subject: string; plural: boolean; possessive: string; object: string };
export const namedSpeaker = (name: string): Speaker => ({ subject: name, plural: false, possessive: `${name}'s`, object: name });
export const THEY: Speaker = { subject: 'they', plural: true, possessive: 'their', object: 'them' };

const ADVERB = String.raw`(?:always|usually|often|also|never|really|first|typically|generally|mostly|normally|sometimes|regularly|personally|truly|just|still|only|actively|gently|carefully|simply|constantly|deliberately|especially|frequently|rarely|occasionally|now|then)`;
/** Verbs that follow "and" in a tutor's sentence and must agree too: "starts … and ends". */
const COORDINATED = new Set(
  ('teach explain break ask give start begin end finish make help encourage focus build revise check correct share assign ' +
    'send track follow adapt adjust tailor keep let show guide go spend try write read listen discuss prepare create provide ' +
    'offer include move introduce connect relate link combine mix push believe love like enjoy want use work get see find take ' +
    'bring turn talk sing speak demonstrate reward celebrate praise note mark model repeat recommend suggest expect insist stress ' +
    'emphasise emphasize treat look set record slow play practise practice plan review test quiz draw design clap count ' +
    'pause stop switch cover choose pick tell answer solve support motivate challenge coach observe assess measure film ' +
    'upload reply return grade summarise summarize recap visit walk read write point encourage revisit rework').split(' '),
);
const COORDINATED_VERB = new RegExp(String.raw`(,?\s+and\s+|,?\s+or\s+|,?\s+then\s+|,\s+)((?:${ADVERB}\s+)?)([a-z]+)(?=\s+[\w"'“(])`, 'g');
const LEAD_VERB = new RegExp(String.raw`^I\s+((?:${ADVERB}\s+)*)([A-Za-z'’]+)`);
// "after", "before", "until", "since" and "as" start a clause only when a subject follows ("after they…", not "after every class").
const SUBORDINATE = /\b(so|because|when|while|that|if|where|which|who|unless|whenever)\b|\b(after|before|since|until|as)\s+(?=(I|we|they|you|he|she|it|students?|kids|children|the student)\b)/i;

function agreeCoordinated(text: string, plural: boolean): string {
  // "… and I love teaching" shares the subject: "… and loves teaching".
  const rest = text.replace(/(\s+and|\s+but|,)\s+I\s+([a-z]+)/g, (_m, joint: string, verb: string) => `${joint} ${conjugate(verb, plural)}`);
  if (plural) return rest;
  const cut = rest.search(SUBORDINATE);
  const head = cut < 0 ? rest : rest.slice(0, cut);
  const fixed = head.replace(
    COORDINATED_VERB,
    (m, joint: string, adverb: string, word: string) => (COORDINATED.has(word) ? `${joint}${adverb}${conjugate(word, false)}` : m),
  );
  return fixed + (cut < 0 ? '' : rest.slice(cut));
}


function laterPronouns(text: string): string {
  return text
    .replace(/\bI am\b/g, 'they are')
    .replace(/\bI was\b/g, 'they were')
    .replace(/\bI['’]m\b/g, "they're")
    .replace(/\bI['’](ve|ll|d)\b/g, "they'$1")
    .replace(/\bI\b/g, 'they')
    .replace(/\bmyself\b/g, 'themselves')
    .replace(/\s+to me\b/g, '')
    .replace(/\s+with me\b/g, ' in lessons')
    .replace(/\bme\b/g, 'them')
    .replace(/\bmy own\b/g, 'their own')
    .replace(/\bmy (class|lesson|session)\b/g, 'each $1')
    .replace(/\bmy ([a-z]+[^s\W]s)\b/g, '$1')
    .replace(/\bmy\b/g, 'their')
    .replace(/\bour\b/g, 'their')
    .replace(/\bus\b/g, 'them')
    .replace(/\bwe\b/g, 'they');
}

/** "Before every exam I run…": a short opening phrase, then the tutor as the subject. */
const INTRO = /^((?:Before|After|In|At|During|For|With|When|Whenever|Every|Each|Once|On|If|From|Throughout)\b[^.;:]{2,60}?),?\s+I\s+(?=[a-z])/;

/** "I start every class with a recap quiz and end with…" → "Meera starts every class with a recap quiz and ends with…". */
export function toThirdPerson(sentence: string, who: Speaker): string {
  let s = sentence;
  let adverb = '';
  const front = s.match(/^(usually|always|often|generally|typically|normally|sometimes|also),?\s+(?=I\b)/i);
  if (front) {
    adverb = `${front[1].toLowerCase()} `;
    s = s.slice(front[0].length);
  }
  const intro = s.match(INTRO);
  if (intro && !/\b(I|my|me)\b/.test(intro[1])) {
    const main = toThirdPerson(s.slice(intro[0].length - 2), who);
    return `${intro[1]}, ${who.plural ? main[0].toLowerCase() + main.slice(1) : main}`;
  }
  const be = who.plural ? 'are' : 'is';
  const contraction = s.match(/^I['’](m|ve|ll|d)\s+/);
  if (contraction) {
    const verb = { m: be, ve: who.plural ? 'have' : 'has', ll: 'will', d: 'would' }[contraction[1] as 'm' | 've' | 'll' | 'd'];
    return capitalize(`${who.subject} ${adverb}${verb} ${laterPronouns(s.slice(contraction[0].length))}`);
  }
  const lead = s.match(LEAD_VERB);
  if (lead) {
    const rest = agreeCoordinated(s.slice(lead[0].length), who.plural);
    return capitalize(`${who.subject} ${adverb}${lead[1]}${conjugate(lead[2], who.plural)}${laterPronouns(rest)}`);
  }
  if (/^My\s/.test(s)) return capitalize(`${who.possessive} ${laterPronouns(s.slice(3))}`);
  if (/^We\s/.test(s)) return `${who.plural ? 'Together with the student, they' : `${who.subject} and the student`} ${laterPronouns(s.slice(3))}`;
  if (/^(By|Through)\s+[a-z]+ing\b/.test(s)) return capitalize(`${who.subject} ${conjugate('teach', who.plural)} ${s[0].toLowerCase()}${s.slice(1)}`);
  if (isGerundFragment(s)) return capitalize(`${who.subject} ${conjugate('focus', who.plural)} on ${s[0].toLowerCase()}${s.slice(1)}`);
  return capitalize(laterPronouns(s));
}

/** The tutor's sentence in their own voice; fragments such as "By using…" get an "I" to lean on. */
export function toFirstPerson(sentence: string): string {
  if (/^(By|Through)\s+[a-z]+ing\b/.test(sentence)) return `I teach ${sentence[0].toLowerCase()}${sentence.slice(1)}`;
  if (isGerundFragment(sentence)) return `I focus on ${sentence[0].toLowerCase()}${sentence.slice(1)}`;
  return sentence;
}

const FINITE = /\b(is|are|was|were|has|have|had|can|could|will|would|should|must|helps?|makes?|gets?|keeps?|works?)\b/i;
/** "Using real-life examples and daily practice." — a gerund phrase with no verb of its own. */
const isGerundFragment = (s: string) =>
  /^[A-Z][a-z]+ing\b/.test(s) && !/^(During|Morning|Evening|Everything|Nothing|Something|Anything|Being|King|Spring|String)\b/.test(s) && !FINITE.test(s);
