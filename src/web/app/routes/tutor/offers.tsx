export function Component() {
  return <h2 className="text-xl font-semibold">Offers</h2>;
}
