// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipPicker, type ChipOption } from './chip-picker';

const OPTIONS: ChipOption[] = [
  { value: 'Mathematics', label: 'Mathematics', keywords: ['maths', 'math'] },
  { value: 'Physics', label: 'Physics' },
  { value: 'CBSE', label: 'CBSE', hint: 'Central Board of Secondary Education' },
  { value: 'IGCSE', label: 'IGCSE / Cambridge', keywords: ['cambridge'] },
];

let seen: string[][] = [];
afterEach(() => {
  cleanup();
  seen = [];
});

function Harness({ initial = [], allowCustom = false, suggestions = [] }: { initial?: string[]; allowCustom?: boolean; suggestions?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="picker">Subjects</label>
      <ChipPicker
        id="picker"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
        options={OPTIONS}
        suggestions={suggestions}
        suggestionsLabel="Suggested from your profile"
        allowCustom={allowCustom}
        maxLength={12}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const box = () => screen.getByLabelText('Subjects');
const chips = () => screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label')!.slice('Remove '.length));

describe('ChipPicker', () => {
  it('filters by label and other names and picks with the arrows and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'cam');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['IGCSE / Cambridge']);
    await user.clear(box());
    await user.type(box(), 'ma');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mathematics']);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Mathematics']);
    expect((box() as HTMLInputElement).value).toBe('');
    // Picked options leave the list; the arrows move through the rest.
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).not.toContain('Mathematics');
    expect(screen.getAllByRole('option', { selected: true })[0].textContent).toMatch(/^CBSE/);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Mathematics', 'CBSE']);
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes names typed with commas, removes with Backspace and the chip button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'maths, physics');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(chips()).toEqual(['Mathematics', 'Physics']);
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Mathematics']);
    await user.click(screen.getByRole('button', { name: 'Remove Mathematics' }));
    expect(chips()).toEqual([]);
  });

  it('keeps unknown text out unless free text is allowed, then trims it to the limit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(box(), 'Origami,');
    expect(chips()).toEqual([]);
    expect(seen).toEqual([]);
    unmount();
    render(<Harness allowCustom />);
    // The box holds at most 12 characters; spaces are tidied.
    await user.type(box(), 'Origami   for kids{Enter}');
    expect(chips()).toEqual(['Origami fo']);
  });

  it('offers suggestions not yet picked, one click to add', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Physics']} suggestions={['Physics', 'CBSE']} />);
    expect(screen.queryByRole('button', { name: 'Add Physics' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add CBSE' }));
    expect(chips()).toEqual(['Physics', 'CBSE']);
    expect(screen.queryByText('Suggested from your profile:')).toBeNull();
  });
});
