// The router plugin's options (file routes, code splitting), shared by the build (vite.config.ts)
// and the test that cuts the same module graph (src/i18n/catalogue-split.test.ts).
export const routerPluginOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  routeFileIgnorePrefix: '-',
} as const;
