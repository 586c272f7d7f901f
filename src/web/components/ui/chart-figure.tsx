// A chart with its figures as a table: screen readers always get the table (the drawing is hidden from them),
// and "Show as table" shows it on screen in place of the drawing.
import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from '../../lib/cn';

type Props = {
  /** The table's caption: what the figures are. */
  caption: string;
  columns: string[];
  /** The first cell of each row heads it. */
  rows: { key: string; cells: ReactNode[] }[];
  /** The drawn chart. */
  children: ReactNode;
};

export function ChartFigure({ caption, columns, rows, children }: Props) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" aria-expanded={asTable} aria-controls={id} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {!asTable && (
        // Hidden from screen readers (the table speaks for it), so nothing inside may take focus either.
        <div className="text-slate-600 dark:text-slate-400" aria-hidden>
          {children}
        </div>
      )}
      <div className={cn(asTable ? 'overflow-x-auto' : 'sr-only')}>
        <table id={id} className="w-full text-left text-sm">
          <caption className={cn('pb-2 text-left text-xs text-slate-600 dark:text-slate-400', !asTable && 'sr-only')}>{caption}</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2 py-1 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                {r.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
