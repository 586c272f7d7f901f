export function Component() {
  return <h2 className="text-xl font-semibold">Calendar</h2>;
}
