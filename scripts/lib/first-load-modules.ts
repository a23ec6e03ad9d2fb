import type { Plugin } from 'vite';

/**
 * The modules the entry imports statically, directly or through others: what every first load
 * runs before the router picks a page. The plugin fills the set once the module graph is known
 * (`buildEnd`), before the chunks are cut, so a `codeSplitting` group can put exactly these in one
 * file; a module that only a lazily loaded chunk imports stays out of it.
 */
export function firstLoadModules(): { plugin: Plugin; has(id: string): boolean } {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: 'casino:first-load-modules',
      apply: 'build',
      buildEnd() {
        ids.clear();
        const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (ids.has(id)) continue;
          ids.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
