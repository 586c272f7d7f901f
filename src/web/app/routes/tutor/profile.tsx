export function Component() {
  return <h2 className="text-xl font-semibold">Profile & Settings</h2>;
}
