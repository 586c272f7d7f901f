// Critical CSS for a page rendered on the server: of the app's stylesheet, the rules the page's HTML can use, inlined
// in its head, so the first paint waits for no stylesheet; the whole stylesheet follows without blocking it.
//
// The stylesheet is read once and cut into rules. A style rule is kept when one of its selectors names only classes
// the page's HTML has (`dark` counts as present: the theme is the browser's); a rule that names no class (the base
// layer, custom properties) is always kept, as are @property, @keyframes and @font-face. Conditional blocks (@media,
// @supports, @layer) keep the rules inside them that are kept. Keeping a rule the page does not need costs bytes;
// dropping one it needs would show it unstyled for a moment, so a selector's classes inside :not() are not required.
import fs from 'node:fs';
import path from 'node:path';

type Rule = { kind: 'always'; text: string } | { kind: 'style'; needs: string[][]; text: string } | { kind: 'block'; prelude: string; rules: Rule[] };

/** Classes the page's HTML never has but the browser's page may: the theme class on <html>. */
const ALWAYS_PRESENT = ['dark'];
const NESTING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** The indexes of `text`'s characters from `from` on that are CSS syntax: escapes, strings and comments are skipped. */
function* syntax(text: string, from = 0): Generator<number> {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") i = stringEnd(text, i);
    else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 1;
    } else yield i;
  }
}

function stringEnd(text: string, open: number): number {
  const quote = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

/** The first of `stops` outside brackets, strings and comments from `from` on (the text's length when none). */
function topLevel(css: string, from: number, stops: string): number {
  let depth = 0;
  for (const i of syntax(css, from)) {
    const ch = css[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && stops.includes(ch)) return i;
  }
  return css.length;
}

/** Where a `{`, `;` or `}` outside brackets ends the prelude starting at `from`. */
const preludeEnd = (css: string, from: number) => topLevel(css, from, '{;}');

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (const i of syntax(css, open)) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** Splits a selector list on its commas outside brackets. */
function selectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const i of syntax(prelude)) {
    const ch = prelude[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

const unescape = (name: string) => name.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, '$1');

/** The classes a selector needs on the page: none of those only inside :not(), none in attribute values. */
export function classesNeeded(selector: string): string[] {
  const bare = selector
    .replace(/(?<!\\)\[(?:[^\]\\"']|\\.|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*\]/g, '')
    .replace(/:not\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');
  return [...bare.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) => unescape(m[1]));
}

export function parseRules(css: string, from = 0, to = css.length): Rule[] {
  const rules: Rule[] = [];
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(css[i])) i++;
    if (i >= to) break;
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? to : close + 2;
      continue;
    }
    const end = Math.min(preludeEnd(css, i), to);
    const prelude = css.slice(i, end).trim();
    if (end >= to || css[end] === ';' || css[end] === '}') {
      // A statement (`@layer a, b;`, `@import …;`): kept as it is.
      if (prelude) rules.push({ kind: 'always', text: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1] ?? '';
      if (NESTING_AT_RULES.has(name)) rules.push({ kind: 'block', prelude, rules: parseRules(css, end + 1, close) });
      else rules.push({ kind: 'always', text: css.slice(i, close + 1) });
    } else {
      rules.push({ kind: 'style', needs: selectors(prelude).map(classesNeeded), text: css.slice(i, close + 1) });
    }
    i = close + 1;
  }
  return rules;
}

function keep(rules: Rule[], present: Set<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'always') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.needs.some((classes) => classes.every((c) => present.has(c)))) out += rule.text;
    } else {
      const inner = keep(rule.rules, present);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#x27': "'", '#39': "'", '#x2F': '/' };
const decode = (s: string) => s.replace(/&(#x?[0-9a-fA-F]+|\w+);/g, (m, e: string) => ENTITIES[e] ?? (e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m));

/** The classes the elements of `html` have. */
export function classesIn(html: string): Set<string> {
  const present = new Set(ALWAYS_PRESENT);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of decode(m[1]).split(/\s+/)) if (c) present.add(c);
  return present;
}

/** Where the declaration starting at `from` ends: its `;` (included), or the `}` closing its rule (not included). */
function declarationEnd(css: string, from: number): number {
  const end = topLevel(css, from, ';}');
  return css[end] === ';' ? end + 1 : end;
}

const CUSTOM_PROPERTY = /(?<=[{;])\s*(--[\w-]+)\s*:/g;
const VAR = /var\(\s*(--[\w-]+)/g;
const REGISTERED_PROPERTY = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;

/**
 * `css` without the custom properties nothing reads: the theme declares every colour the app uses, and Tailwind
 * registers (@property) and resets every variable of its utilities, while a page reads a few. A property is read
 * when a kept declaration or the page's HTML (a style attribute) names it in var(); the whole stylesheet, loaded
 * next, declares them all again.
 */
function withoutUnreadProperties(css: string, html: string): string {
  const readByPage = [...html.matchAll(VAR)].map((m) => m[1]);
  for (;;) {
    const read = new Set([...readByPage, ...[...css.matchAll(VAR)].map((m) => m[1])]);
    let out = '';
    let at = 0;
    for (const m of css.matchAll(CUSTOM_PROPERTY)) {
      if (read.has(m[1]) || m.index < at) continue;
      out += css.slice(at, m.index);
      at = declarationEnd(css, m.index + m[0].length);
      // The rule's last declaration gone: the one before it needs no `;`.
      if (css[at] === '}' && out.endsWith(';')) out = out.slice(0, -1);
    }
    out = (out + css.slice(at)).replace(REGISTERED_PROPERTY, (rule, name: string) => (read.has(name) ? rule : ''));
    if (out === css) return out;
    css = out;
  }
}

/** The rules of `css` that a page whose HTML is `html` can use. */
export function criticalCss(rules: Rule[], html: string): string {
  return withoutUnreadProperties(keep(rules, classesIn(html)), html);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * For a page of `indexHtml` (the web build's shell at `webRoot`): `inline(page)` puts the critical CSS of the
 * page's HTML in its head and turns the shell's stylesheets into ones that load without blocking the first paint
 * (index.html's script applies them once loaded). Null when the shell links no stylesheet of the build.
 */
export function createCriticalCss(webRoot: string, indexHtml: string): ((page: string) => string) | null {
  const sheets = [...indexHtml.matchAll(STYLESHEET)].map((m) => ({ tag: m[0], href: m[1] }));
  const files = sheets.map((s) => path.join(webRoot, s.href));
  if (!sheets.length || !files.every((f) => fs.existsSync(f))) return null;
  const rules = parseRules(files.map((f) => fs.readFileSync(f, 'utf8')).join('\n'));
  const hrefs = new Set(sheets.map((s) => s.href));
  return (page) => {
    const critical = criticalCss(rules, page).replace(/<\/style/gi, '<\\/style');
    let first = true;
    return page.replace(STYLESHEET, (tag, href: string) => {
      // Only the sheets whose rules were cut: any other stylesheet keeps blocking the paint it styles.
      if (!hrefs.has(href)) return tag;
      const deferred = tag.replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print" data-deferred-style');
      const out = first ? `<style data-critical>${critical}</style>${deferred}` : deferred;
      first = false;
      return out;
    });
  };
}
