export function Component() {
  return <h1 className="p-6 text-2xl font-bold">Book Session</h1>;
}
