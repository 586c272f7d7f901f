import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

export type TemplateCard<V> = { name: string; description: string; icon: LucideIcon; values: V };

/** A grid of form templates; "Use Template" hands the template's values to the form. */
export function TemplateCards<V>({ templates, detail, onUse }: { templates: TemplateCard<V>[]; detail: (values: V) => string; onUse: (values: V) => void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {templates.map((t) => (
        <Card key={t.name} className="flex flex-col">
          <CardHeader>
            <t.icon className="mb-2 h-6 w-6 text-brand-600" aria-hidden />
            <CardTitle>{t.name}</CardTitle>
            <CardDescription>{t.description}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{detail(t.values)}</p>
            <Button variant="outline" className="w-full" onClick={() => onUse(t.values)} aria-label={`Use template ${t.name}`}>
              Use Template
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
