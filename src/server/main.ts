import { createApp } from './app'
import { type Config, ConfigError, loadConfig } from './config'
import { serve } from './serve'

/**
 * Production entry: validates the environment (a bad variable stops the boot with its
 * name), serves the app and drains on SIGTERM/SIGINT: stop accepting, let in-flight
 * requests finish, close the database.
 */
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
const tubekit = await createApp(config)
const { server, shutdown } = serve(tubekit.fetch, {
	port: config.port,
	host: config.host,
	shutdownTimeoutMs: config.shutdownTimeoutMs,
	logger: tubekit.logger,
	onClosed: () => tubekit.close(),
})
tubekit.logger.info('listening', { url: `http://${config.host}:${server.port}`, publicUrl: config.publicUrl })

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.on(
		signal,
		() =>
			void shutdown(signal).then(() => {
				tubekit.logger.flush()
				process.exit(0)
			}),
	)
}
