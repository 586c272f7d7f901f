import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function SessionEnded({ dashboard }: { dashboard: string }) {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> Session completed
          </CardTitle>
          <CardDescription>Thanks for learning together. Your whiteboard and chat are saved with the session.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={dashboard}>Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
