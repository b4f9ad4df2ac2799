import { join, resolve } from 'node:path'
import { staticStylesPlugin } from './static-styles'

const ROOT = resolve(import.meta.dir, '..')
/** The magic comment that asks V8 to compile all of a file's functions eagerly (see clientBuildOptions). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The options of the browser bundle, shared by scripts/build.ts and bench/bundle.ts (which
 * repeats the build to label chunks), so both produce the same content-hashed files.
 */
export function clientBuildOptions(outdir: string): Bun.BuildConfig & { metafile: true } {
	return {
		// The app's entry, the tool pages' (src/client-tool.tsx: React without the router), sharing React's chunks;
		// notify.ts is its own entry too, so scripts and tests can import the page's toaster
		// (it shares the module instance with the app through the split chunks).
		entrypoints: [
			join(ROOT, 'src/client.tsx'),
			join(ROOT, 'src/client-tool.tsx'),
			join(ROOT, 'src/ui/toast/notify.ts'),
		],
		outdir,
		target: 'browser',
		format: 'esm',
		splitting: true,
		minify: true,
		sourcemap: 'none',
		naming: { entry: '[name]-[hash].[ext]', chunk: 'chunk-[hash].[ext]', asset: '[name]-[hash].[ext]' },
		publicPath: '/assets/',
		// Bun.build does not switch React to production by itself (docs/ARCHITECTURE.md, "Facts measured").
		define: { 'process.env.NODE_ENV': '"production"' },
		metafile: true,
		// V8's explicit compile hint (Chromium 136+; v8.dev/blog/explicit-compile-hints): every function of the file
		// is compiled with the file, on the background thread that streams it, instead of on the main thread at its
		// first call. The app's chunks are nearly all run at load (hydration), and compiling them lazily on the main
		// thread was about a third of its CPU time after the first paint on a tool page
		// (docs/ARCHITECTURE.md, "Browser budget"). Other browsers read it as a comment.
		banner: COMPILE_HINT,
		plugins: [staticStylesPlugin],
	}
}

/**
 * The entry of the pages that are not hydrated (src/client-lite.ts; src/routes.tsx, `hydrate`),
 * built on its own: one self-contained file, sharing no chunk with the app, so neither the app's
 * first load nor these pages' gain a request.
 */
export function liteBuildOptions(outdir: string): Bun.BuildConfig & { metafile: true } {
	const app = clientBuildOptions(outdir)
	return { ...app, entrypoints: [join(ROOT, 'src/client-lite.ts')], splitting: false }
}
