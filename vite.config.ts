import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// Whether the entry imports a module statically, directly or through other modules (what rolldown's
// '$initial' tag says): a walk up its static importers.
const initial = new Map<string, boolean>();
function isInitial(id: string, context: ChunkingContext): boolean {
  let answer = initial.get(id);
  if (answer !== undefined) return answer;
  const seen = new Set([id]);
  const waiting = [id];
  answer = false;
  while (!answer && waiting.length > 0) {
    const info = context.getModuleInfo(waiting.pop()!);
    if (!info) continue;
    answer = info.isEntry;
    for (const importer of info.importers)
      if (!seen.has(importer)) seen.add(importer) && waiting.push(importer);
  }
  initial.set(id, answer);
  return answer;
}

// Modules no page imports statically from the entry, yet every public page loads (through its own
// chunk, the footer or a lazy part): the catalogue's badges, prices, pictures, product queries and
// texts, and their icons; the pages' titles and descriptions (and the product texts they are built
// from); the phone and e-mail links and their icons (the footer, on every page, draws both). They go
// into the app chunk, not into chunks of their own: each small chunk is compressed alone and adds its
// imports and exports, which cost the product page 1.7 KB of Brotli as two chunks.
const EVERY_PUBLIC_PAGE = [
  /[\\/]src[\\/]web[\\/]features[\\/]products[\\/](lib[\\/](browser-store|localized-product|use-price-text|picture-id|recently-viewed)|components[\\/](badges|product-image))\.tsx?$/,
  /[\\/]src[\\/]contract[\\/](product-slug|localized-product|pages|product-rules)\.ts$/,
  /[\\/]src[\\/]web[\\/]lib[\\/](product-query|query-keys[\\/]products|page-meta|links)\.ts$/,
  /[\\/]src[\\/]i18n[\\/]page-text\.ts$/,
  /[\\/]src[\\/]web[\\/]features[\\/]quote-basket[\\/]add-to-quote-button\.tsx$/,
  /lucide-react[\\/].*[\\/](star|circle-check|circle-x|check|plus|chevron-left|chevron-right|message-square-quote|phone|mail)\.m?js$/,
];

// What the product page loads when the reader comes to it (the sections under the summary and the
// icons only they draw): one request instead of a dozen of a few hundred bytes, each compressed on its
// own.
const PRODUCT_PARTS = [
  /[\\/]src[\\/]web[\\/]features[\\/]products[\\/]detail[\\/](product-details|product-sections|product-tabs|related-products|transport-block|use-scroll|section-in-view)\.tsx?$/,
  /[\\/]src[\\/]web[\\/]lib[\\/]use-near-viewport\.ts$/,
  /lucide-react[\\/].*[\\/](history|rotate-ccw-clock|file-text|download)\.m?js$/,
];
// The reading progress and the floating bar, which wait for the first scroll: a chunk of their own
// (one request), not part of the sections', which a page whose summary is short loads without
// scrolling (0.6 KB of Brotli less on such a page until the reader scrolls).
const PRODUCT_BARS = [
  /[\\/]src[\\/]web[\\/]features[\\/]products[\\/]detail[\\/](floating-bar|scroll-progress)\.tsx$/,
  /lucide-react[\\/].*[\\/]arrow-up\.m?js$/,
];
// The footer under every page, with the company's hours, phones and address it shares with the
// contact and about pages, and its icons.
const FOOTER = [
  /[\\/]src[\\/]web[\\/](app[\\/]footer|components[\\/](business-hours|phone-and-email-items))\.tsx?$/,
  /lucide-react[\\/].*[\\/](map-pin|clock|external-link)\.m?js$/,
];
// The product cards and the query of a list of products, which the catalogue, the product page's
// related products and the documents page all load together: one chunk, not two.
const PRODUCT_CARDS =
  /[\\/]src[\\/]web[\\/]features[\\/]products[\\/](components[\\/]product-card|api[\\/]get-products)\.tsx?$/;

// The server renderer (`vite build --ssr`) bundles libraries (TanStack Query, Lingui) that run their
// development checks when NODE_ENV is not "production" at run time: a server started without it
// (`npm start`) would render with them. Fixed at build time instead, so the renderer carries their
// production code whatever NODE_ENV says (the server's own use of NODE_ENV, secure cookies and HSTS,
// is read at start-up and stays as configured).
const productionRenderer: Plugin = {
  name: 'production-renderer',
  config: (_config, { isSsrBuild }) =>
    isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : undefined,
};

export default defineConfig({
  // preact(): the app is written against React's API (imports from 'react' and 'react-dom', and the
  // React libraries it uses), and Preact's React-compatible layer renders it, in the browser and on
  // the server (src/web/entry-server.tsx): the same components for about 7 KB of Brotli where React
  // DOM weighs 55 KB, which puts a product page's scripts within their 100 KB budget.
  // lingui(): translation catalogs imported with "?lingui" arrive compiled (lingui.config.ts).
  // The walk's answers hold for one build's module graph (a watching build makes several).
  plugins: [
    preact({ reactAliasesEnabled: true }),
    lingui(),
    tailwindcss(),
    { name: 'initial-modules', buildStart: () => initial.clear() },
    productionRenderer,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // wouter asks for the React 17 shim of useSyncExternalStore; Preact's React layer has the hook.
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fileURLToPath(new URL('./src/web/lib/sync-external-store.ts', import.meta.url)),
      },
      // Each lucide icon module calls "../createLucideIcon.mjs": a smaller one of ours draws the
      // same <svg> without lucide's context and options the site does not use (lucide-icon.ts).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: fileURLToPath(new URL('./src/web/lib/lucide-icon.ts', import.meta.url)),
      },
    ],
  },
  // `vite build` makes the browser's app (with a manifest the server preloads each page's code from);
  // `vite build --ssr` the server's renderer of the same pages, with every package bundled in.
  build: {
    outDir: 'dist/web',
    sourcemap: true,
    // The Bengali fonts stay files: inlined, the render-blocking CSS of every page would carry them.
    // The two subsets English pages draw the taka sign and "বাংলা" with (styles.css, 1.1 KB a weight)
    // are written into the stylesheet instead: as files, one often arrived after an English catalogue
    // or product page was first laid out and, first in the font stack, had the whole page laid out
    // again (a task of 200-230 ms after the first paint on the bench's slow phone). The stylesheet
    // grows by 1 KB compressed.
    assetsInlineLimit: (file: string) =>
      file.endsWith('.woff2') ? /bengali-glyphs-\d+\.woff2$/.test(file) : undefined,
    assetsDir: 'assets',
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry. A
    // lazy chunk's list of files to preload leaves out the ones every page has loaded already (the
    // HTML's own list, index.html's, is left whole).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html'
          ? dependencies
          : dependencies.filter(
              (dependency) => !/\/(framework|app|rolldown-runtime)-[\w-]+\.js$/.test(dependency),
            ),
    },
    rolldownOptions: {
      // A feature's public entry (src/web/features/<name>/index.ts) only re-exports: a page that uses
      // one export of it does not load the modules behind the others (the inquiries' submission with
      // the product page's Request Quote button, the admin's hooks with the dashboard's stats key).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // Fewer, larger requests on a slow phone network: the framework every page needs in one chunk.
        // Icons are not grouped: each chunk carries the few it draws (a chunk of every icon of the app,
        // admin's included, weighed 7 KB compressed on every page).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // TanStack Query's hooks for several queries at once or for pages of one (admin lists, the
              // basket) stay with the pages that use them, and of TanStack only Query is the framework
              // (the sales desk's table library is the admin's alone).
              test: (id: string) =>
                /node_modules[\\/](preact|wouter|regexparam|@tanstack[\\/](query-core|react-query)|@lingui|cookie|set-cookie-parser)[\\/]/.test(
                  id,
                ) &&
                !/[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(id),
              priority: 2,
            },
            // The app's code every page runs (what the entry imports statically, and EVERY_PUBLIC_PAGE) in
            // one chunk, not in a dozen small ones: the pages' chunks share parts of it with the entry. The
            // entry module is in it too, so the app chunk is the entry chunk (the manifest's entry, which
            // the server's preloads rely on), one request fewer. An icon is in it when a module of it
            // draws the icon (its dependencies come with it), not because the entry reaches lucide's
            // index, which names every icon.
            {
              name: (id: string, context: ChunkingContext) =>
                (!/lucide-react/.test(id) && isInitial(id, context)) ||
                EVERY_PUBLIC_PAGE.some((pattern) => pattern.test(id))
                  ? 'app'
                  : null,
              test: (id: string) =>
                /[\\/]src[\\/]|node_modules[\\/]lucide-react[\\/]/.test(id) && !/\.css($|\?)/.test(id),
              priority: 1,
            },
            // Only the modules named: what they import from the page's own chunks stays there.
            {
              name: 'product-parts',
              test: (id: string) => PRODUCT_PARTS.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'product-bars',
              test: (id: string) => PRODUCT_BARS.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'footer',
              test: (id: string) => FOOTER.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            { name: 'product-cards', test: PRODUCT_CARDS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
