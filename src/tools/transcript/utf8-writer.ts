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

/** The codes of '0' and ':'. */
const ZERO = 48
const COLON = 58
/** No character stops text(). */
const NO_STOPS = new Uint8Array(128)

/** A spent writer's buffer, lent to the next writer; kept up to SPARE_BYTES. */
let spare: Uint8Array | null = null
const SPARE_BYTES = 1 << 22
/** A spent writer's buffer: empty, so a write after toString() throws instead of writing into another file. */
const SPENT = new Uint8Array(0)

/** 10⁰ … 10⁹: the smallest number with one digit more than each width. */
const POWERS_OF_TEN = Array.from({ length: 10 }, (_, i) => 10 ** i)

export class Utf8Writer {
	private bytes: Uint8Array
	private at = 0

	constructor(capacity: number) {
		const size = Math.max(64, capacity)
		if (spare !== null && spare.length >= size) {
			this.bytes = spare
			spare = null
		} else this.bytes = new Uint8Array(size)
	}

	/** Room for `count` more bytes; the buffer doubles, so writing a file stays linear in its size. */
	private room(count: number): void {
		if (this.at + count <= this.bytes.length) return
		if (this.bytes === SPENT) throw new Error('Utf8Writer: written to after toString()')
		const larger = new Uint8Array(Math.max(this.bytes.length * 2, this.at + count))
		larger.set(this.bytes.subarray(0, this.at))
		this.bytes = larger
	}

	/** Any text: ASCII byte by byte (captions are mostly ASCII), the rest through the encoder from the first other character. */
	text(value: string): this {
		this.textWithout(value, NO_STOPS)
		return this
	}

	/**
	 * Writes `value` and answers true, unless it holds an ASCII character `stops` flags: then it writes nothing and
	 * answers false, and the caller writes the text its own way. One pass both checks and writes a subtitle's text,
	 * where a test before writing read it twice.
	 */
	textWithout(value: string, stops: Uint8Array): boolean {
		this.room(value.length * 3)
		const bytes = this.bytes
		let at = this.at
		for (let i = 0; i < value.length; i++) {
			const unit = value.charCodeAt(i)
			if (unit >= 0x80) {
				for (let j = i + 1; j < value.length; j++) {
					const next = value.charCodeAt(j)
					if (next < 0x80 && stops[next] === 1) return false
				}
				at += encoder.encodeInto(value.slice(i), bytes.subarray(at)).written
				break
			}
			if (stops[unit] === 1) return false
			bytes[at++] = unit
		}
		this.at = at
		return true
	}

	/**
	 * A time as subtitle files write it, `01:02:03,456` (`separator` ','; WebVTT's is '.'): hours of at least two
	 * digits. Below 100 hours the twelve bytes are written straight; a longer or odd time through number().
	 */
	clock(ms: number, separator: number): this {
		if (ms >>> 0 !== ms || ms >= 360_000_000) {
			return this.number(Math.floor(ms / 3_600_000), 2)
				.ascii(COLON)
				.number(Math.floor(ms / 60_000) % 60, 2)
				.ascii(COLON)
				.number(Math.floor(ms / 1000) % 60, 2)
				.ascii(separator)
				.number(ms % 1000, 3)
		}
		this.room(12)
		const bytes = this.bytes
		const at = this.at
		const h = (ms / 3_600_000) >>> 0
		const m = ((ms / 60_000) >>> 0) % 60
		const s = ((ms / 1000) >>> 0) % 60
		const milli = ms % 1000
		bytes[at] = ZERO + ((h / 10) >>> 0)
		bytes[at + 1] = ZERO + (h % 10)
		bytes[at + 2] = COLON
		bytes[at + 3] = ZERO + ((m / 10) >>> 0)
		bytes[at + 4] = ZERO + (m % 10)
		bytes[at + 5] = COLON
		bytes[at + 6] = ZERO + ((s / 10) >>> 0)
		bytes[at + 7] = ZERO + (s % 10)
		bytes[at + 8] = separator
		bytes[at + 9] = ZERO + ((milli / 100) >>> 0)
		bytes[at + 10] = ZERO + (((milli / 10) >>> 0) % 10)
		bytes[at + 11] = ZERO + (milli % 10)
		this.at = at + 12
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

	/**
	 * The file, as a string, once: the writer is spent, and its buffer goes to the next writer. A subtitle file is
	 * written at once and then read out, so the next one of its size needs no new buffer: at ten times the largest
	 * recording that is a megabyte the collector would otherwise count, and fresh pages to fault in, per file.
	 */
	toString(): string {
		if (this.bytes === SPENT) throw new Error('Utf8Writer: toString() twice')
		const text = decoder.decode(this.bytes.subarray(0, this.at))
		if (this.bytes.length <= SPARE_BYTES && (spare === null || spare.length < this.bytes.length)) spare = this.bytes
		this.bytes = SPENT
		return text
	}
}
