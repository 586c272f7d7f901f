// What a difficulty noted by the tutor is about, and what kind of difficulty it is, so the next step can
// answer it ("made sign errors in X" → practise X aimed at sign errors; "confuses A and B" → re-teach the difference).
import { article, isPlural } from './text';
import { gerundOf } from './verbs';

type IssueKind = 'errors' | 'confusion' | 'recall' | 'support' | 'pace' | 'understanding';

export type Issue = {
  kind: IssueKind;
  /** What the difficulty is about, as a noun phrase from the note ("negative coefficients"); null if it names none. */
  focus: string | null;
  /** For errors: what kind ("sign errors", "mistakes"). */
  errors?: string;
  /** For confusion between two things. */
  pair?: [string, string];
};

/** How often or how much: said of the difficulty, not part of what it is about ("twice", "every time", "a lot"). */
const FREQUENCY =
  'again|twice|thrice|once more|(?:a few|a couple of|several|many|some|two|three|four|five|six|\\d+|multiple|numerous) times(?! tables?\\b)|' +
  'at times|sometimes|often|always|usually|frequently|repeatedly|constantly|occasionally|regularly|every time|each time|every question|' +
  'most of the time|all the time|now and then|a lot|a bit|a little|throughout';
const CUT = new RegExp(
  `[,;:.!?()]|\\s(?:when|while|if|during|because|so that|so|which|but|although|though|then|today|this session|this week|at first|in places|as well|too|yet|still|after|until|unless|when asked|on (?:her|his|their) own|${FREQUENCY})\\b`,
  'i',
);
/** Nouns that take no "a" when a possessive is dropped: "checking her work" → "checking work". */
const UNCOUNTABLE = /^(?:work|homework|classwork|handwriting|spelling|grammar|punctuation|vocabulary|pronunciation|knowledge|understanding|information|advice|time|progress|practice|research|evidence|data|equipment|music|maths|math|reasoning|writing|reading|own)$/i;

/** "from her function" → "from a function", "her answers" → "answers": the next step is not about her one function. */
const dropPossessives = (s: string) =>
  s.replace(/\b(?:her|his|their|my|your|our|the student's)\s+(?:own\s+)?([\p{L}-]+)/giu, (_m, word: string) =>
    isPlural(word) || /ing$/i.test(word) || UNCOUNTABLE.test(word) ? word : `${article(word)} ${word}`,
  );
const VAGUE = /^(?:rushing|hurrying|working|answering|checking|tired|stressed|timed|under pressure|it|them|this|that|these|those|things?|everything|anything|something|stuff|some|a bit|work|questions?|problems?|the questions?|the problems?)$/i;

/** A noun phrase from the note, trimmed to where the sentence moves on; null when it says nothing specific. */
export function cleanFocus(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let s = raw.trim();
  const cut = s.search(CUT);
  if (cut >= 0) s = s.slice(0, cut);
  s = s
    .replace(/^(?:(?:her|his|their|the student's)(?:\s+own)?|some|any|all|all the|every)\s+/i, '')
    .replace(/\s+(?:again|today|now|yet|still|at all|correctly|properly|accurately|well|quickly|independently)$/i, '')
    .trim();
  s = dropPossessives(s);
  // "the quadratic equations" → "quadratic equations": the kind of question, not the ones set today.
  if (/^the\s+\S+/i.test(s) && !/\s(?:of|in|on|for|with|from)\s/i.test(s) && isPlural(s)) s = s.replace(/^the\s+/i, '');
  const words = s.split(/\s+/).filter(Boolean);
  // "when she completed the square": a clause with its own subject, not a thing to practise.
  if (!words.length || words.length > 8 || VAGUE.test(s) || /^(?:she|he|they|we|i|you|the student)$/i.test(words[0])) return null;
  return s;
}

/** "to rearrange formulae" → "rearranging formulae". */
const verbPhrase = (verb: string, rest: string) => cleanFocus(`${gerundOf(verb)} ${rest}`.trim());

type Rule = { kind: IssueKind; pattern: RegExp; read: (m: RegExpExecArray) => Omit<Issue, 'kind'> | null };

const QUANTITY = /^(?:made|makes|making|make|a|an|some|the|few|many|several|lots|of|same|no|repeated|frequent|occasional|more|fewer|less)$/i;
const defaultErrors = (clause: string) => (/careless/i.test(clause) ? 'careless slips' : 'the same mistakes');
const ERRORS = /\b(?:errors?|mistakes?|slips?|careless|wrong|incorrect\w*)\b/i;

/** "needed two hints", "required some prompting", "needs more help". */
const SUPPORT =
  '(?:needed|needs|need|required|requires|took|asked for)\\s+(?:(?:some|a lot of|lots of|a little|a bit of|more|a|an|one|two|three|four|a few|a couple of|several|\\d+)\\s+)?(?:\\w+\\s+)?(?:help|support|prompting|prompts?|reminders?|guidance|scaffolding|hints?|nudges?|clues?)';

const RULES: Rule[] = [
  {
    kind: 'confusion',
    pattern: /\b(?:confus\w*|mix\w*\s+up|muddl\w*(?:\s+up)?)\s+(?:between\s+)?(.+?)\s+(?:and|with)\s+(.+)/i,
    read: (m) => {
      const a = cleanFocus(m[1]);
      const b = cleanFocus(m[2]);
      return a && b ? { focus: `${a} and ${b}`, pair: [a, b] } : null;
    },
  },
  {
    kind: 'confusion',
    pattern: /\b(?:gets?|got|getting)\s+(.+?)\s+and\s+(.+?)\s+(?:mixed up|confused|muddled)/i,
    read: (m) => {
      const a = cleanFocus(m[1]);
      const b = cleanFocus(m[2]);
      return a && b ? { focus: `${a} and ${b}`, pair: [a, b] } : null;
    },
  },
  {
    kind: 'errors',
    pattern: /\b(?:(?:made|makes|making|make|kept making|keeps making)\s+(?:(?:a few|some|several|many|lots of|a lot of|repeated|frequent|the same|a|an|occasional)\s+)*)?((?:[\w-]+\s+){0,2}?)(errors?|mistakes?|slips?)\b(?:\s+(?:in|with|when|while|on|during|for)\s+(.+))?/i,
    read: (m) => {
      const kindWords = (m[1] ?? '').split(/\s+/).filter((w) => w && !QUANTITY.test(w));
      const errors = [...kindWords, m[2].replace(/^(error|mistake|slip)$/i, '$1s')].join(' ').toLowerCase();
      return { focus: cleanFocus(m[3]), errors: /^(?:errors|mistakes|slips)$/.test(errors) ? 'the same mistakes' : errors };
    },
  },
  { kind: 'errors', pattern: /\b(?:got|gets|getting)\s+(.+?)\s+wrong\b/i, read: (m) => ({ focus: cleanFocus(m[1]), errors: `mistakes with ${cleanFocus(m[1]) ?? 'it'}` }) },
  { kind: 'recall', pattern: /\bforg[oe]t\w*\s+(?:about\s+|how\s+)?to\s+(\w+)\s*(.*)/i, read: (m) => ({ focus: verbPhrase(m[1], m[2]) }) },
  { kind: 'recall', pattern: /\bforg[oe]t\w*\s+(?:about\s+)?(.+)/i, read: (m) => ({ focus: cleanFocus(m[1]) }) },
  { kind: 'recall', pattern: /\b(?:remember|recall)\w*\s+(?:how\s+)?to\s+(\w+)\s*(.*)/i, read: (m) => ({ focus: verbPhrase(m[1], m[2]) }) },
  { kind: 'recall', pattern: /\b(?:remember|recall)\w*\s+(.+)/i, read: (m) => ({ focus: cleanFocus(m[1]) }) },
  {
    kind: 'support',
    pattern: new RegExp(`\\b${SUPPORT}\\s+(?:with|on|in|for)\\s+(.+)`, 'i'),
    read: (m) => ({ focus: cleanFocus(m[1]) }),
  },
  {
    kind: 'support',
    pattern: new RegExp(`\\b${SUPPORT}\\s+(?:in order\\s+)?to\\s+(\\w+)\\s*(.*)`, 'i'),
    read: (m) => ({ focus: verbPhrase(m[1], m[2]) }),
  },
  { kind: 'understanding', pattern: /\bstruggl\w*\s+to\s+(\w+)\s*(.*)/i, read: (m) => ({ focus: verbPhrase(m[1], m[2]) }) },
  {
    kind: 'understanding',
    pattern: /\b(?:struggl\w*|difficult(?:y|ies)|trouble|problems?|issues?|stuck|weak(?:ness)?|shaky|unsure|uncertain|not (?:yet )?(?:confident|secure|sure)|hard time|lacks? confidence|more (?:\w+ )?(?:practi[sc]e|work|time))\s+(?:with|on|in|at|over|about|when|while|of)\s+(.+)/i,
    read: (m) => ({ focus: cleanFocus(m[1]) }),
  },
  {
    kind: 'understanding',
    pattern: /\b(?:weak|poor|limited|shaky|patchy|incomplete)\s+(?:understanding|grasp|knowledge|recall|command)\s+of\s+(.+)/i,
    read: (m) => ({ focus: cleanFocus(m[1]) }),
  },
  { kind: 'understanding', pattern: /\bconfus\w*\s+(?:by|about|with|over)\s+(.+)/i, read: (m) => ({ focus: cleanFocus(m[1]) }) },
  { kind: 'understanding', pattern: /\bfound\s+(.+?)\s+(?:hard|difficult|tricky|challenging|confusing)\b/i, read: (m) => ({ focus: cleanFocus(m[1]) }) },
  {
    kind: 'understanding',
    pattern: /\b(?:didn't|did not|doesn't|does not|don't|do not|couldn't|could not|can't|cannot|wasn't able to|was not able to|unable to)\s+(?:really\s+|quite\s+|fully\s+|yet\s+)?(?:understand|get|grasp|see|follow)\s+(.+)/i,
    read: (m) => ({ focus: cleanFocus(m[1]) }),
  },
  {
    kind: 'understanding',
    pattern: /\b(?:didn't|did not|doesn't|does not|couldn't|could not|can't|cannot|wasn't able to|was not able to|unable to)\s+(?:yet\s+)?(\w+)\s+(.+)/i,
    // "couldn't explain what X does" is about what X does; "couldn't solve Y" about solving Y.
    read: (m) => ({ focus: /^(?:explain|describe|say|tell|state|remember|recall)$/i.test(m[1]) ? cleanFocus(m[2]) : verbPhrase(m[1], m[2]) }),
  },
  {
    kind: 'understanding',
    pattern: /^(?:(?:her|his|their)\s+)?(.+?)\s+(?:was|were|is|are|remains?|seems?|looks?)\s+(?:still\s+|a bit\s+|quite\s+|very\s+|rather\s+)?(?:hard|difficult|tricky|weak|shaky|confusing|a problem|an issue|a struggle|a weakness|not (?:yet )?secure)\b/i,
    read: (m) => ({ focus: cleanFocus(m[1]) }),
  },
  { kind: 'pace', pattern: /\b(?:slow|rushed|rushing|rushes|too fast|hurried)\s+(?:at|on|with|in|when|through)\s+(.+)/i, read: (m) => ({ focus: cleanFocus(m[1]) }) },
];

/** The difficulty a clause records: its kind from its wording, its focus from the first rule that reads one. */
export function issueOf(clause: string, isPartial: boolean): Issue {
  const kind: IssueKind = /\bconfus\w*\s+\S+\s+(?:and|with)\b|\bmix\w* (?:\w+ )?up\b|\bmuddl/i.test(clause)
    ? 'confusion'
    : ERRORS.test(clause)
      ? 'errors'
      : /\bforg[oe]t|\b(?:remember|recall)/i.test(clause)
        ? 'recall'
        : /\b(?:slow|rush\w*|too fast|hurried)\b/i.test(clause)
          ? 'pace'
          : isPartial || /\b(?:help|support|prompt\w*|guidance|reminders?|scaffold\w*|hints?|practi[sc]e)\b/i.test(clause)
            ? 'support'
            : 'understanding';
  for (const rule of RULES) {
    if (rule.kind !== kind && !(rule.kind === 'understanding' && kind !== 'confusion')) continue;
    const m = rule.pattern.exec(clause);
    const read = m && rule.read(m);
    if (read) return { ...read, kind: read.pair ? 'confusion' : kind, ...(kind === 'errors' && !read.errors ? { errors: defaultErrors(clause) } : {}) };
  }
  return { kind, focus: null, ...(kind === 'errors' ? { errors: defaultErrors(clause) } : {}) };
}
