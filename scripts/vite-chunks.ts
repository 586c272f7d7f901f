// How the web app's code is cut into files. Left to itself the bundler gives every set of modules that the same pages
// share a file of its own: the landing page loaded twenty scripts, half of them a few hundred bytes, each costing a
// request and its headers (about 1 KB) on a slow phone.
import fs from 'node:fs';
import path from 'node:path';

type ModuleInfo = { id: string; code: string | null; importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
/** Packages whose main module re-exports every part of them: only the parts a module names are followed. */
const BARRELS: Record<string, RegExp> = {
  'lucide-react': /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
  'radix-ui': /node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/,
};

const isBarrel = (id: string) => Object.values(BARRELS).some((re) => re.test(id));

/** What each name a barrel exports resolves to: `Star` → …/icons/star.mjs, `Dialog` → @radix-ui/react-dialog. */
function barrelExports(barrel: ModuleInfo): Map<string, string> {
  const code = barrel.code ?? fs.readFileSync(barrel.id, 'utf8');
  const names = new Map<string, string>();
  for (const [, list, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g))
    for (const [, name] of list.matchAll(/default as (\w+)/g)) names.set(name, path.resolve(path.dirname(barrel.id), file));
  for (const [, name, pkg] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const dep = barrel.importedIds.find((id) => id.replaceAll('\\', '/').includes(`/node_modules/${pkg}/`));
    if (dep) names.set(name, dep);
  }
  return names;
}

/** The modules `id` imports, with an import from a barrel replaced by the modules of the names it takes. */
function importsOf(info: ModuleInfo, ctx: ChunkingContext, barrels: Map<string, Map<string, string>>): string[] {
  const deps = info.importedIds.filter((dep) => !isBarrel(dep));
  const code = info.code ?? '';
  for (const [pkg, re] of Object.entries(BARRELS)) {
    const barrelId = info.importedIds.find((dep) => re.test(dep));
    if (!barrelId) continue;
    let names = barrels.get(barrelId);
    if (!names) {
      const barrel = ctx.getModuleInfo(barrelId);
      names = barrel ? barrelExports(barrel) : new Map();
      barrels.set(barrelId, names);
    }
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
    for (const [, list] of code.matchAll(from))
      for (const part of list.split(',')) {
        const dep = names.get(part.trim().split(/\s+as\s+/)[0]);
        if (dep) deps.push(dep);
      }
  }
  return deps;
}

/** Every module `roots` import, following only the names taken from a barrel. */
function closure(roots: string[], ctx: ChunkingContext, barrels: Map<string, Map<string, string>>): Set<string> {
  const ids = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (ids.has(id)) continue;
    ids.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) stack.push(...importsOf(info, ctx, barrels));
  }
  return ids;
}

/**
 * What the landing page runs goes out as two files: the entry chunk (main.tsx) and one `public` file holding the
 * modules the entry and the home route import, without the route's own module; the other public pages use most of
 * it (cards, lists, buttons). The icons of the discover and profile pages join it (a few hundred bytes); the app's
 * other icons go out as one `icons` file, so a signed-in page does not load one file per icon.
 */
export function chunkGroups(webRoot: string) {
  const route = (name: string) => path.join(webRoot, 'app/routes', name);
  const home = route('home.tsx');
  let cached: { ctx: ChunkingContext; ids: Set<string> } | undefined;
  const publicIds = (ctx: ChunkingContext) => {
    if (cached?.ctx === ctx) return cached.ids;
    const barrels = new Map<string, Map<string, string>>();
    const ids = closure([path.join(webRoot, 'main.tsx'), home], ctx, barrels);
    ids.delete(home);
    for (const id of closure([route('discover-experts.tsx'), route('expert-profile.tsx')], ctx, barrels)) if (LUCIDE.test(id)) ids.add(id);
    cached = { ctx, ids };
    return ids;
  };
  // First `public`, so the modules both use (React) stay in it rather than follow the icons.
  return [
    { debugName: 'public', name: (id: string, ctx: ChunkingContext) => (publicIds(ctx).has(id) ? 'public' : null), priority: 2 },
    { name: 'icons', test: LUCIDE, priority: 1 },
  ];
}
