import type { Plugin } from 'vite';

const CONTRACT = /[\\/]contract[\\/][^?]*\.ts$/;
const SCHEMA_CALL =
  /(?<![\w$.])(v\.(?!(?:parse|safeParse|parseAsync|safeParseAsync|assert|is)\()\w+\(|defineCall\()/g;

export function pureSchemas(): Plugin {
  return {
    name: 'casino:pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id) || id.includes('.test.')) return null;
      return { code: code.replace(SCHEMA_CALL, '/* @__PURE__ */ $1'), map: null };
    },
  };
}
