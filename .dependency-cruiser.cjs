// Which way imports may flow in src/ (checked by `npm run lint:deps`, part of `npm run validate`):
// no module reaches itself again through its imports, and the layers stay one-way:
//   contract  <-  i18n  <-  web, server
// `contract` (rules, messages, shared shapes) imports nothing of the app; `i18n` may use contract's
// enums and shapes but contract never translates; the browser's code and the server's never import
// each other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: split the shared piece out into a module both sides import.',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-imports-no-app-code',
      severity: 'error',
      comment: 'src/contract is shared by server and browser and imports neither, nor src/i18n.',
      from: { path: '^src/contract/' },
      to: { path: '^src/(server|web|i18n)/' },
    },
    {
      name: 'i18n-imports-no-app-code',
      severity: 'error',
      comment:
        'src/i18n is shared by server and browser: it may import src/contract, nothing else of the app.',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The server loads the built renderer (dist/ssr) at run time, never the web sources.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    // dependency-cruiser reads TypeScript through the compiler API, which TypeScript 7 no longer has,
    // and its swc parser does not read TSX: babel parses the sources (types and JSX kept as written,
    // so type-only imports count too). @swc/core is installed only because dependency-cruiser scans
    // .ts/.tsx files when it finds a TypeScript-capable parser.
    babelConfig: { fileName: '.depcruise-babel.json' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
