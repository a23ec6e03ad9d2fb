// The React API on Preact's renderer: the PWA, the house page and the back-office all build
// React code (and React libraries: TanStack, Lingui's React bindings) against Preact's compat
// layer, a tenth of React's size.
export const preactAlias = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};
