/**
 * The two parts of `bun run test` (scripts/test-all.ts) that decide whether a newcomer can trust what it
 * prints: a suite's output passed on as it comes, with a line when it has been quiet a while, and the
 * Debian packages the tests drive, installed or named with the command that installs them.
 */
import { existsSync } from 'node:fs'

export interface RunOptions {
	cwd: string
	env?: Record<string, string>
	/** Quiet this long, a line says the command still runs: a silent terminal looks like a hang. */
	heartbeatMs?: number
	/** Where lines go (tests collect them). */
	print?: (line: string) => void
}

/** Runs `cmd`, passing its output on as it comes; resolves with its exit code and everything it printed. */
export async function runPassingOutput(cmd: string[], options: RunOptions): Promise<{ code: number; output: string }> {
	const print = options.print ?? ((line: string) => console.log(line))
	const heartbeatMs = options.heartbeatMs ?? 60_000
	print(`\n$ ${cmd.join(' ')}`)
	const started = Date.now()
	let lastOutput = started
	const proc = Bun.spawn(cmd, {
		cwd: options.cwd,
		env: { ...process.env, ...options.env },
		stdout: 'pipe',
		stderr: 'pipe',
	})
	const heartbeat = setInterval(
		() => {
			if (Date.now() - lastOutput < heartbeatMs) return
			const minutes = ((Date.now() - started) / 60_000).toFixed(1)
			print(`… still running \`${cmd.join(' ')}\` (${minutes} min so far)`)
			lastOutput = Date.now()
		},
		Math.min(5_000, heartbeatMs / 4),
	)
	let output = ''
	const pass = async (stream: ReadableStream<Uint8Array>, to: NodeJS.WriteStream) => {
		const decoder = new TextDecoder()
		for await (const chunk of stream) {
			lastOutput = Date.now()
			if (!options.print) to.write(chunk)
			output += decoder.decode(chunk, { stream: true })
		}
	}
	await Promise.all([pass(proc.stdout, process.stdout), pass(proc.stderr, process.stderr)])
	const code = await proc.exited
	clearInterval(heartbeat)
	return { code, output }
}

export interface TestPackage {
	bin: string
	pkg: string
	/** Another way it may be present (CHROMIUM_PATH). */
	present?: () => boolean
}

/**
 * Debian packages the tests drive for real: Chromium (end-to-end), redis-server (shared state
 * between replicas) and Caddy (the scaled deployment's load balancer).
 */
export const TEST_PACKAGES: TestPackage[] = [
	{
		bin: '/usr/bin/chromium',
		pkg: 'chromium',
		present: () => Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)),
	},
	{ bin: '/usr/bin/redis-server', pkg: 'redis-server' },
	{ bin: '/usr/bin/caddy', pkg: 'caddy' },
]

/** How long apt may wait for another process's dpkg lock (an unattended upgrade, another install). */
export const DPKG_LOCK_WAIT_S = 600

export interface PackageCheck {
	packages: TestPackage[]
	isRoot: boolean
	/** Runs a shell command (apt-get); its exit code. */
	shell: (command: string) => Promise<number>
	print: (line: string) => void
	exists?: (path: string) => boolean
}

/**
 * Installs the missing packages when we are root (waiting for a held dpkg lock first). Resolves
 * with null when all are present, or with the message that stops the run: which are missing and
 * the command that installs them. Tests that would fail for want of them prove nothing about the code.
 */
export async function ensureTestPackages(check: PackageCheck): Promise<string | null> {
	const exists = check.exists ?? existsSync
	const missing = () => check.packages.filter((p) => !exists(p.bin) && !p.present?.()).map((p) => p.pkg)
	let absent = missing()
	if (absent.length === 0) return null
	if (check.isRoot) {
		check.print(
			`Installing ${absent.join(', ')} from Debian (apt-get; waits up to ${DPKG_LOCK_WAIT_S / 60} min for a held dpkg lock)…`,
		)
		const lock = `-o DPkg::Lock::Timeout=${DPKG_LOCK_WAIT_S}`
		await check.shell(
			`apt-get ${lock} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${lock} install -y -qq ${absent.join(' ')} >/dev/null`,
		)
		absent = missing()
		if (absent.length === 0) return null
	}
	const them = absent.length === 1 ? 'it' : 'them'
	return (
		`The tests drive ${absent.join(', ')} for real, and ${absent.length === 1 ? 'it is' : 'they are'} not installed` +
		`${check.isRoot ? ' (apt-get could not install it)' : ''}.\nInstall ${them} and run the tests again:\n\n` +
		`    sudo apt-get install -y ${absent.join(' ')}\n\n(For Chromium, CHROMIUM_PATH may point at one instead.)`
	)
}
