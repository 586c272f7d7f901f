// Every class name the web app can pass to cn(): each whitespace-separated word of every string and template
// literal under src/web (test files aside), with template expressions cut out. Words that are not classes come
// along too; the class merger ignores words it does not know, so they only make the list longer. The generated
// merge configuration (lib/tw-merge-config.ts) is left out: its words are Tailwind's, not the app's.
import fs from 'node:fs';
import path from 'node:path';

const webRoot = path.join(import.meta.dirname, '..', 'src', 'web');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'tw-merge-config.ts' ? [full] : [];
  });
}

export function classVocabulary(root = webRoot): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(root)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}
