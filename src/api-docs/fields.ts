type JsonSchema = {
	type?: string | string[]
	enum?: unknown[]
	const?: unknown
	anyOf?: JsonSchema[]
	items?: JsonSchema
	properties?: Record<string, JsonSchema>
	required?: string[]
	maxLength?: number
	default?: unknown
	description?: string
}

/** One row of a field table on /api/docs: `qualities[].url`, its type, whether it must be there. */
export interface FieldRow {
	name: string
	type: string
	required: boolean
	description: string
}

/** A short, readable type: `string (at most 2048)`, `"a" | "b"`, `array of string`, `string or null`. */
export function typeLabel(schema: JsonSchema): string {
	if (schema.const !== undefined) return JSON.stringify(schema.const)
	if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
	if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' or ')
	if (schema.type === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'anything'}`
	const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any')
	const notes = [
		schema.maxLength !== undefined ? `at most ${schema.maxLength}` : '',
		schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : '',
	].filter(Boolean)
	return notes.length ? `${type} (${notes.join(', ')})` : type
}

/** Every field of an object schema, nested objects and arrays of objects as dotted rows. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
	return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
		const name = `${prefix}${key}`
		const row = {
			name,
			type: typeLabel(property),
			required: schema.required?.includes(key) ?? false,
			description: property.description ?? '',
		}
		if (property.properties) return [row, ...fieldRows(property, `${name}.`)]
		if (property.items?.properties) return [row, ...fieldRows(property.items, `${name}[].`)]
		return [row]
	})
}
