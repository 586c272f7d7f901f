export function Component() {
  return <h2 className="text-xl font-semibold">Lesson Plans</h2>;
}
