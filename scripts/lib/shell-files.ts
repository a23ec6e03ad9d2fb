import type { Plugin } from 'vite';

/**
 * The route components every page shows first: the layout (sidebar, slider, footer) and the home
 * page. With the entry's own files they are the shell the service worker precaches.
 */
const SHELL_COMPONENTS = [
  /[\\/]routes[\\/]\{-\$locale\}[\\/]_layout\.tsx\?tsr-split=component$/,
  /[\\/]routes[\\/]\{-\$locale\}[\\/]_layout[\\/]index\.tsx\?tsr-split=component$/,
];

/**
 * What works offline besides the pages seen before: the provably-fair verifier (it recomputes a
 * bet in the browser, also never opened before), and a signed-in player's withdrawal, checked on
 * the device and queued (the modal's code is fetched after login, its checksum code only when the
 * form is sent, so it is precached); with the account area's messages they draw, in both
 * languages (src/i18n/account.ts).
 */
const OFFLINE_FEATURES = [
  /[\\/]src[\\/]features[\\/]fairness[\\/]components[\\/]verifier\.tsx$/,
  /[\\/]_layout[\\/]provably-fair\.tsx\?tsr-split=component$/,
  /[\\/]src[\\/]features[\\/]account[\\/]components[\\/]withdraw-modal\.tsx$/,
  /[\\/]contract[\\/]bitcoin-address\.ts$/,
  /[\\/]src[\\/]lib[\\/]withdrawal-queue\.ts$/,
  /[\\/]src[\\/]locales[\\/](es|en)[\\/]account\.po$/,
];

/**
 * The files a first visit needs to open again offline: index.html aside, the entry's chunk and what
 * it imports statically, the layout's and the home page's chunks and theirs, with their styles, and
 * the verifier's and the offline withdrawal's.
 * Filled when the bundle is written; vite-plugin-pwa's precache manifest is filtered with it
 * afterwards (`manifestTransforms` in vite.config.ts). Everything else the app loads is cached by
 * the service worker as it is fetched (sw/sw.ts).
 */
export function shellFiles(): { plugin: Plugin; has(file: string): boolean; size(): number } {
  const files = new Set<string>();
  return {
    has: (file) => files.has(file),
    size: () => files.size,
    plugin: {
      name: 'casino:shell-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        files.clear();
        const pending = Object.values(bundle).filter(
          (output) =>
            output.type === 'chunk' &&
            (output.isEntry ||
              SHELL_COMPONENTS.some((component) => component.test(output.facadeModuleId ?? '')) ||
              output.moduleIds.some((id) => OFFLINE_FEATURES.some((module) => module.test(id)))),
        );
        for (let output = pending.pop(); output !== undefined; output = pending.pop()) {
          if (output.type !== 'chunk' || files.has(output.fileName)) continue;
          files.add(output.fileName);
          for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
          for (const name of output.imports) {
            const imported = bundle[name];
            if (imported) pending.push(imported);
          }
        }
      },
    },
  };
}
