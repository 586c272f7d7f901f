import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesIn, classesNeeded, createCriticalCss, criticalCss, parseRules } from './critical-css';

const CSS = [
  '/*! tailwindcss */',
  '@layer theme,base,utilities;',
  '@layer theme{:root,:host{--color-x:red;--color-y:blue;--color-z:var(--color-y)}}',
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.w-1\\/2{width:50%}',
  '.hover\\:bg-red:hover{background:red}',
  '.\\[\\&_h2\\]\\:mt-6 h2{margin-top:1.5rem}',
  '.dark\\:text-white:where(.dark,.dark *){color:#fff}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
  '.space-y-2>:not(:last-child){margin-bottom:.5rem}',
  '.peer:not(.hidden)~.gap-1{gap:.25rem}',
  '.content-x:after{content:"a{b}c"}',
  '.shadow{--tw-shadow:0 1px var(--color-x);box-shadow:var(--tw-shadow)}',
  '.ring{--tw-ring:0 0 2px;box-shadow:var(--tw-ring)}',
  '[data-x="1.5"] .block{display:block}',
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}',
  '@media (width>=64rem){.lg\\:hidden{display:none}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const html = `<html><body><div class="flex w-1/2 hover:bg-red [&amp;_h2]:mt-6 dark:text-white group"><span class="group-hover:underline space-y-2 gap-1 sm:flex content-x block shadow" style="color:var(--color-page)"></span></div></body></html>`;

describe('critical CSS', () => {
  it('names the classes a selector needs, unescaped, leaving out :not() and attribute values', () => {
    expect(classesNeeded('.w-1\\/2')).toEqual(['w-1/2']);
    expect(classesNeeded('.\\[\\&_h2\\]\\:mt-6 h2')).toEqual(['[&_h2]:mt-6']);
    expect(classesNeeded('.peer:not(.hidden)~.gap-1')).toEqual(['peer', 'gap-1']);
    expect(classesNeeded('[data-x="1.5"] .block')).toEqual(['block']);
    expect(classesNeeded('.\\31 0xl')).toEqual(['10xl']);
  });

  it("reads the classes of a page's elements, with entities decoded, and counts the theme's class as present", () => {
    expect([...classesIn(html)]).toEqual(expect.arrayContaining(['dark', 'flex', '[&_h2]:mt-6', 'w-1/2']));
  });

  it('keeps the rules the page can use, the ones that need no class, and conditional blocks with kept rules', () => {
    const out = criticalCss(parseRules(CSS), html);
    for (const kept of [
      '@layer theme,base,utilities;',
      ':root,:host{--color-x:red}',
      '*,:before{box-sizing:border-box}',
      '.flex{display:flex}',
      '.w-1\\/2{width:50%}',
      '.hover\\:bg-red:hover{background:red}',
      '.\\[\\&_h2\\]\\:mt-6 h2{margin-top:1.5rem}',
      '.dark\\:text-white:where(.dark,.dark *){color:#fff}',
      '.group-hover\\:underline:is(:where(.group):hover *)',
      '.space-y-2>:not(:last-child)',
      '.content-x:after{content:"a{b}c"}',
      '[data-x="1.5"] .block{display:block}',
      '@media (width>=40rem){.sm\\:flex{display:flex}}',
      '@property --tw-shadow',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ])
      expect(out).toContain(kept);
    // Not on the page: gone, and a block left empty goes with them.
    expect(out).not.toContain('.grid{');
    expect(out).not.toContain('.sm\\:grid');
    expect(out).not.toContain('.peer:not(.hidden)');
    expect(out).not.toContain('width>=64rem');
    expect(out).not.toContain('tailwindcss');
  });

  it('leaves out the custom properties that no kept rule and no style attribute of the page reads', () => {
    const out = criticalCss(parseRules(CSS.replace('--color-x:red', '--color-x:red;--color-page:green')), html);
    for (const kept of [':root,:host{--color-x:red;--color-page:green}', '.shadow{--tw-shadow:0 1px var(--color-x);box-shadow:var(--tw-shadow)}', '@property --tw-shadow{', '*,:before{--tw-shadow:0 0 #0000}'])
      expect(out).toContain(kept);
    // Read by nothing (--color-y only by --color-z, read by nothing itself), or only by a rule the page does not use.
    for (const gone of ['--color-y', '--color-z', '--tw-ring', '--tw-blur']) expect(out).not.toContain(gone);
  });

  it('inlines the critical CSS in the head and lets the whole stylesheet load without blocking the first paint', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'assets', 'index-abc.css'), CSS);
    const shell = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body>';
    const inline = createCriticalCss(root, shell)!;
    const page = inline(shell.replace('<div id="root"></div>', `<div id="root"><p class="flex">x</p></div>`));
    expect(page).toMatch(/<style data-critical>.*\.flex\{display:flex\}.*<\/style><link rel="stylesheet" media="print" data-deferred-style crossorigin href="\/assets\/index-abc.css">/);
    expect(page).not.toContain('.grid{');
    // A stylesheet the shell did not link (a route's own) is left as it is.
    const other = '<link rel="stylesheet" crossorigin href="/assets/board-xyz.css">';
    expect(inline(shell.replace('</head>', `${other}</head>`))).toContain(other);
    // A shell without the build's stylesheet has nothing to inline.
    expect(createCriticalCss(root, '<head></head>')).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });
});
