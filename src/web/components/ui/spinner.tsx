export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" className="flex min-h-[30vh] items-center justify-center text-sm text-slate-600 dark:text-slate-400">
      {text}
    </div>
  );
}
