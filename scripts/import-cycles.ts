/**
 * Import cycles through a folder's modules, found with TypeScript's own parser and module
 * resolution (the project's tsconfig, so `styled-system/*` and `.tsx` resolve as tsc sees them).
 * A dynamic `import()` is an edge too: an eager placeholder may load its lazy widget that way
 * (docs/ARCHITECTURE.md, "Browser budget"), but a widget that imports its placeholder back
 * closes a circle between the entry and the lazy chunk. `import type` counts as well: a circle
 * of types is still two modules that each need the other.
 *
 * @example
 * findImportCycles('src/ui') // [] when clean, else [['src/ui/A.tsx', 'src/ui/B.tsx'], …]
 */
import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dir, '..')
const SOURCE = /\.(ts|tsx)$/

function compilerOptions(): ts.CompilerOptions {
	const file = ts.findConfigFile(ROOT, ts.sys.fileExists)
	if (!file) return {}
	const { config } = ts.readConfigFile(file, ts.sys.readFile)
	return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name)
		if (statSync(full).isDirectory()) return sourceFiles(full)
		return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : []
	})
}

/** The project files `file` imports: declarations, `export … from` and `import()` alike. */
function importsOf(file: string, options: ts.CompilerOptions): string[] {
	const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true)
	return importedFiles.flatMap(({ fileName }) => {
		const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
		return resolved && !resolved.isExternalLibraryImport && SOURCE.test(resolved.resolvedFileName)
			? [resolve(resolved.resolvedFileName)]
			: []
	})
}

/**
 * Every cycle that runs through a module under `dir` (relative to the repository root), as the
 * members of each strongly connected component of the import graph, sorted. Modules
 * outside `dir` are followed too, so a circle through another folder is found as well.
 */
export function findImportCycles(dir: string, root = ROOT): string[][] {
	const options = compilerOptions()
	const base = resolve(root, dir)
	const edges = new Map<string, string[]>()
	const pending = sourceFiles(base).map((f) => resolve(f))
	while (pending.length > 0) {
		const file = pending.pop() as string
		if (edges.has(file)) continue
		const targets = importsOf(file, options)
		edges.set(file, targets)
		pending.push(...targets.filter((t) => !edges.has(t)))
	}

	// Tarjan's strongly connected components.
	const index = new Map<string, number>()
	const low = new Map<string, number>()
	const stack: string[] = []
	const onStack = new Set<string>()
	const cycles: string[][] = []
	const visit = (node: string) => {
		index.set(node, index.size)
		low.set(node, index.get(node) as number)
		stack.push(node)
		onStack.add(node)
		for (const next of edges.get(node) ?? []) {
			if (!index.has(next)) {
				visit(next)
				low.set(node, Math.min(low.get(node) as number, low.get(next) as number))
			} else if (onStack.has(next)) {
				low.set(node, Math.min(low.get(node) as number, index.get(next) as number))
			}
		}
		if (low.get(node) !== index.get(node)) return
		const members: string[] = []
		let member: string | undefined
		do {
			member = stack.pop() as string
			onStack.delete(member)
			members.push(member)
		} while (member !== node)
		const selfImport = members.length === 1 && (edges.get(node) ?? []).includes(node)
		if ((members.length > 1 || selfImport) && members.some((m) => m.startsWith(`${base}/`))) {
			cycles.push(members.map((m) => relative(root, m)).sort())
		}
	}
	for (const node of edges.keys()) if (!index.has(node)) visit(node)
	return cycles
}
