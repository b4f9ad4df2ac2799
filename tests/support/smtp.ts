/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for the outbox tests: it
 * accepts mail like any relay and parses each one with `mailparser`, or refuses it on
 * demand (`reject`: 451 for every message; `hang`: never answers the message data; `hold`: takes
 * the message as accepted, as a relay commits it to its queue before it answers, and holds back
 * the 250 until `release()`, so a test can stop the client exactly after the acceptance).
 */
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpMode = 'accept' | 'reject' | 'hang' | 'hold'

export interface TestSmtp {
	/** smtp://127.0.0.1:PORT (SMTP_URL) */
	url: string
	/** Every accepted message, parsed, in order; `envelopeTo` as the client gave RCPT TO. */
	mails: (ParsedMail & { envelopeTo: string[] })[]
	/** How many messages reached the DATA stage (accepted, refused or left hanging). */
	dataStarted(): number
	setMode(mode: SmtpMode): void
	/** Sends the 250 of every message `hold` kept waiting. */
	release(): void
	/** Resolves when `count` mails have been accepted. */
	waitFor(count: number, timeoutMs?: number): Promise<void>
	stop(): Promise<void>
}

/** `port`: listen there (a test that first had SMTP down on that port); default a free one. */
export async function startSmtp({ port: wanted = 0 }: { port?: number } = {}): Promise<TestSmtp> {
	let mode: SmtpMode = 'accept'
	let started = 0
	const mails: TestSmtp['mails'] = []
	const held: (() => void)[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			started++
			if (mode === 'hang') {
				stream.resume()
				return
			}
			simpleParser(stream).then(
				(mail) => {
					if (mode === 'reject') {
						callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }))
						return
					}
					mails.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }))
					if (mode === 'hold') held.push(() => callback())
					else callback()
				},
				(error: Error) => callback(error),
			)
		},
	})
	// A client that dies mid-session (the kill -9 tests) resets its connection: a real relay logs
	// that and goes on; without a listener, smtp-server's 'error' event would crash the test.
	server.on('error', () => {})
	await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
	const address = server.server.address()
	const port = typeof address === 'object' && address ? address.port : 0
	return {
		url: `smtp://127.0.0.1:${port}`,
		mails,
		dataStarted: () => started,
		setMode(next) {
			mode = next
		},
		release() {
			for (const answer of held.splice(0)) answer()
		},
		async waitFor(count, timeoutMs = 5000) {
			const deadline = Date.now() + timeoutMs
			while (mails.length < count) {
				if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails after ${timeoutMs} ms`)
				await Bun.sleep(20)
			}
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
