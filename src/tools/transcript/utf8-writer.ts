/**
 * A text file written as UTF-8 into one growing buffer, then read back as one string: no string per line or
 * per field. The subtitle formats (format.ts) write every cue's number and two clocks; as template strings
 * joined into a rope, a file ten times the largest recording took 21.5 ms for srt, now 12.1 ms (issue 18,
 * item 4; the same process, interleaved). At the recording's own size the time is unchanged.
 *
 * A lone surrogate in a text is written as U+FFFD, as any UTF-8 file of that text would have it.
 */
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The code of '0'. */
const ZERO = 48
/** 10⁰ … 10⁹: the smallest number with one digit more than each width. */
const POWERS_OF_TEN = Array.from({ length: 10 }, (_, i) => 10 ** i)

export class Utf8Writer {
	private bytes: Uint8Array
	private at = 0

	constructor(capacity: number) {
		this.bytes = new Uint8Array(Math.max(64, capacity))
	}

	/** Room for `count` more bytes; the buffer doubles, so writing a file stays linear in its size. */
	private room(count: number): void {
		if (this.at + count <= this.bytes.length) return
		const larger = new Uint8Array(Math.max(this.bytes.length * 2, this.at + count))
		larger.set(this.bytes.subarray(0, this.at))
		this.bytes = larger
	}

	/** Any text: ASCII byte by byte (captions are mostly ASCII), the rest through the encoder from the first other character. */
	text(value: string): this {
		this.room(value.length * 3)
		const bytes = this.bytes
		let at = this.at
		for (let i = 0; i < value.length; i++) {
			const unit = value.charCodeAt(i)
			if (unit >= 0x80) {
				at += encoder.encodeInto(value.slice(i), bytes.subarray(at)).written
				break
			}
			bytes[at++] = unit
		}
		this.at = at
		return this
	}

	/** One ASCII character, by its code. */
	ascii(code: number): this {
		this.room(1)
		this.bytes[this.at++] = code
		return this
	}

	/** A whole number of at least `width` digits (zeros in front); anything else as String() writes it. */
	number(value: number, width = 1): this {
		// `>>> 0` keeps a whole number below 2³² as it is: those are written digit by digit, in integer arithmetic.
		if (value >>> 0 !== value || width > 9) return this.text(String(value).padStart(width, '0'))
		let length = width
		for (let limit = POWERS_OF_TEN[width] as number; value >= limit && length < 10; limit *= 10) length++
		this.room(length)
		const bytes = this.bytes
		const start = this.at
		let rest = value
		for (let at = start + length - 1; at >= start; at--) {
			const tenth = (rest / 10) >>> 0
			bytes[at] = ZERO + rest - tenth * 10
			rest = tenth
		}
		this.at = start + length
		return this
	}

	/** The file so far, as a string. */
	toString(): string {
		return decoder.decode(this.bytes.subarray(0, this.at))
	}
}
