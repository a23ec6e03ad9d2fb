// The router plugin's options (file routes, code splitting), shared by the build (vite.config.ts)
// and the test that cuts the same module graph (src/i18n/catalogue-split.test.ts).

/**
 * Routes whose component is not split into a lazily loaded chunk: the language root and the
 * layout (sidebar, bottom bar, footer...), which every page draws. Split, they were fetched after
 * the first-load chunks on every first load anyway, one more round trip, and each of their
 * chunks and styles was a `<link>` the page added one by one (17 on /online-casino, 30-50 ms of
 * the boot task unthrottled); in the first-load `app` chunk they cost neither.
 */
const UNSPLIT_ROUTES = new Set(['/{-$locale}', '/{-$locale}/_layout']);

export const routerPluginOptions = {
  target: 'react',
  autoCodeSplitting: true,
  codeSplittingOptions: {
    splitBehavior: ({ routeId }: { routeId: string }) =>
      UNSPLIT_ROUTES.has(routeId) ? [] : undefined,
  },
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  routeFileIgnorePrefix: '-',
} as const;
