import { createApp } from './app'
import { ConfigError, loadConfig } from './config'

/**
 * Production entry: validates the environment, serves the app with Bun.serve and drains on
 * SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the database).
 */
async function main() {
	let config: ReturnType<typeof loadConfig>
	try {
		config = loadConfig()
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
	const tubekit = await createApp(config)
	const server = Bun.serve({
		port: config.port,
		hostname: config.host,
		fetch: (request, srv) => tubekit.app.fetch(request, { server: srv }),
		idleTimeout: 30,
	})
	tubekit.logger.info('listening', { url: `http://${config.host}:${server.port}`, publicUrl: config.publicUrl })

	let stopping = false
	const shutdown = async (signal: string) => {
		if (stopping) return
		stopping = true
		tubekit.logger.info('shutting down', { signal })
		const timer = setTimeout(() => {
			tubekit.logger.warn('drain timed out, closing connections')
			void server.stop(true)
		}, config.shutdownTimeoutMs)
		await server.stop(false) // resolves once in-flight requests have finished
		clearTimeout(timer)
		await tubekit.close()
		tubekit.logger.info('stopped')
		process.exit(0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
}

await main()
