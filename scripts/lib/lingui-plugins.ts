import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui as every app builds it: the macros compiled, and each `.po` the app imports compiled
 * from its catalogue in lingui.config.ts; a message missing from a catalogue fails the build.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({
      configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)),
      failOnMissing: true,
      failOnCompileError: true,
    }),
  ];
}
