/**
 * Resolves in a new task, so the browser may paint and handle input in between: the app's start
 * is cut into steps this way (src/client.tsx, hydrate-app.tsx). A long task is one the page
 * cannot answer a tap in, and Lighthouse counts each one over 50 ms as blocking time.
 */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0))
}
