import { Link } from 'react-router';

export function Component() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-slate-600 dark:text-slate-400">Oops! Page not found</p>
      <Link to="/" className="text-brand-700 underline hover:text-brand-600 dark:text-brand-100">Return to Home</Link>
    </div>
  );
}
