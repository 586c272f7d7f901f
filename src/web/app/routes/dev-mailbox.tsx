import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingText } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';

type Mail = { id: string; to: string; subject: string; text: string; kind: string; status: string; createdAt: string };

/** Development mailbox: every e-mail the app sent, readable without an SMTP server. */
export function Component() {
  const { data, isPending, error } = useQuery({ queryKey: ['dev-mailbox'], queryFn: () => api.get<{ messages: Mail[] }>('/api/dev/mailbox'), refetchInterval: 5_000 });
  if (isPending) return <LoadingText />;
  if (error) return <p className="p-6">{errorMessage(error)}</p>;
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-8">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      {data.messages.length === 0 && <p>No e-mails sent yet.</p>}
      {data.messages.map((m) => (
        <Card key={m.id}>
          <CardContent className="pt-5">
            <p className="text-sm text-slate-500">{new Date(m.createdAt).toLocaleString()} · to {m.to} · {m.status}</p>
            <h2 className="font-semibold">{m.subject}</h2>
            <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{linkify(m.text)}</pre>
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
