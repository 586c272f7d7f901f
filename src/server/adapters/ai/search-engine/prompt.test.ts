import { afterEach, describe, expect, it } from 'vitest';
import { BOARDS, EXAMS, SUBJECTS } from '../../../../shared/catalog';
import { searchProviderPrompt } from './prompt';

describe('the provider prompt is generated from the catalogue', () => {
  const added: { list: unknown[]; item: unknown }[] = [];
  afterEach(() => {
    for (const { list, item } of added.splice(0)) list.splice(list.indexOf(item), 1);
  });

  it('names every exam, board and subject code', () => {
    const prompt = searchProviderPrompt();
    for (const e of [...EXAMS, ...BOARDS, ...SUBJECTS]) expect(prompt).toContain(e.code);
    expect(prompt).toContain('"Grade 10"');
    expect(prompt).toContain('"homemakers"');
  });

  it('gives the units the engine works in', () => {
    const prompt = searchProviderPrompt();
    expect(prompt).toMatch(/maxHourlyRate: .*paise.*80000/);
    expect(prompt).toMatch(/hours: .*minutes after local midnight.*1200/);
  });

  it('an entry added to the catalogue appears in the prompt', () => {
    const exam = { kind: 'exam' as const, code: 'OET', label: 'OET', patterns: [], aliases: ['Occupational English Test'], subjects: ['English'] };
    const board = { kind: 'board' as const, code: 'Goa Board Test', label: 'Goa Board Test', patterns: [], aliases: [] };
    EXAMS.push(exam);
    BOARDS.push(board);
    added.push({ list: EXAMS, item: exam }, { list: BOARDS, item: board });
    const prompt = searchProviderPrompt();
    expect(prompt).toContain('OET (Occupational English Test)');
    expect(prompt).toContain('Goa Board Test');
  });
});
