// The monthly goal: sessions completed this calendar month against the student's own target, editable in place.
import { useState } from 'react';
import { Target } from 'lucide-react';
import { toast } from 'sonner';
import { goalPercent } from '@shared/rules/dashboard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { useMonthlyGoal } from '../api/monthly-goal';

export function GoalCard({ goal, progress }: { goal: number; progress: number }) {
  const setGoal = useMonthlyGoal();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(goal));
  const pct = goalPercent({ monthlyGoal: goal, monthlyProgress: progress });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5" aria-hidden /> Monthly Learning Goal
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Close' : 'Edit Goal'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm">
          {progress} of {goal} sessions this month · {pct}%
        </p>
        <div className="h-2 rounded-full bg-slate-200 dark:bg-slate-800" role="progressbar" aria-label="Monthly goal progress" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
        {editing && (
          <form
            className="flex items-end gap-2 pt-2"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number.parseInt(value, 10);
              if (!Number.isInteger(n) || n < 1 || n > 100) {
                toast.error('Invalid goal', { description: 'Choose between 1 and 100 sessions a month.' });
                return;
              }
              setGoal.mutate(n, { onSuccess: () => setEditing(false), onError: () => toast.error('Error', { description: 'Failed to save your goal. Please try again.' }) });
            }}
          >
            <div className="space-y-1">
              <Label htmlFor="goal">Sessions per month</Label>
              <Input id="goal" type="number" min={1} max={100} value={value} onChange={(e) => setValue(e.target.value)} className="w-28" />
            </div>
            <Button type="submit" disabled={setGoal.isPending}>
              Save
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
