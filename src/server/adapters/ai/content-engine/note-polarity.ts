// Reads one clause of a tutor's note as a difficulty, a partial success, a success or neither, with negation
// handled ("didn't struggle", "no problems with", "not yet confident") and engagement remarks told apart.

export type Polarity = 'difficulty' | 'partial' | 'success' | 'neutral';

import { hasVerb } from './verbs';

/**
 * Support the student needed and got in the session ("needed two hints to", "required a prompt"): the work
 * was done, with help, so partial; a standing need ("needs help with") or a lot of it stays a difficulty.
 */
const SUPPORT_PHRASES = [
  /\b(?:needed|required|took|asked for|used) (?!a lot\b|lots\b|constant|much\b|more\b)(?:(?:a|an|one|two|three|four|five|a few|a couple of|some|several|a little|a bit of|\d+)\s+)?(?:\w+\s+)?(?:help|hints?|prompts?|prompting|nudges?|reminders?|support|guidance|scaffolding|clues?)\b/gi,
];
/** Whole phrases first, so their words are not read again one by one. */
const DIFFICULTY_PHRASES = [
  /\bneed(?:s|ed)? (?:to (?:work on|improve|practi[sc]e|revisit|review|go over|learn|remember|slow down|check)|(?:some |a lot of |lots of |a little |more )?(?:\w+ )?(?:practi[sc]e|work|time|help|support|prompting|prompts|reminding|reminders?|guidance|scaffolding))\b/gi,
  /\b(?:wasn't|weren't|isn't|aren't|not)(?: yet)? able to\b|\bunable to\b|\b(?:could|can|cannot) not\b|\bcannot\b/gi,
  /\b(?:had|has|have|having|some|a few|real|many|lots of) (?:(?!no\b)\w+ )?(?:problems?|issues?|trouble) (?:with|in|on|when|while|over)\b/gi,
  /\bmix(?:es|ed|ing)? (?:\w+ )?up\b|\bmuddl\w*\b/gi,
  /\bhard time\b/gi,
  /\b(?:did ?n[o']?t|didnt|hasn't|has not|had not|forgot to) (?:do |complete |finish |hand in |bring )?(?:the |his |her |their |any )?homework\b/gi,
  /\b(?:got|gets|getting|get) (?:\w+ ){0,4}(?:wrong|mixed up|muddled|confused|stuck)\b/gi,
  /\blacks? (?:\w+ )?(?:confidence|understanding|fluency)\b/gi,
];
const PARTIAL_PHRASES = [
  /\bafter (?:\w+ ){0,2}(?:attempts?|tries|goes|hints?|prompts?|reminders?|nudges?)\b/gi,
  /\bafter a (?:hint|prompt|reminder|nudge|few tries)\b/gi,
  /\bwith (?:(?:some|a little|a bit of|a lot of|lots of|a|an|one|two|three|a few|a couple of|my|the|tutor|more)\s+){0,2}(?:help|prompting|prompts?|support|hints?|guidance|scaffolding|reminders?|nudges?|clues?)\b/gi,
  /\bonce (?:reminded|prompted|shown)\b/gi,
  /\b(?:getting there|by the end|more or less|not always|some of|on the way|beginning to|starting to)\b/gi,
  /\b(?:eventually|mostly|partly|partially|sometimes|occasionally|inconsistent(?:ly)?|almost|patchy)\b/gi,
];
const SUCCESS_PHRASES = [
  /\b(?:was|were|is|are|now) able to\b/gi,
  /\b(?:could|can) (?:now |already |confidently |easily )?(?:solve|do|explain|use|find|identify|answer|calculate|apply|complete|recall|remember|label|name|describe|draw|read|write|spell|list|state|define|sketch|plot|balance|convert|measure|count|recognise|recognize|match|sort|add|subtract|multiply|divide|simplify|factorise|factorize|expand|rearrange|translate|summarise|summarize|pronounce|conjugate)\b/gi,
  /\b(?:got|gets|getting|get) (?:it|them|this|that|all|every\w*|most|each|the \w+)(?: \w+){0,3} right\b/gi,
  /\b(?:got|gets|get) it\b/gi,
  /\bmakes? sense\b/gi,
  /\b(?:first time|on (?:her|his|their) own|no (?:problems?|issues?|trouble|difficult(?:y|ies)|mistakes?|errors?))\b/gi,
  /\bwithout (?:any )?(?:help|prompting|prompts|support|hints?|errors?|mistakes?|difficulty)\b/gi,
];
const ENGAGEMENT =
  /\b(?:engag\w*|attention|attentive|distract\w*|participat\w*|motivat\w*|tired|sleepy|enthusias\w*|keen|bored(?:om)?|fidget\w*|(?:could(?:n't| not)|can't|cannot|unable to|struggled to|hard to|able to|tried to|failed to) concentrate|concentrat(?:ed|ing|es?) (?:well|hard|fully|better|poorly|throughout|for|on (?:the|her|his|their) (?:work|task))|(?:lost|losing|loses|lose|poor|good|short|kept|keep|lack of|no) concentration|concentration (?:span|lapsed|dropped|drifted|waned|wandered|was|is)|energy|energetic|effort|chatty|quiet|shy|curious|curiosity|on task|off task|punctual|late|focus(?:ed|sed)?(?! on\b)|lost focus|(?:worked|tried|works|tries) (?:really |very )?hard|asked (?:[\w-]+ ){0,3}questions|(?:did ?n[o']?t|didnt|hasn't|has not|had not|forgot to) (?:do |complete |finish |hand in |bring )?(?:the |his |her |their |any )?homework|homework (?:was )?(?:not done|missing|incomplete|done|completed|finished))\b/i;

const DIFFICULTY_WORD =
  /^(?:struggl\w*|difficult\w*|confus\w*|mistakes?|errors?|weak\w*|poor\w*|forg[oe]t\w*|trouble\w*|unsure|uncertain\w*|careless\w*|gaps?|muddl\w*|stuck|hard|harder|tricky|challenging|wrong|incorrect\w*|misread\w*|misunderst\w*|misconceptions?|slow\w*|rush\w*|hesita\w*|shaky|wobbly|slips?|limited|lack\w*|lost|couldn't|can't|cannot)$/;
const SUCCESS_WORD =
  /^(?:good|well|great|strong\w*|confident\w*|understood|understands?|grasp(?:ed|s)?|excellent|quick(?:ly)?|solid\w*|secure\w*|master\w*|nailed|correct(?:ly)?|accurate\w*|fluent\w*|independent\w*|easily|easy|comfortable|handled|solved|solves|remembered|remembers|recalled|recalls|perfect\w*|brilliant\w*|improv\w*|progress\w*|competent\w*|capable|success\w*|clear(?:ly)?|neat\w*)$/;
/**
 * Work the student did ("explained the first law", "derived the formula"): a success when it is the clause's own
 * statement, not when it sits after "when"/"if" ("made errors when she completed the square"), is done to the
 * student ("was explained") or by the tutor ("I explained").
 */
const ACHIEVED =
  /^(?:explained|described|solved|derived|applied|answered|identified|recalled|completed|finished|calculated|proved|justified|labell?ed|defined|named|listed)$/;
const NOT_THE_STUDENTS = /^(?:when|whenever|while|if|as|because|before|until|unless|once|after)$/;
const DONE_BY_OTHERS = /^(?:i|we|tutor|teacher|was|were|been|being|be|re|is|are)$/;
/** Count only when negated ("didn't understand"): "Remember to bring a calculator" is not a success. */
const BARE_SUCCESS = /^(?:remember|recall|solve|understand|grasp|follow|see|get|do|explain|describe|derive|apply|answer|identify)$/;
const NEGATOR = /^(?:not|no|never|without|hardly|barely|none|nothing|neither|nor|cannot|less|fewer|didnt|dont|doesnt|cant|couldnt|wasnt|isnt|wont|wouldnt|havent|hasnt)$|n['’]t$/;

type Counts = { difficulty: number; partial: number; success: number };

function negatedAt(tokens: string[], index: number): boolean {
  for (let i = Math.max(0, index - 3); i < index; i++) if (NEGATOR.test(tokens[i])) return true;
  return false;
}

/** Counts phrase cues, blanking each match (keeping one negatable word in its place) so its words are not counted again. */
function countPhrases(text: string, counts: Counts): string {
  let rest = text;
  /** `negatedKind`: what the cue reads as after "not"/"never" (none: a hedge is a hedge either way). */
  const apply = (patterns: RegExp[], kind: keyof Counts, negatedKind: keyof Counts | null) => {
    for (const p of patterns) {
      rest = rest.replace(p, (match, offset: number) => {
        const before = rest.slice(Math.max(0, offset - 30), offset).toLowerCase().split(/\s+/).slice(-3);
        const negated = negatedKind !== null && before.some((w) => NEGATOR.test(w)) && !/^no |^without /i.test(match);
        counts[negated && negatedKind ? negatedKind : kind] += 1;
        return ' _ ';
      });
    }
  };
  apply(SUPPORT_PHRASES, 'partial', 'success');
  apply(DIFFICULTY_PHRASES, 'difficulty', 'success');
  apply(SUCCESS_PHRASES, 'success', 'difficulty');
  apply(PARTIAL_PHRASES, 'partial', null);
  return rest;
}

function countWords(text: string, counts: Counts) {
  const tokens = text.toLowerCase().replace(/’/g, "'").match(/[a-z0-9']+|_/g) ?? [];
  tokens.forEach((token, i) => {
    // "right" and "mixed" count only in "got it right" / "mixed up", already read as phrases.
    const previous = tokens[i - 1] ?? '';
    const isDifficulty = DIFFICULTY_WORD.test(token) && !(token === 'hard' && /^(?:work|tri)/.test(previous));
    const isBare = BARE_SUCCESS.test(token);
    const achieved = ACHIEVED.test(token) && !DONE_BY_OTHERS.test(previous) && !tokens.slice(0, i).some((t) => NOT_THE_STUDENTS.test(t));
    const isSuccess = (SUCCESS_WORD.test(token) && !ACHIEVED.test(token) && !(token === 'well' && previous === 'as')) || isBare || achieved;
    if (!isDifficulty && !isSuccess) return;
    // The negating words "couldn't", "can't" count as difficulty themselves, never as a negation of one.
    const negated = !/n't$|^cannot$/.test(token) && negatedAt(tokens, i);
    if (isBare && !negated) return;
    if (isDifficulty) counts[negated ? 'success' : 'difficulty'] += 1;
    else counts[negated ? 'difficulty' : 'success'] += 1;
  });
}

/** Clauses already read: splitting a sentence reads each piece several times. */
const read = new Map<string, Polarity>();

/** The clause's polarity: a clause with both kinds of cue, or a hedge ("after two attempts"), is partial. */
export function polarityOf(clause: string): Polarity {
  let polarity = read.get(clause);
  if (polarity === undefined) {
    if (read.size >= 5000) read.clear();
    polarity = readPolarity(clause);
    read.set(clause, polarity);
  }
  return polarity;
}

function readPolarity(clause: string): Polarity {
  const counts: Counts = { difficulty: 0, partial: 0, success: 0 };
  countWords(countPhrases(clause, counts), counts);
  if (counts.partial > 0 || (counts.success > 0 && counts.difficulty > 0)) return 'partial';
  if (counts.difficulty > 0) return 'difficulty';
  if (counts.success > 0) return 'success';
  return 'neutral';
}

/** A remark about attention, effort or participation rather than about the work. */
export const isEngagementRemark = (clause: string) => ENGAGEMENT.test(clause);

/**
 * Whether a piece says something of its own: it has its own verb ("made sign errors") or is a judgement with
 * what it is about ("good at X", "weak on Y", "no problems with Z"). "Accurately" in "factorised quickly and
 * accurately" does not: it shares the verb of the piece before it.
 */
const JUDGED_ABOUT =
  /^(?:(?:very|really|quite|fairly|a bit|a little|much|more|less|not|not yet|still|now|also|and|so|then)\s+)*(?:no|some|lots of|a few|many|(?![\p{L}-]*ly\s)[\p{L}-]+)\s+(?:[\p{L}-]+\s+)?(?:at|on|with|in|about|of|when|while)\b/iu;
const predicates = (piece: string) => hasVerb(piece) || (JUDGED_ABOUT.test(piece) && polarityOf(piece) !== 'neutral');

/**
 * A sentence split where its judgement may change: "Solved X quickly but struggled with Y" is two clauses,
 * and so are comma-separated parts that each carry a judgement ("good at X, weak on Y"). Parts that share one
 * verb ("quickly and accurately") stay one clause: a clause is never split into pieces without a verb.
 */
export function clausesOf(sentence: string): string[] {
  const parts = sentence
    .replace(/[.!?]+$/, '')
    .split(/\s*;\s*|,?\s+(?:but|however|although|though|whereas)\s+|,\s+yet\s+|\s*,\s*however,?\s*/i)
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.flatMap((part) => {
    const pieces = part.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    if (pieces.length < 2 || pieces.filter((p) => polarityOf(p) !== 'neutral').length < 2) return [part];
    // Rejoined as written: a neutral piece belongs to the judgement before it ("confuses A and B").
    const out: string[] = [];
    let rest = part;
    for (const p of pieces) {
      const at = rest.indexOf(p);
      const joint = rest.slice(0, at);
      rest = rest.slice(at + p.length);
      if (out.length && (polarityOf(p) === 'neutral' || !predicates(p) || !predicates(out[out.length - 1]))) out[out.length - 1] += `${joint}${p}`;
      else out.push(p.replace(/^(?:and|so|then|also)\s+/i, ''));
    }
    return out;
  });
}
