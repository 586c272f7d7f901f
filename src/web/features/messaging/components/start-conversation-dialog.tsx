// "Start a Conversation": the modal a student opens from an expert card, preview or the tutor search
// to send a chat request.
import { useState } from 'react';
import { Send, Star } from 'lucide-react';
import { toast } from 'sonner';
import type { ExpertCard } from '@shared/schemas/experts';
import { formatRating, isSendable } from '@shared/rules/messaging';
import { formatHourlyRate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { useCreateChatRequest } from '../api/chat-requests';
import { Avatar } from './avatar';

const MAX_DOMAIN_BADGES = 2;

function expertDomains(expert: ExpertCard): string[] {
  const list = [expert.domainName, expert.customDomain].filter((d): d is string => !!d && d.trim().length > 0);
  return [...new Set(list)];
}

export function StartConversationDialog({ expert, open, onOpenChange }: { expert: ExpertCard; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [text, setText] = useState('');
  const create = useCreateChatRequest();
  const sending = create.isPending;
  const domains = expertDomains(expert);

  const close = (next: boolean) => {
    if (sending) return;
    if (!next) setText('');
    onOpenChange(next);
  };

  const submit = () => {
    if (!isSendable(text) || sending) return;
    create.mutate(
      { expertId: expert.id, message: text.trim() },
      {
        onSuccess: () => {
          toast.success('Chat Request Sent!', { description: `Your chat request was sent to ${expert.name}. You will be notified when they reply.` });
          setText('');
          onOpenChange(false);
        },
        onError: () => toast.error('Error', { description: 'Failed to send chat request. Please try again.' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Start a Conversation"
      description={`Send ${expert.name} a chat request. The conversation opens once they accept.`}
      dismissible={!sending}
    >
      <div className="flex items-start gap-4">
        <Avatar name={expert.name} url={expert.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{expert.name}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {domains.slice(0, MAX_DOMAIN_BADGES).map((d) => (
              <Badge key={d} tone="brand">
                {d}
              </Badge>
            ))}
            {domains.length > MAX_DOMAIN_BADGES && <Badge>+{domains.length - MAX_DOMAIN_BADGES} more</Badge>}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
            {expert.rating != null && (
              <span className="inline-flex items-center gap-1">
                <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden /> {formatRating(expert.rating)}
              </span>
            )}
            {expert.hourlyRate != null && <span>{formatHourlyRate(expert.hourlyRate)}</span>}
          </div>
        </div>
      </div>
      {expert.bio && <p className="mt-4 line-clamp-4 text-sm text-slate-700 dark:text-slate-300">{expert.bio}</p>}
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <Label htmlFor="chat-request-message">Your message</Label>
          <Textarea
            id="chat-request-message"
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={`Hi ${expert.name}, I'd like help with...`}
            disabled={sending}
          />
        </div>
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <p className="font-medium">Tips for a great first message</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>Say what you want to learn and your current level.</li>
            <li>Mention your goals, exams or deadlines.</li>
            <li>Share when you are usually available.</li>
          </ul>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isSendable(text) || sending}>
            <Send className="h-4 w-4" aria-hidden /> {sending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
