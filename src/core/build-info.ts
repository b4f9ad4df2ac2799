import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pkg from '../../package.json'

/** What runs: the release (package.json's version, the one place it is defined) and the commit it was built from. */
export interface BuildInfo {
	version: string
	commit: string
}

/** Written by `bun run build` (scripts/build.ts) beside the client manifest; absent before a build. */
export const BUILD_INFO_FILE = resolve(import.meta.dir, '../../dist/client/build-info.json')

/**
 * The version comes from package.json at run time, so it is right even without a build; the commit
 * only the build knows (a container has no .git), and is "unknown" when the build could not ask git
 * or no build ran.
 */
export function readBuildInfo(file = BUILD_INFO_FILE): BuildInfo {
	let commit = 'unknown'
	try {
		const stamped = JSON.parse(readFileSync(file, 'utf8')) as { commit?: unknown }
		if (typeof stamped.commit === 'string' && stamped.commit) commit = stamped.commit
	} catch {
		// No build yet (bun run serve straight after install) or a damaged file: the commit is unknown.
	}
	return { version: pkg.version, commit }
}

/** One line naming the build, as `--version` prints it: `tubekit 0.2.0 (1a2b3c4d5e6f)`. */
export function describeBuild(info: BuildInfo): string {
	return `tubekit ${info.version} (${info.commit})`
}
