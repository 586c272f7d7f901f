import { useMemo, useState } from 'react';
import { BookOpen, Download, FileText, FolderOpen, NotebookPen, Search } from 'lucide-react';
import type { SharedItemDto } from '@shared/schemas/materials';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';
import { useSharedMaterials } from '../api/shared-materials';

const kindLabel = { summary: 'Session summary', lesson_plan: 'Lesson plan', file: 'File' } as const;
const kindIcon = { summary: NotebookPen, lesson_plan: BookOpen, file: FileText } as const;

type Group = { key: string; tutorName: string; sessions: { key: string; label: string; items: SharedItemDto[] }[] };

function groupItems(items: SharedItemDto[], zone: string): Group[] {
  const tutors = new Map<string, Group>();
  for (const item of items) {
    const tutor = tutors.get(item.expertId) ?? { key: item.expertId, tutorName: item.tutorName, sessions: [] };
    tutors.set(item.expertId, tutor);
    const sessionKey = item.bookingId ?? 'general';
    let session = tutor.sessions.find((s) => s.key === sessionKey);
    if (!session) {
      const label = item.bookingId
        ? [item.sessionTitle ?? 'Session', item.sessionAt ? formatDate(item.sessionAt, zone) : null].filter(Boolean).join(' · ')
        : 'General';
      session = { key: sessionKey, label, items: [] };
      tutor.sessions.push(session);
    }
    session.items.push(item);
  }
  return [...tutors.values()];
}

function MaterialItem({ item }: { item: SharedItemDto }) {
  const { zone } = useViewerZone();
  const Icon = kindIcon[item.kind];
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <Icon className="h-4 w-4 text-brand-600" aria-hidden />
        <span className="min-w-0 flex-1 font-medium">{item.title}</span>
        <Badge>{kindLabel[item.kind]}</Badge>
        <span className="text-xs text-slate-500">{formatDate(item.sharedAt, zone)}</span>
      </div>
      {item.text ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-brand-700 dark:text-brand-100">View {kindLabel[item.kind].toLowerCase()}</summary>
          <pre className="mt-2 max-h-[50vh] overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 font-sans text-sm dark:bg-slate-950">{item.text}</pre>
        </details>
      ) : item.downloadUrl ? (
        <a href={item.downloadUrl} className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-100" aria-label={`Download ${item.title}`}>
          <Download className="h-4 w-4" aria-hidden /> Download
        </a>
      ) : null}
    </li>
  );
}

export function MaterialsLibrary({ userId }: { userId: string }) {
  const { data, isPending, isError, refetch } = useSharedMaterials();
  const [q, setQ] = useState('');
  const { zone } = useViewerZone();
  useRealtimeEvents(`user:${userId}`, 'notification.created', () => void refetch());
  const groups = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const items = (data?.items ?? []).filter((i) => !needle || [i.title, i.tutorName, i.sessionTitle, i.text].some((v) => v?.toLowerCase().includes(needle)));
    return groupItems(items, zone);
  }, [data, q, zone]);

  if (isPending) return <Skeleton className="h-40" />;
  if (isError) return <p className="text-sm text-red-600">Failed to load learning materials. Please try again.</p>;
  if (!data.items.length) {
    return (
      <Card>
        <EmptyState
          icon={<FolderOpen className="h-10 w-10" />}
          title="No learning materials yet"
          description="When your tutors share session summaries, lesson plans or files, they appear here."
        />
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Label htmlFor="materials-search" className="sr-only">
          Search materials
        </Label>
        <Search className="absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
        <Input id="materials-search" className="pl-9" placeholder="Search by title, tutor or content" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {groups.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No materials match your search.</p>}
      {groups.map((g) => (
        <Card key={g.key} aria-label={`Materials from ${g.tutorName}`} role="region">
          <CardHeader>
            <CardTitle>{g.tutorName}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {g.sessions.map((s) => (
              <section key={s.key}>
                <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-400">{s.label}</h3>
                <ul className="space-y-2">
                  {s.items.map((i) => (
                    <MaterialItem key={`${i.kind}-${i.id}`} item={i} />
                  ))}
                </ul>
              </section>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
