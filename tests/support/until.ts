/**
 * Waits until `check` holds, asking again every `intervalMs`; past `timeoutMs` it throws, naming `what`. For tests
 * that wait on what they do not drive step by step: a reconnect, a replica, a mail server, React's scheduler.
 * @example await until(() => connection.up, 'the reconnect')
 */
export async function until(
	check: () => boolean | Promise<boolean>,
	what: string,
	timeoutMs = 15_000,
	intervalMs = 50,
): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
		await Bun.sleep(intervalMs)
	}
}
