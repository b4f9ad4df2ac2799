import { afterAll, beforeAll, expect, test } from 'bun:test'
import { Ollama } from 'ollama'
import { type FakeOllama, startFakeOllama } from './fake-ollama'

// The fake must speak Ollama's API as the official client reads it, streaming or not.
let fake: FakeOllama
beforeAll(async () => {
	fake = await startFakeOllama()
})
afterAll(() => fake.stop())

const messages = [{ role: 'user', content: 'Keywords: sourdough' }]

test('non-streaming and streaming chats give the same answer through the official client', async () => {
	const client = new Ollama({ host: fake.host })
	const single = await client.chat({ model: 'qwen2.5:1.5b', messages, stream: false })
	expect(single.done).toBe(true)
	expect(JSON.parse(single.message.content).trending[0]).toBe('#Sourdough')
	let streamed = ''
	let parts = 0
	for await (const part of await client.chat({ model: 'qwen2.5:1.5b', messages, stream: true })) {
		streamed += part.message.content
		parts++
		if (part.done) expect(part.eval_count).toBeGreaterThan(0)
	}
	expect(parts).toBeGreaterThan(2)
	expect(streamed).toBe(single.message.content)
})

test('tags, version and a missing model as Ollama reports them', async () => {
	const client = new Ollama({ host: fake.host })
	expect((await client.version()).version).toBe('0.12.6')
	expect((await client.list()).models.map((m) => m.name)).toEqual(['qwen2.5:1.5b'])
	const missing = await client.chat({ model: 'llama3.2', messages, stream: false }).catch((e: unknown) => e)
	expect((missing as { status_code: number }).status_code).toBe(404)
	expect((missing as Error).message).toBe('model "llama3.2" not found, try pulling it first')
})
