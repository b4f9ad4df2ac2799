import type { Config } from '../core/config'
import { testConfig } from '../core/config'
import { createLogger } from '../core/logger'
import { type AppDeps, createApp, type TubekitApp } from './app'

/**
 * An app for integration tests: in-memory SQLite, quiet unless asked, the real client build
 * manifest (run `bun run build` first), and the log lines captured for assertions.
 */
export async function testApp(
	env: Record<string, string> = {},
	deps: AppDeps = {},
): Promise<TubekitApp & { config: Config; logLines: string[] }> {
	const config = testConfig(env)
	const logLines: string[] = []
	const level = env.LOG_LEVEL === 'silent' || env.LOG_LEVEL === 'debug' ? env.LOG_LEVEL : 'info'
	const logger = createLogger(level, (line) => logLines.push(line))
	const app = await createApp(config, { logger, ...deps })
	return Object.assign(app, { config, logLines })
}
