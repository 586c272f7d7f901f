export function Component() {
  return <h1 className="p-6 text-2xl font-bold">AI Expert Search</h1>;
}
