import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { api } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';

export function Component() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, run } = useSubmit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await api.post('/api/auth/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' });
      setSent(true);
    });
  };
  return (
    <div className="px-4 py-10">
      <Card className="mx-auto max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Reset your password</h1>
        </CardHeader>
        <CardContent>
          {sent ? (
            <p role="status">If an account exists for {email}, we have sent a link to reset its password. Check your inbox.</p>
          ) : (
            <form onSubmit={submit} className="space-y-4">
              <div>
                <Label htmlFor="reset-email">Email</Label>
                <Input id="reset-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Sending...' : 'Send reset link'}</Button>
            </form>
          )}
          <p className="mt-4 text-center text-sm"><Link to="/auth/student" className="text-brand-700 underline dark:text-brand-100">Back to sign in</Link></p>
        </CardContent>
      </Card>
    </div>
  );
}
