import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import type { Mailbox } from '@shared/schemas/dev';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingText } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useViewerZone } from '../../lib/viewer-zone';

/** Development mailbox: every e-mail the app sent, readable without an SMTP server. */
export function Component() {
  const { zone } = useViewerZone();
  const { data, isPending, error } = useQuery({ queryKey: ['dev-mailbox'], queryFn: () => api.get<Mailbox>('/api/dev/mailbox'), refetchInterval: 5_000 });
  if (isPending) return <LoadingText />;
  if (error) return <p className="p-6">{errorMessage(error)}</p>;
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-8">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      {data.messages.length === 0 && <p>No e-mails sent yet.</p>}
      {data.messages.map((m) => (
        <Card key={m.id}>
          <CardContent className="pt-5">
            <p className="text-sm text-slate-500">{formatDateTime(m.createdAt, zone)} · to {m.to} · {m.status}</p>
            <h2 className="font-semibold">{m.subject}</h2>
            <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{linkify(m.text)}</pre>
            {m.attachments.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
                {m.attachments.map((a) => (
                  <li key={a.index}>
                    <a
                      href={`/api/dev/mailbox/${m.id}/attachments/${a.index}`}
                      download={a.filename}
                      className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-brand-700 underline dark:border-slate-700 dark:text-brand-100"
                    >
                      <Paperclip className="h-4 w-4" aria-hidden /> {a.filename}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? <a key={i} href={part} className="text-brand-700 underline dark:text-brand-100">{part}</a> : part,
  );
}
