import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

/** The modules src/main.tsx starts the app with: what they reach is in the entry's chunks. */
const BOOT_ROOT =
  /[\\/]src[\\/](main\.tsx|app[\\/]boot\.tsx|lib[\\/]network[\\/]network-store\.ts)$|[\\/]react-dom[\\/]client\.js$/;
/** The router, whose `import()`s are the screens. */
const ROUTER = /[\\/]src[\\/]app[\\/]router\.tsx$/;

/**
 * The code two or more screens share, in one chunk of its own.
 *
 * Left to itself the bundler makes a chunk for every distinct set of screens that share modules:
 * the swap screen came in 60 chunks, most under 2 KB. Each is a request, a compile and a
 * `<link rel=modulepreload>` that the router appends when the screen loads (60 of them took one
 * 70-110 ms task on a phone's CPU). Here a module that two or more screens (or a screen and
 * another lazily loaded part) reach, and that the boot does not, goes into 'screens-shared';
 * a module of one screen stays in that screen's chunk. A screen then loads in two or three
 * chunks, at the cost of the shared code it does not use.
 */
export function screensSharedGroup(): Rolldown.CodeSplittingGroup {
  const roots = new Map<string, ReadonlySet<string>>();

  /**
   * The entry and the lazily imported modules from which `id` is reached by static imports. In an
   * import cycle, a module met again while its importers are being walked is skipped: what it
   * reaches, the walk above it collects. A set missing it is not kept, only the complete one of
   * the module the walk started from.
   */
  const rootsOf = (id: string, ctx: ChunkingContext): ReadonlySet<string> =>
    walk(id, ctx, new Set()).found;

  const walk = (
    id: string,
    ctx: ChunkingContext,
    visiting: Set<string>,
  ): { found: ReadonlySet<string>; complete: boolean } => {
    const known = roots.get(id);
    if (known) return { found: known, complete: true };
    const info = ctx.getModuleInfo(id);
    const found = new Set<string>();
    let complete = true;
    if (info) {
      if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
      visiting.add(id);
      for (const importer of info.importers) {
        if (visiting.has(importer)) {
          complete = false;
          continue;
        }
        const above = walk(importer, ctx, visiting);
        for (const root of above.found) found.add(root);
        complete &&= above.complete;
      }
      visiting.delete(id);
    }
    if (complete || visiting.size === 0) roots.set(id, found);
    return { found, complete };
  };

  const isScreen = (id: string, ctx: ChunkingContext) =>
    ctx.getModuleInfo(id)?.dynamicImporters.some((importer) => ROUTER.test(importer)) ?? false;

  return {
    name(id, ctx) {
      const reachedFrom = rootsOf(id, ctx);
      if (reachedFrom.size < 2) return null;
      for (const root of reachedFrom) {
        if (ctx.getModuleInfo(root)?.isEntry || BOOT_ROOT.test(root)) return null;
      }
      return [...reachedFrom].some((root) => isScreen(root, ctx)) ? 'screens-shared' : null;
    },
    // Its modules' imports are either the boot's or shared as well: nothing else to pull in.
    includeDependenciesRecursively: false,
  };
}
