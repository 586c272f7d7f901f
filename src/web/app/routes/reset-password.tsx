import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { api } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { busy, run } = useSubmit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      toast.error('Password mismatch', { description: 'Please make sure your passwords match.' });
      return;
    }
    void run(async () => {
      await api.post('/api/auth/reset-password', { newPassword: password, token });
      setDone(true);
    });
  };
  return (
    <div className="px-4 py-10">
      <Card className="mx-auto max-w-md">
        <CardHeader><h1 className="text-2xl font-bold">Choose a new password</h1></CardHeader>
        <CardContent>
          {!token ? (
            <p>This reset link is invalid. <Link to="/forgot-password" className="underline">Ask for a new one</Link>.</p>
          ) : done ? (
            <p role="status">Your password has been changed. <Link to="/auth/student" className="text-brand-700 underline dark:text-brand-100">Sign in</Link></p>
          ) : (
            <form onSubmit={submit} className="space-y-4">
              <div>
                <Label htmlFor="new-password">New password</Label>
                <Input id="new-password" type="password" minLength={8} required value={password} onChange={(e) => setPassword(e.target.value)} />
              </div>
              <div>
                <Label htmlFor="confirm-password">Confirm password</Label>
                <Input id="confirm-password" type="password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Saving...' : 'Set new password'}</Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
