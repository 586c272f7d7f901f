// The tutor's two generator pages (lesson plans, session summaries) share their frame: a header with the
// session-files button, the form beside its result, and the spec's "Missing Information" toast.
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SessionFilesButton } from '../../../features/materials/components/session-files-dialog';

export function GeneratorHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      <SessionFilesButton />
    </div>
  );
}

type WorkspaceProps = {
  form: ReactNode;
  title: ReactNode;
  /** The shown result's id: a new one (a new generation, not a share of the same) scrolls it into view. */
  resultKey: string | undefined;
  /** The result's view, or null before the first generation. */
  result: ReactNode;
  empty: { icon: ReactNode; title: string; description: string };
};

export function GeneratorWorkspace({ form, title, resultKey, result, empty }: WorkspaceProps) {
  const resultRef = useRef<HTMLDivElement>(null);
  // The result shown when the tab opened is not new: only a later one scrolls.
  const shownKey = useRef(resultKey);
  useEffect(() => {
    if (!resultKey || resultKey === shownKey.current) return;
    shownKey.current = resultKey;
    // On narrow screens the result sits below the form.
    if (window.matchMedia('(max-width: 1023px)').matches) resultRef.current?.scrollIntoView({ block: 'start' });
  }, [resultKey]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {form}
      <div ref={resultRef} className="scroll-mt-16">
        <Card>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>{result ?? <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}</CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Shows a spec message of the form "Title: text" as a toast with that title and text. */
export function toastMissing(specMessage: string) {
  const [title, text] = specMessage.split(': ');
  toast.error(title, { description: text });
}
