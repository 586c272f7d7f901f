import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input, Label, NativeSelect } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { peekBookingIntent } from '../../../lib/booking-intent';
import { CheckInboxError, startOAuth, useSignIn, useSignUp } from '../api/auth-actions';
import { useConfig } from '../api/config';
import { dashboardPath } from '../../../entities/me/dashboard-path';
import { BookingWaitingPanel } from '../../../entities/bookings/booking-waiting-panel';
import { zoneAbbreviation } from '../../../lib/format';
import { useViewerZone, zoneChoices } from '../../../lib/viewer-zone';
import type { Me } from '@shared/schemas/auth';

type Props = { userType: 'student' | 'tutor' };

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.message : 'An unexpected error occurred');

export function AuthForm({ userType }: Props) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const config = useConfig();
  const [tab, setTab] = useState('signin');
  const [signInForm, setSignInForm] = useState({ email: '', password: '' });
  const { zone: viewerZone, browser: browserZone } = useViewerZone();
  // The new profile's zone: the one times are shown in here (the browser's) until the visitor picks another. It is
  // read at render, not kept at first render: a page the server rendered learns the browser's zone as it hydrates.
  const [form, setForm] = useState({ fullName: '', email: '', phone: '', password: '', confirmPassword: '', agreeToTerms: false, timezone: null as string | null });
  const timezone = form.timezone ?? viewerZone;

  const afterAuth = (me: Me) => {
    // The booking page takes (and clears) the intent when it restores the choice.
    const intent = peekBookingIntent();
    if (intent && me.userType === 'student') {
      navigate(`/booking/${intent.expertId}`, { replace: true });
      return;
    }
    navigate(dashboardPath(me), { replace: true });
  };

  const onSignIn = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(signInForm, {
      onSuccess: (me) => {
        toast.success('Welcome back!', { description: 'You have successfully signed in.' });
        afterAuth(me);
      },
      onError: (err) => toast.error('Login failed', { description: serverMessage(err) }),
    });
  };

  const onSignUp = (e: FormEvent) => {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      toast.error('Password mismatch', { description: 'Please make sure your passwords match.' });
      return;
    }
    if (!form.agreeToTerms) {
      toast.error('Terms required', { description: 'Please agree to the terms and conditions.' });
      return;
    }
    signUp.mutate(
      { fullName: form.fullName.trim(), email: form.email.trim(), phone: form.phone.trim(), password: form.password, userType, timezone },
      {
        onSuccess: (me) => {
          toast.success('Account created!', { description: 'Please check your email to verify your account.' });
          afterAuth(me);
        },
        onError: (err) =>
          err instanceof CheckInboxError
            ? toast.info('Check your e-mail', { description: err.message })
            : toast.error('Registration failed', { description: serverMessage(err) }),
      },
    );
  };

  const providers = config.data?.oauthProviders ?? [];
  const oauth = async (p: 'google' | 'github') => {
    try {
      await startOAuth(p, userType);
    } catch {
      toast.error('Authentication failed');
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold">{userType === 'tutor' ? 'Expert Portal' : 'Student Portal'}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {userType === 'tutor' ? 'Share your expertise and teach students one to one.' : 'Find your expert and start learning.'}
        </p>
      </CardHeader>
      <CardContent>
        {userType === 'student' && <BookingWaitingPanel zone={viewerZone} />}
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin" className="justify-center">Sign In</TabsTrigger>
            <TabsTrigger value="signup" className="justify-center">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form onSubmit={onSignIn} className="mt-4 space-y-4" aria-label="Sign in">
              <div>
                <Label htmlFor="signin-email">Email</Label>
                <Input id="signin-email" type="email" autoComplete="email" required value={signInForm.email} onChange={(e) => setSignInForm({ ...signInForm, email: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signin-password">Password</Label>
                <Input id="signin-password" type="password" autoComplete="current-password" required value={signInForm.password} onChange={(e) => setSignInForm({ ...signInForm, password: e.target.value })} />
              </div>
              <div className="text-right text-sm">
                <Link to="/forgot-password" className="text-brand-700 hover:underline dark:text-brand-100">Forgot password?</Link>
              </div>
              <Button type="submit" className="w-full" disabled={signIn.isPending}>
                {signIn.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form onSubmit={onSignUp} className="mt-4 space-y-3" aria-label="Sign up">
              <div>
                <Label htmlFor="signup-name">Full Name</Label>
                <Input id="signup-name" autoComplete="name" required value={form.fullName} onChange={(e) => setForm({ ...form, fullName: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signup-email">Email</Label>
                <Input id="signup-email" type="email" autoComplete="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signup-phone">Phone</Label>
                <Input id="signup-phone" type="tel" autoComplete="tel" required value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signup-password">Password</Label>
                <Input id="signup-password" type="password" autoComplete="new-password" required minLength={8} value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signup-confirm">Confirm Password</Label>
                <Input id="signup-confirm" type="password" autoComplete="new-password" required value={form.confirmPassword} onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })} />
              </div>
              <div>
                <Label htmlFor="signup-timezone">Time Zone</Label>
                <NativeSelect id="signup-timezone" value={timezone} onChange={(e) => setForm({ ...form, timezone: e.target.value })}>
                  {zoneChoices(timezone, browserZone).map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label} ({zoneAbbreviation(t.value)})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1" checked={form.agreeToTerms} onChange={(e) => setForm({ ...form, agreeToTerms: e.target.checked })} />
                <span>
                  I agree to the <Link to="/terms" className="text-brand-700 underline dark:text-brand-100">Terms of Service</Link> and{' '}
                  <Link to="/privacy" className="text-brand-700 underline dark:text-brand-100">Privacy Policy</Link>
                </span>
              </label>
              <Button type="submit" className="w-full" disabled={signUp.isPending}>
                {signUp.isPending ? 'Creating account...' : 'Create Account'}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
        {providers.length > 0 && (
          <div className="mt-6 space-y-2">
            <p className="text-center text-xs uppercase text-slate-500">Or continue with</p>
            <div className="grid grid-cols-2 gap-2">
              {providers.map((p) => (
                <Button key={p} variant="outline" onClick={() => void oauth(p)}>
                  {p === 'google' ? 'Google' : 'GitHub'}
                </Button>
              ))}
            </div>
          </div>
        )}
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {userType === 'tutor' ? (
            <Link to="/auth/student" className="text-brand-700 hover:underline dark:text-brand-100">Join as a Student</Link>
          ) : (
            <Link to="/auth/tutor" className="text-brand-700 hover:underline dark:text-brand-100">Join as a Tutor</Link>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
