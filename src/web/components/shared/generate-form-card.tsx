import type { ReactNode } from 'react';
import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

type Props = { title: string; description: string; submitLabel: string; onSubmit: () => void; pending: boolean; children: ReactNode };

/** A card holding an AI-generation form: the fields, then a full-width submit button that spins while generating. */
export function GenerateFormCard({ title, description, submitLabel, onSubmit, pending, children }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />} {pending ? 'Generating…' : submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
