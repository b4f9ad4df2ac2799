/**
 * The compose files against the tools people run them with (docs/CONTAINER.md "Compose tools"):
 * the Compose Specification's JSON schema (deploy/compose-spec.schema.json, what Docker Compose v2
 * checks) and the schema Debian 12's docker-compose 1.29.2 validates with
 * (deploy/compose-1.29.2.schema.json), both committed so the check needs no network and no tool.
 * What the schemas cannot see, podman-compose 1.0.3's variable substitution, is checked on the text.
 */
import { describe, expect, test } from 'bun:test'
import { join, resolve } from 'node:path'
import Ajv, { type ErrorObject } from 'ajv'

const ROOT = resolve(import.meta.dir, '..')
const COMPOSE_FILES = ['docker-compose.yml', 'deploy/scaled/compose.yml']

/**
 * docker-compose 1.29.2 validates with a draft-04 validator, in which "id" only labels a
 * subschema; Ajv reads "id" as draft-04's base URI and refuses it. Dropping the labels (and the
 * "$schema" line) leaves the same constraints for Ajv's draft-07 validator.
 */
function withoutIds(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutIds)
	if (value === null || typeof value !== 'object') return value
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key, v]) => !((key === 'id' || key === '$schema') && typeof v === 'string'))
			.map(([key, v]) => [key, withoutIds(v)]),
	)
}

// Formats are not checked: both tools define their own (durations, ports) that Ajv does not know,
// and neither file relies on them. The meta-schema check is off because the spec names draft-07
// by its https address, which Ajv knows only as http.
const ajv = () => new Ajv({ allErrors: true, strict: false, validateFormats: false, validateSchema: false })
const SCHEMAS = {
	'the Compose Specification': ajv().compile(await Bun.file(join(ROOT, 'deploy/compose-spec.schema.json')).json()),
	'docker-compose 1.29.2': ajv().compile(
		withoutIds(await Bun.file(join(ROOT, 'deploy/compose-1.29.2.schema.json')).json()) as object,
	),
}

function errorsOf(schema: keyof typeof SCHEMAS, document: unknown): string[] {
	const validate = SCHEMAS[schema]
	if (validate(document)) return []
	return (validate.errors ?? []).map(
		(e: ErrorObject) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
	)
}

const readCompose = async (file: string) => Bun.file(join(ROOT, file)).text()
const parse = (text: string) => Bun.YAML.parse(text) as Record<string, unknown>

describe('compose files', () => {
	for (const file of COMPOSE_FILES) {
		for (const schema of Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[]) {
			test(`${file} is valid against ${schema}`, async () => {
				expect(errorsOf(schema, parse(await readCompose(file)))).toEqual([])
			})
		}

		// podman-compose 1.0.3 matches ${NAME:-default} only with a non-empty default: `${NAME:-}`
		// reaches the container as that literal text (an admin password of "${ADMIN_PASSWORD:-}").
		test(`${file} has no empty \${NAME:-} default, which podman-compose 1.0.3 leaves unreplaced`, async () => {
			expect((await readCompose(file)).match(/\$\{[A-Za-z_][A-Za-z0-9_]*:?-\}/g) ?? []).toEqual([])
		})
	}

	test('the checks can fail: a misspelt key is refused by both schemas', async () => {
		const text = (await readCompose('deploy/scaled/compose.yml')).replace(
			'restart: unless-stopped',
			'restartt: unless-stopped',
		)
		for (const schema of Object.keys(SCHEMAS) as (keyof typeof SCHEMAS)[]) {
			expect(errorsOf(schema, parse(text)).join('\n')).toContain('restartt')
		}
	})

	// The error Debian 12's docker-compose gave the earlier files: "'name' does not match any of
	// the regexes: '^x-'". The Compose Specification allows the key; 1.29.2 does not.
	test('a top-level name: is allowed by the Compose Specification and refused by docker-compose 1.29.2', async () => {
		const named = { name: 'tubekit', ...parse(await readCompose('docker-compose.yml')) }
		expect(errorsOf('the Compose Specification', named)).toEqual([])
		expect(errorsOf('docker-compose 1.29.2', named).join('\n')).toContain('"additionalProperty":"name"')
	})
})

describe('images the compose files build', () => {
	/** The build target of each service that builds one, by service name. */
	const targetsOf = (compose: Record<string, unknown>) =>
		Object.fromEntries(
			Object.entries(compose.services as Record<string, { build?: { target?: string }; image?: string }>)
				.filter(([, service]) => service.build)
				.map(([name, service]) => [name, `${service.build?.target} -> ${service.image}`]),
		)

	test('one container runs the full image; the scaled set-up runs the lean app image and the worker image', async () => {
		expect(targetsOf(parse(await readCompose('docker-compose.yml')))).toEqual({ tubekit: 'full -> tubekit' })
		expect(targetsOf(parse(await readCompose('deploy/scaled/compose.yml')))).toEqual({
			app: 'app -> tubekit-app',
			'worker-1': 'worker -> tubekit-worker',
			'worker-2': 'worker -> tubekit-worker',
		})
	})

	test('the Dockerfile has those targets, and the full image is its last stage (what a plain build makes)', async () => {
		const stages = [...(await Bun.file(join(ROOT, 'Dockerfile')).text()).matchAll(/^FROM \S+ AS (\S+)$/gm)].map(
			(m) => m[1],
		)
		expect(stages).toEqual(expect.arrayContaining(['app', 'worker', 'full']))
		expect(stages.at(-1)).toBe('full')
	})
})
