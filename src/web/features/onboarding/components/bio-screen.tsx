import { useState } from 'react';
import { Copy, Loader2, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/input';
import type { BioPerson } from '@shared/schemas/profiles';

type Props = {
  bio: string;
  /** Drafts to choose from (the first is the bio shown at first). */
  variants: string[];
  person: BioPerson;
  generating: boolean;
  saving: boolean;
  onChange: (bio: string) => void;
  onPerson: (person: BioPerson) => void;
  onBack: () => void;
  onComplete: () => void;
};

export function BioScreen({ bio, variants, person, generating, saving, onChange, onPerson, onBack, onComplete }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(bio);

  if (generating) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600 dark:text-slate-400">
        <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
        Generating your bio...
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bio);
      toast.success('Bio copied!');
    } catch {
      toast.error('Failed to copy to clipboard.');
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Your Profile Bio</h2>
        <div className="flex gap-2">
          {!editing && (
            <Button variant="outline" size="sm" onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden /> Copy
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setDraft(bio);
              setEditing(!editing);
            }}
          >
            {editing ? 'Cancel' : (
              <>
                <Pencil className="h-4 w-4" aria-hidden /> Edit
              </>
            )}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {!editing && (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <fieldset className="flex flex-wrap items-center gap-2 text-sm">
              <legend className="sr-only">Written in</legend>
              <span aria-hidden className="text-slate-600 dark:text-slate-400">Written in</span>
              {(['first', 'third'] as const).map((p) => (
                <Button key={p} size="sm" variant={person === p ? 'primary' : 'outline'} aria-pressed={person === p} onClick={() => onPerson(p)}>
                  {p === 'first' ? 'First person' : 'Third person'}
                </Button>
              ))}
            </fieldset>
            {variants.length > 1 && (
              <fieldset className="flex items-center gap-2 text-sm">
                <legend className="sr-only">Draft</legend>
                <span aria-hidden className="text-slate-600 dark:text-slate-400">Draft</span>
                {variants.map((v, i) => (
                  <Button key={i} size="sm" variant={v === bio ? 'primary' : 'outline'} aria-pressed={v === bio} aria-label={`Draft ${i + 1}`} onClick={() => onChange(v)}>
                    {i + 1}
                  </Button>
                ))}
              </fieldset>
            )}
          </div>
        )}
        {editing ? (
          <div>
            <Label htmlFor="ob-bio">Bio</Label>
            <Textarea id="ob-bio" value={draft} onChange={(e) => setDraft(e.target.value)} className="min-h-[300px]" maxLength={4000} />
            <div className="mt-2 flex justify-end">
              <Button
                size="sm"
                disabled={!draft.trim()}
                onClick={() => {
                  onChange(draft.trim());
                  setEditing(false);
                }}
              >
                Save Bio
              </Button>
            </div>
          </div>
        ) : (
          <p data-testid="bio-text" className="whitespace-pre-wrap text-sm leading-relaxed">
            {bio}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="outline" onClick={onBack} disabled={saving}>
            Back to Questions
          </Button>
          <Button onClick={onComplete} disabled={saving || editing || !bio.trim()}>
            {saving ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Saving...
              </>
            ) : (
              'Complete Onboarding'
            )}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
