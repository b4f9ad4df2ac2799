/**
 * Just enough XML reading for the timedtext bodies (srv1, srv3, TTML), without a DOM or a
 * dependency: YouTube writes them flat and regular, and the cue elements (`<text>`, `<p>`)
 * never nest, so a scanner over start tags and their text is enough and runs anywhere.
 */
import { decodeEntities } from '../parse/html'

export interface XmlElement {
	/** Attribute values, entity-decoded once. */
	attributes: Record<string, string>
	/** The raw markup between start and end tag ('' for `<x/>`), still escaped. */
	inner: string
}

/** An attribute list whose quoted values may contain `>` or `/`. */
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*?)`

export function xmlAttributes(source: string): Record<string, string> {
	const attributes: Record<string, string> = {}
	for (const match of source.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
		const name = match[1] ?? ''
		if (!Object.hasOwn(attributes, name)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? '')
	}
	return attributes
}

/**
 * Every `<name …>…</name>` and `<name …/>` in document order. Only for elements that do not
 * nest: the text runs to the first matching end tag.
 * @example xmlElements('<p t="1">a<s>b</s></p>', 'p') // [{ attributes: { t: '1' }, inner: 'a<s>b</s>' }]
 */
export function xmlElements(xml: string, name: string): XmlElement[] {
	// `(?=[\s/>])` instead of \b, so `<p` does not match `<pen` and `<p-x`.
	const pattern = new RegExp(`<${name}(?=[\\s/>])${ATTRIBUTES}(?:/>|>([\\s\\S]*?)</${name}\\s*>)`, 'g')
	return Array.from(xml.matchAll(pattern), (match) => ({
		attributes: xmlAttributes(match[1] ?? ''),
		inner: match[2] ?? '',
	}))
}

/**
 * The document element's name after a BOM, the XML declaration, comments and a doctype, or
 * null when the text does not start with markup. An HTML error page answers `html`.
 * @example rootElementName('<?xml version="1.0" ?><transcript>') // 'transcript'
 */
export function rootElementName(xml: string): string | null {
	let rest = xml.replace(/^\ufeff/, '').trimStart()
	for (;;) {
		const prolog = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*/i.exec(rest)
		if (!prolog) break
		rest = rest.slice(prolog[0].length)
	}
	return /^<([A-Za-z_][\w.:-]*)/.exec(rest)?.[1] ?? null
}
