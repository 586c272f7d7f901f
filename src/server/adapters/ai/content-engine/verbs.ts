// Verb forms for turning topics and notes into sentences: "solving" ↔ "solve", "rearrange" → "rearranging".

/** Gerunds whose base form the rules below would get wrong. */
const IRREGULAR_BASE: Record<string, string> = {
  being: 'be', seeing: 'see', using: 'use', writing: 'write', making: 'make', taking: 'take', giving: 'give',
  solving: 'solve', proving: 'prove', moving: 'move', improving: 'improve', having: 'have', coding: 'code',
  dividing: 'divide', deriving: 'derive', describing: 'describe', comparing: 'compare', measuring: 'measure',
  balancing: 'balance', reducing: 'reduce', producing: 'produce', introducing: 'introduce', pronouncing: 'pronounce',
  changing: 'change', arranging: 'arrange', rearranging: 'rearrange', exchanging: 'exchange', judging: 'judge',
  rounding: 'round', reading: 'read', adding: 'add', spelling: 'spell', telling: 'tell', drawing: 'draw',
  plotting: 'plot', running: 'run', getting: 'get', setting: 'set', putting: 'put', planning: 'plan',
  programming: 'program', debugging: 'debug', beginning: 'begin', shopping: 'shop', typing: 'type', speaking: 'speak',
  listening: 'listen', finding: 'find', expanding: 'expand', converting: 'convert', sketching: 'sketch',
  graphing: 'graph', interpreting: 'interpret', answering: 'answer', ordering: 'order', presenting: 'present',
  structuring: 'structure', punctuating: 'punctuate', preparing: 'prepare', revising: 'revise', practising: 'practise',
  practicing: 'practice', organising: 'organise', organizing: 'organize', summarising: 'summarise', summarizing: 'summarize',
  analysing: 'analyse', analyzing: 'analyze', factorising: 'factorise', factorizing: 'factorize', simplifying: 'simplify',
  multiplying: 'multiply', applying: 'apply', identifying: 'identify', classifying: 'classify', carrying: 'carry',
  studying: 'study', evaluating: 'evaluate', calculating: 'calculate', estimating: 'estimate', completing: 'complete',
  differentiating: 'differentiate', integrating: 'integrate', translating: 'translate', conjugating: 'conjugate',
  constructing: 'construct', substituting: 'substitute', subtracting: 'subtract', debating: 'debate', arguing: 'argue',
  persuading: 'persuade', researching: 'research', referencing: 'reference', citing: 'cite', composing: 'compose',
  editing: 'edit', proofreading: 'proofread', drafting: 'draft', designing: 'design', creating: 'create',
  naming: 'name', labelling: 'label', labeling: 'label', recognising: 'recognise', recognizing: 'recognize',
  counting: 'count', sorting: 'sort', grouping: 'group', sharing: 'share', weighing: 'weigh', learning: 'learn',
  memorising: 'memorise', working: 'work', investigating: 'investigate', testing: 'test', modelling: 'model',
  playing: 'play', singing: 'sing', painting: 'paint', building: 'build', explaining: 'explain', checking: 'check',
  transposing: 'transpose', scaling: 'scale', reflecting: 'reflect', rotating: 'rotate', predicting: 'predict',
  recording: 'record', observing: 'observe', filing: 'file', budgeting: 'budget', negotiating: 'negotiate',
  interviewing: 'interview', networking: 'network', accounting: 'account',
  understanding: 'understand', decoding: 'decode', blending: 'blend', segmenting: 'segment',
};

/** The base of a gerund this module lists ("balancing" → "balance"); null for other words ("Clothing"). */
export const knownBase = (word: string): string | null => IRREGULAR_BASE[word.toLowerCase()] ?? null;

const DOUBLE_FINAL = new Set(['get', 'set', 'put', 'run', 'plot', 'plan', 'begin', 'stop', 'sit', 'swim', 'cut', 'hit', 'shop', 'drop', 'debug', 'program']);

/** "rearrange" → "rearranging", "plot" → "plotting", "carry" → "carrying". */
export function gerundOf(base: string): string {
  const w = base.toLowerCase();
  if (w.endsWith('ing') && w.length > 5) return w;
  if (DOUBLE_FINAL.has(w)) return `${w}${w[w.length - 1]}ing`;
  if (w.endsWith('ie')) return `${w.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(w) || /[^e]ue$/.test(w)) return `${w.slice(0, -1)}ing`;
  return `${w}ing`;
}

/** Finite verbs a tutor's note uses that no suffix rule below recognises. */
const FINITE = new Set(
  ('is are was were am be been has have had do does did can could will would shall should may might must ' +
    'cannot got gets get made makes kept keeps went goes came comes took takes gave gives found finds knew knows saw sees ' +
    'drew draws wrote writes forgot forgets understood understands lost loses left began begins brought built chose fell ' +
    'felt feels heard held led meant met paid put ran runs said says sat sent set showed shows spoke speaks spent stood ' +
    'thought thinks told tells won tried tries needs seems looks became becomes managed manages mixes confuses struggles ' +
    'remembers recalls explains solves uses enjoys likes loves hates prefers wants asks answers finishes completes').split(' '),
);
/** Words ending in -ed that are not verbs. */
const NOT_PAST = /^(?:hundred|kindred|sacred|naked|wicked|rugged|beloved|bed|red|shed|speed|need|seed|feed|indeed|breed|greed|weed|embed)$/;
const SUBJECT = /^(?:i|we|she|he|they|you|it|the|student|students|tutor)$/;
const BASES = new Set(Object.values(IRREGULAR_BASE));
const thirdPersonBase = (t: string) => (/ies$/.test(t) ? `${t.slice(0, -3)}y` : /(?:sh|ch|x|ss)es$/.test(t) ? t.slice(0, -2) : t.replace(/s$/, ''));

/**
 * Whether a piece of a sentence has a finite verb of its own ("made sign errors", "she can solve them", "didn't
 * finish"), rather than being an adverb, adjective or noun phrase that shares another piece's verb ("accurately").
 */
export function hasVerb(piece: string): boolean {
  const tokens = piece.toLowerCase().replace(/’/g, "'").match(/[a-z']+/g) ?? [];
  return tokens.some((t, i) => {
    if (FINITE.has(t) || /n't$/.test(t)) return true;
    if (/^[a-z]{3,}ed$/.test(t) && !NOT_PAST.test(t)) return true;
    // A gerund or a base form opening the piece ("struggling with", "solve them"): the piece's own verb.
    const opening = i === 0 || (i === 1 && SUBJECT.test(tokens[0] ?? ''));
    return opening && (knownBase(t) !== null || BASES.has(t) || (t.endsWith('s') && BASES.has(thirdPersonBase(t))));
  });
}
