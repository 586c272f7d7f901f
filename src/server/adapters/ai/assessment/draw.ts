// Built-in assessment: finds the bank of the tutor's subject, reads the level they teach from what
// they wrote, and draws a set of questions without repetition (a retake never sees a question again).
import type { BankLevel, BankQuestion, SubjectBank } from './bank-types';
import { SUBJECT_BANKS } from './bank';

export const QUESTIONS_PER_ATTEMPT = 6;

const ADVANCED = [
  /\b(class|grade|std|standard)\s*(11|12|xi|xii)\b/i,
  /\b(11|12)(th)?\s*(class|grade|std)\b/i,
  /\b(a[\s-]?levels?|ib|ap|igcse\s+extended|jee|neet|cuet|sat|gre|gmat|cat|upsc|olympiad|university|college|undergrad\w*|graduate|degree|b\.?\s?tech|b\.?\s?sc|m\.?\s?sc|engineering|advanced|professional|professionals|competitive|calculus|interview)\b/i,
  /\b(9|10|11)\s*[-–to]+\s*12\b/,
];
const FOUNDATION = [
  /\b(class|grade|std|standard)\s*([1-9]|10|i{1,3}|iv|v|vi{0,3}|ix|x)\b/i,
  /\b([1-9]|10)(st|nd|rd|th)?\s*(class|grade|std)\b/i,
  /\b(primary|middle|school|beginners?|basics?|foundation|kids?|children|juniors?|gcse|icse|cbse|ssc|matric\w*|elementary|intro\w*)\b/i,
];

/** The level a tutor teaches, read from the sub-domain; null when it says nothing about it. */
export function levelOf(text: string | null | undefined): BankLevel | null {
  const t = text ?? '';
  const advanced = ADVANCED.some((re) => re.test(t));
  const foundation = FOUNDATION.some((re) => re.test(t));
  if (advanced && !foundation) return 'advanced';
  if (foundation && !advanced) return 'foundation';
  // "Class 9–12" or "school and university" span both; advanced then weighs more.
  return advanced ? 'advanced' : null;
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#.]+/g, ' ').trim();
const containsPhrase = (text: string, phrase: string) => ` ${normal(text)} `.includes(` ${normal(phrase)} `);

/** The bank for a subject: its name or an alias, in the domain first, then in the sub-domain. */
export function findBank(subject: string, subDomain?: string | null, banks: readonly SubjectBank[] = SUBJECT_BANKS): SubjectBank | null {
  const names = (b: SubjectBank) => [b.subject, ...b.aliases];
  const everything = `${subject} ${subDomain ?? ''}`;
  banks = banks.filter((b) => !(b.notWith ?? []).some((w) => containsPhrase(everything, w)));
  for (const text of [subject, subDomain ?? '']) {
    if (!text.trim()) continue;
    const exact = banks.find((b) => names(b).some((n) => normal(n) === normal(text)));
    if (exact) return exact;
    // The longest name found inside the text wins: "Spoken English for professionals" → English, not "English Literature".
    let best: { bank: SubjectBank; length: number } | null = null;
    for (const b of banks) {
      for (const n of names(b)) {
        if (containsPhrase(text, n) && (!best || n.length > best.length)) best = { bank: b, length: n.length };
      }
    }
    if (best) return best.bank;
  }
  return null;
}

/** A small seeded generator, so a draw can be repeated in tests. */
export function seededRandom(seed: number): () => number {
  // xorshift32; a small seed is spread over the bits first, and the first outputs (still small) are skipped.
  let s = Math.imul(seed, 2654435761) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  for (let i = 0; i < 8; i++) next();
  return next;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Questions for one attempt: mostly at the tutor's level (all of it when both levels are left),
 * those whose topic the sub-domain names first, never one of `exclude`, no topic twice.
 */
export function drawQuestions(
  bank: SubjectBank,
  options: { level: BankLevel | null; subDomain?: string | null; exclude?: ReadonlySet<string>; count?: number; random?: () => number },
): BankQuestion[] {
  const count = options.count ?? QUESTIONS_PER_ATTEMPT;
  const random = options.random ?? Math.random;
  const exclude = options.exclude ?? new Set<string>();
  const main: BankLevel = options.level ?? 'foundation';
  const other: BankLevel = main === 'advanced' ? 'foundation' : 'advanced';
  const mainCount = options.level ? Math.ceil((count * 2) / 3) : Math.ceil(count / 2);
  const named = (q: BankQuestion) => Boolean(options.subDomain && q.topic.split(/\s+/).some((w) => w.length > 3 && containsPhrase(options.subDomain!, w)));
  const pool = (level: BankLevel) => {
    const left = shuffle(bank.questions.filter((q) => q.level === level && !exclude.has(q.id)), random);
    return [...left.filter(named), ...left.filter((q) => !named(q))];
  };
  const picked: BankQuestion[] = [];
  const topics = new Set<string>();
  const take = (from: BankQuestion[], upTo: number) => {
    for (const q of from) {
      if (picked.length >= upTo) return;
      if (picked.includes(q) || topics.has(q.topic)) continue;
      picked.push(q);
      topics.add(q.topic);
    }
  };
  const mainPool = pool(main);
  const otherPool = pool(other);
  take(mainPool, mainCount);
  take(otherPool, count);
  // A level that ran short (after a retake) is made up from the other one.
  take(mainPool, count);
  return shuffle(picked, random);
}
