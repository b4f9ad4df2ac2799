/** The parts of webvtt-parser (the W3C validator's parser) the tests use; it ships no types. */
declare module 'webvtt-parser' {
	export interface ParsedCue {
		id: string
		startTime: number
		endTime: number
		text: string
	}
	export interface ParseError {
		message: string
		line: number
	}
	export class WebVTTParser {
		constructor(entities?: Record<string, string>)
		parse(input: string, mode?: 'metadata' | 'chapters'): { cues: ParsedCue[]; errors: ParseError[] }
	}
}
