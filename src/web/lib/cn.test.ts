import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { classVocabulary } from '../../../scripts/class-vocabulary.ts';
import { cn } from './cn.ts';

describe('cn', () => {
  it('merges the way the conflicts of the components need', () => {
    expect(cn('inline-flex px-4 py-2', 'hidden')).toBe('px-4 py-2 hidden');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-slate-600', 'text-lg')).toBe('text-slate-600 text-lg');
    expect(cn('text-sm leading-5', 'text-base/6')).toBe('text-base/6');
    expect(cn('border border-slate-200', 'border-2 border-brand-600')).toBe('border-2 border-brand-600');
    expect(cn('sm:px-4 px-2', 'sm:px-6')).toBe('px-2 sm:px-6');
    expect(cn('hover:dark:bg-slate-800', 'dark:hover:bg-slate-900')).toBe('dark:hover:bg-slate-900');
    expect(cn('font-medium', false, undefined, ['font-semibold', { 'font-bold': true }])).toBe('font-bold');
    expect(cn('stranger-class', 'stranger-class')).toBe('stranger-class stranger-class');
  });

  // The cut-down configuration decides exactly as tailwind-merge's default one on every class the app's source
  // names: each class alone and after each other class. Merging is right to left and a class is dropped only by a
  // later one it conflicts with, so equal pairs mean equal merges of any list of these classes.
  it('decides every pair of the app’s classes as the default configuration does', () => {
    const words = classVocabulary();
    const known = words.filter((word) => twMerge(`${word} ${word}`) === word || cn(`${word} ${word}`) === word);
    expect(known.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of known) {
      for (const second of known) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        if (cn(list) !== expected) differences.push(`"${list}": cn gives "${cn(list)}", tailwind-merge "${expected}"`);
        if (differences.length >= 20) break;
      }
    }
    expect(differences, 'run `npm run gen:tw-merge` after using a new kind of class').toEqual([]);
  });
});
