/**
 * The commit `bun run build` stamps into dist/client/build-info.json (src/core/build-info.ts reads it).
 * A build without git or without a repository (a container build: .dockerignore leaves .git out)
 * stamps "unknown" rather than fail.
 */
export function gitCommit(cwd: string, given = process.env.BUILD_COMMIT): string {
	// A container build has no .git in its context: the Dockerfile's BUILD_COMMIT argument carries the commit
	// (docs/CONTAINER.md, "Building and tagging").
	const fallback = given && /^[0-9a-f]{7,40}(-dirty)?$/.test(given) ? given : 'unknown'
	try {
		const head = Bun.spawnSync(['git', 'rev-parse', '--short=12', 'HEAD'], { cwd, stdout: 'pipe', stderr: 'ignore' })
		const commit = head.stdout.toString().trim()
		if (head.exitCode !== 0 || !/^[0-9a-f]{7,40}$/.test(commit)) return fallback
		const status = Bun.spawnSync(['git', 'status', '--porcelain', '--untracked-files=no'], {
			cwd,
			stdout: 'pipe',
			stderr: 'ignore',
		})
		// Built from changed files: the commit alone would claim code it does not hold.
		return status.exitCode === 0 && status.stdout.toString().trim() !== '' ? `${commit}-dirty` : commit
	} catch {
		return fallback // no git binary at all
	}
}
