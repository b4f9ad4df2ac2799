import { describeBuild, readBuildInfo } from '../core/build-info'
import { type Config, ConfigError, loadConfig } from '../core/config'
import { createLogger } from '../core/logger'
import { createApp, serve } from './app'
import { startLocalWorker } from './local-worker'

// Production entry: settings (a bad one stops the boot), the browser worker, serve, and the drain on SIGTERM.

const build = readBuildInfo()
if (process.argv.includes('--version')) {
	console.log(describeBuild(build))
	process.exit(0)
}

function readConfig(): Config {
	try {
		return loadConfig()
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
}

const config = readConfig()
const logger = createLogger(config.logLevel)
// The first line: which release this is, before the migrations and the worker say anything.
logger.info('starting', { version: build.version, commit: build.commit })
const local = await startLocalWorker(config, logger)
const tubekit = await createApp(config, { logger, localWorker: local, build })
const { server, shutdown } = serve(tubekit.fetch, {
	...config,
	logger,
	onClosed: async () => {
		await tubekit.close()
		await local?.stop()
	},
})
logger.info('listening', { url: `http://${config.host}:${server.port}`, publicUrl: config.publicUrl })

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.on(
		signal,
		() =>
			void shutdown(signal).then(() => {
				logger.flush()
				process.exit(0)
			}),
	)
}
