// What kind of thing a lesson topic is (a concept, a procedure, a skill or a text) and the grammatical forms
// a plan needs to talk about it: "Solve quadratic equations", "solving quadratic equations", "a formal letter".
import { midSentence } from './text';
import { gerundOf, knownBase } from './verbs';

export type TopicKind = 'concept' | 'procedure' | 'skill' | 'text';
type TextForm = 'poem' | 'play' | 'novel' | 'story' | 'text';

export type TopicShape = {
  kind: TopicKind;
  /** As it reads inside a sentence: "photosynthesis", "long division", "Macbeth". */
  phrase: string;
  /** An instruction, for procedures and skills: "Solve quadratic equations", "Write a formal letter"; else null. */
  doIt: string | null;
  /** What doing it is called: "solving quadratic equations", "long division", "public speaking". */
  doing: string;
  /** What a skill produces ("a formal letter"), or null. */
  product: string | null;
  /** A grammar point used in speech and writing ("the past tense"), taught as a skill. */
  isUsage: boolean;
  textForm: TextForm | null;
};

const TITLES: Record<string, TextForm> = Object.fromEntries(
  [
    ['play', "macbeth|hamlet|romeo and juliet|othello|king lear|the tempest|a midsummer night's dream|twelfth night|julius caesar|much ado about nothing|the merchant of venice|an inspector calls|death of a salesman|a streetcar named desire|blood brothers|the crucible|a doll's house|pygmalion|antigone|oedipus rex|waiting for godot"],
    ['novel', "a christmas carol|jane eyre|pride and prejudice|the great gatsby|lord of the flies|animal farm|nineteen eighty-four|1984|frankenstein|jekyll and hyde|the strange case of dr jekyll and mr hyde|of mice and men|to kill a mockingbird|great expectations|wuthering heights|the catcher in the rye|the hobbit|charlotte's web|matilda|the gruffalo|the hunger games|the lord of the rings|brave new world|the handmaid's tale|things fall apart|the kite runner|never let me go|dracula|little women|the secret garden|the giver|the outsiders|war horse|private peaceful|the boy in the striped pyjamas|the curious incident of the dog in the night-time|silas marner|heart of darkness"],
    ['poem', "ozymandias|the raven|daffodils|i wandered lonely as a cloud|the road not taken|dulce et decorum est|the charge of the light brigade|kamikaze|my last duchess|sonnet 18|sonnet 130|beowulf|the odyssey|the iliad|the rime of the ancient mariner|stopping by woods on a snowy evening|still i rise|the tyger|jabberwocky|the highwayman"],
  ].flatMap(([form, list]) => list.split('|').map((t) => [t, form as TextForm])),
);
const GENRE = /\b(poem|poetry|poems|sonnet|ballad|novel|novella|short story|book|anthology|play)\b/i;
const TEXT_PART = /\b(?:act|scene|chapter|stanza|canto|book)\s+(?:\d+|[ivx]+)\b/i;
const FORM_OF: Record<string, TextForm> = { poem: 'poem', poetry: 'poem', poems: 'poem', sonnet: 'poem', ballad: 'poem', novel: 'novel', novella: 'novel', book: 'novel', 'short story': 'story', anthology: 'poem', play: 'play' };

const SKILL_VERBS = new Set(
  'write speak read present debate argue listen persuade summarise summarize spell pronounce draw sing code program type research revise take interview negotiate design edit proofread draft compose reference cite structure punctuate paint play describe analyse analyze evaluate plan prepare'.split(' '),
);
/** Skills that make something: "writing a formal letter" makes a formal letter. */
const MAKING_VERBS = new Set('write draw design compose draft paint plan prepare code program build'.split(' '));
const NOUN_SKILL = /(?:writing|speaking|reading|listening|comprehension|pronunciation|spelling|handwriting|presentations?|debating|skills?|techniques?|note-taking|typing|interviews?|negotiation|storytelling|conversation|management|drawing|painting|programming|coding|research)$/i;
const USAGE = /(?:tenses?|grammar|vocabulary|verbs?|adjectives?|adverbs?|nouns?|pronouns?|prepositions?|conjunctions?|articles|subjunctive|conditionals?|punctuation|apostrophes?|commas?|idioms|sentence structure|clauses?|passive voice|imperative|plurals?)$/i;
const USAGE_SINGULAR = /(?:tense|subjunctive|conditional|passive voice|imperative)$/i;

/** Head nouns of procedures, with the verb that does them. */
const PROCEDURE_VERBS: [RegExp, string][] = [
  [/(?:chemical|symbol|half) equations?$/i, 'balance'],
  [/(?:equations?|inequalit(?:y|ies)|word problems)$/i, 'solve'],
  [/(?:division|multiplication|addition|subtraction|factori[sz]ation|differentiation|integration|substitution|titrations?|estimation|rounding|conversions?|transformations?|long multiplication)$/i, 'carry out'],
  [/(?:fractions|decimals|percentages|ratios?|proportions?|indices|surds|vectors|matrices|integers|negative numbers|standard form|units|money|bearings)$/i, 'calculate with'],
  [/(?:area|perimeter|volume|mean|median|mode|averages|probability|speed|density|moments|gradient|compound interest|simple interest|momentum|percentage change|circumference|surface area)$/i, 'calculate'],
  [/(?:graphs?|charts?|histograms?|diagrams?|box plots?)$/i, 'plot and interpret'],
  [/(?:expressions|algebraic fractions)$/i, 'simplify'],
  [/(?:formulae|formulas)$/i, 'rearrange and use'],
  [/(?:times tables|number bonds)$/i, 'recall'],
  [/(?:theorem|trigonometry|sohcahtoa|rule|formula|algorithm|method|calculus|algebra)$/i, 'use'],
];

const gerundPhrase = (verb: string) => verb.split(' and ').map((v) => (v.includes(' ') ? `${gerundOf(v.split(' ')[0])} ${v.split(' ').slice(1).join(' ')}` : gerundOf(v))).join(' and ');
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

function textShape(topic: string): TopicShape | null {
  const lower = topic.toLowerCase().replace(/[‘’]/g, "'");
  const stripped = lower.replace(/\s+by\s+.*$/, '').replace(/^(?:analys\w+|analyz\w+|reading|studying|exploring|introduction to)\s+/, '').replace(/^the (?:poem|play|novel|book|story)\s+/, '');
  const byTitle = TITLES[stripped.replace(/\s*\(.*\)$|\s*[:–-].*$|\s+(?:act|scene|chapter)\s+.*$/, '').trim()];
  const genre = GENRE.exec(lower)?.[1].toLowerCase();
  const byAuthor = /\sby\s+\p{Lu}/u.test(topic);
  const start = topic.toLowerCase().replace(/[‘’]/g, "'").indexOf(stripped);
  if (!byTitle && !genre && !byAuthor && !TEXT_PART.test(lower) && !/^["“].+["”]$/.test(topic)) return null;
  if (genre === 'play' && !/\((?:play)\)|\bthe play\b/i.test(lower)) return null;
  const title = topic
    .slice(start, start + stripped.length)
    .replace(/\s*\((?:poem|play|novel|book|short story)\)\s*$/i, '')
    .replace(/^["“]|["”]$/g, '')
    .trim();
  const form = byTitle ?? (genre ? FORM_OF[genre] : 'text');
  return { kind: 'text', phrase: title, doIt: null, doing: `studying ${title}`, product: null, isUsage: false, textForm: form };
}

function verbShape(topic: string): TopicShape | null {
  const [first, ...rest] = topic.split(/\s+/);
  const base = knownBase(first);
  const object = rest.join(' ');
  if (!base || !object || NOUN_SKILL.test(topic) || /^(?:comprehension|skills?|techniques?|strategies)\b/i.test(object)) return null;
  const kind = SKILL_VERBS.has(base) ? 'skill' : 'procedure';
  const doing = `${first.toLowerCase()} ${object}`;
  const product = MAKING_VERBS.has(base) && (/^(?:a|an)\s/i.test(object) || /s$/i.test(object)) ? object : null;
  return { kind, phrase: doing, doIt: `${cap(base)} ${object}`, doing, product, isUsage: false, textForm: null };
}

/** The topic's kind and forms, from a small lexicon of titles, genres, verbs and head nouns. */
export function topicShape(rawTopic: string): TopicShape {
  const topic = rawTopic.trim().replace(/\s+/g, ' ').replace(/^(?:introduction to|intro to|basics of)\s+/i, '').replace(/\s+basics$/i, '');
  const phrase = midSentence(topic);
  const shaped = textShape(topic) ?? verbShape(topic);
  if (shaped) return shaped;
  if (USAGE.test(topic)) {
    const the = USAGE_SINGULAR.test(topic) && !/^the\s/i.test(phrase) ? `the ${phrase}` : phrase;
    return { kind: 'skill', phrase: the, doIt: `Use ${the} correctly`, doing: `using ${the}`, product: null, isUsage: true, textForm: null };
  }
  if (NOUN_SKILL.test(topic)) return { kind: 'skill', phrase, doIt: null, doing: phrase, product: null, isUsage: false, textForm: null };
  const verb = PROCEDURE_VERBS.find(([pattern]) => pattern.test(topic))?.[1];
  if (verb) {
    const object = verb === 'use' && /(?:rule|formula|method|algorithm|theorem)$/i.test(phrase) && !/['’]/.test(phrase) && !/^the\s/i.test(phrase) ? `the ${phrase}` : phrase;
    const doing = verb === 'carry out' ? object : `${gerundPhrase(verb)} ${object}`;
    return { kind: 'procedure', phrase: object, doIt: `${cap(verb)} ${object}`, doing, product: null, isUsage: false, textForm: null };
  }
  return { kind: 'concept', phrase, doIt: null, doing: phrase, product: null, isUsage: false, textForm: null };
}
