import type { Plugin } from 'vite';

const CONTRACT = /[\\/]contract[\\/][^?]*\.ts$/;
/** valibot's schema and action constructors and defineCall; not parse, safeParse, assert or is. */
const SCHEMA_CALL =
  /(?<![\w$.])(v\.(?!(?:parse|safeParse|parseAsync|safeParseAsync|assert|is)\()\w+\(|defineCall\()/g;

/**
 * Marks the contract's schema constructions (`v.object(...)`, `defineCall(...)`) as pure, so the
 * bundler drops those nothing uses: a contract module loaded anyway (for one call) would otherwise
 * keep every schema of the module, the back-office's too. The constructors only build objects.
 * The annotation only shifts columns within a line: the hidden source maps stay right by line.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'casino:pure-schemas',
    apply: 'build',
    transform(code, id) {
      // not call.ts, where defineCall is declared
      if (!CONTRACT.test(id) || id.includes('.test.') || /[\\/]call\.ts$/.test(id)) return null;
      return { code: code.replace(SCHEMA_CALL, '/* @__PURE__ */ $1'), map: null };
    },
  };
}
