import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { YOUTUBE_ERROR_STATUS } from '../app-error'
import { YouTubeError } from '../errors'
import { decodeEntities } from '../parse/html'
import { expectedEntry, fixtureText, thrownBy } from '../parse/test-fixtures'
import { type Cue, normaliseCueText } from './cue'
import { type CaptionFormat, detectCaptionFormat, parseCaptions } from './detect'
import { parseJson3 } from './json3'
import { parseSrv1 } from './srv1'
import { parseSrv3 } from './srv3'
import { parseTtml, ttmlTimeMs } from './ttml'
import { parseVtt } from './vtt'
import { rootElementName, xmlElements } from './xml'

function code(fn: () => unknown): string | undefined {
	const thrown = thrownBy(fn)
	if (thrown === undefined) return undefined
	expect(thrown).toBeInstanceOf(YouTubeError)
	return (thrown as YouTubeError).code
}

/** [startMs, durationMs, text], the way the MANIFEST lists cues. */
type Row = [number, number, string]
const row = (cue: Cue | undefined): Row | undefined => cue && [cue.startMs, cue.durationMs, cue.text]
/** The MANIFEST gives VTT and TTML cues as (start, end): the duration is end - start. */
const ending = (start: number, end: number, text: string): Row => [start, end - start, text]

interface RealBody {
	file: string
	format: CaptionFormat
	count: number
	first: Row[]
	last: Row
}

/**
 * Every real body in captions/MANIFEST.md (figures copied from its table) and the srv1 body.
 * The MANIFEST writes a cue's line break as " / "; cue text keeps it as "\n".
 */
const REAL_BODIES: RealBody[] = [
	{
		file: 'captions/dashboards-aivants.en.asr.json3',
		format: 'json3',
		// 514 events = 1 window + 256 append + 257 text cues
		count: 257,
		first: [
			[160, 4320, 'Dashboards are a staple of any design'],
			[2240, 3440, 'portfolio, but most suck. Not because'],
			[4480, 3279, "they're ugly, but because they're"],
		],
		last: [498980, 6000, '[Music]'],
	},
	{
		file: 'captions/vanessa-live-y2bcaptions.en.asr.json3',
		format: 'json3',
		// 2106 events = 1 window + 1052 append + 1053 text cues
		count: 1053,
		first: [
			[0, 5130, 'in the comments all right oh good I'],
			[3000, 4490, 'think we found some comments all right'],
			[5130, 5880, 'so we were going to get started and all'],
		],
		last: [2970520, 4280, 'much thanks everybody yes goodbye'],
	},
	{
		file: 'captions/LW9XRA4641E.la.json3',
		format: 'json3',
		count: 76,
		first: [
			[140, 6144, 'Nūper invītātus apud programma Statiōnis Radiophōnicae Vātīcānae cui titulus est Anima Latīna,'],
			[6284, 4445, 'cum Reverendissimō Valdemārō Turek Latīnē locūtus sum in undīs.'],
			[10729, 4838, 'Quamvīs apud alium canālem polýMATHY partēs nostrī colloquiī audītae sint,'],
		],
		last: [307112, 1831, 'Certissimē! Valē!'],
	},
	{
		file: 'captions/VMvdvP02f-Y.en.asr.vtt',
		format: 'vtt',
		// 859 word-timed blocks + 10 one-word lines (see the roll-up test below)
		count: 869,
		first: [
			ending(3170, 7519, 'good to be here I love Chicago alright'),
			ending(7529, 8930, 'so yeah so my name is Travis cowlick'),
		],
		last: ending(2300760, 2305310, 'and linking to it all right'),
	},
	{
		file: 'captions/argentinian-cvi-narrate.en.asr.vtt',
		format: 'vtt',
		// 352 word-timed blocks + 2 one-word lines
		count: 354,
		first: [
			ending(160, 2310, 'So what is the latest update on the'),
			ending(2320, 4950, 'Argentinian CVI? A lot of people are'),
		],
		last: ending(809600, 811839, 'the next'),
	},
	{
		file: 'captions/freelancetowin-proposals.en.vtt',
		format: 'vtt',
		count: 656,
		first: [
			ending(14, 2597, '(upbeat music)'),
			ending(7726, 11510, '- Hi, everyone. Danny here\nfrom freelancetowin.com.'),
			ending(11510, 13950, "And today I'm going to\nbe talking to you about"),
		],
		last: ending(1591210, 1593100, 'then we discuss the fine print'),
	},
	{
		file: 'captions/kids-nursery-ai-tutorial.en.asr.ttml',
		format: 'ttml',
		count: 378,
		first: [
			ending(80, 6400, 'The sun [music] is shining, the sky so'),
			ending(2879, 9440, "blue. All aboard, the morning's calling"),
			ending(6400, 12480, "you. Chug chug [music] choo choo. It's a"),
		],
		last: ending(904959, 907959, 'creating.'),
	},
	{
		file: 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
		format: 'srv1',
		count: 133,
		first: [
			[560, 5799, 'citizens of the world welcome to this'],
			[3520, 6760, 'Halloween Azure infrastructure'],
			[6359, 7721, 'update a AER you think the cloud is your'],
		],
		last: [400240, 3000, 'I'],
	},
]

describe('real caption bodies (captions/MANIFEST.md)', () => {
	for (const body of REAL_BODIES) {
		describe(body.file, () => {
			const text = fixtureText(body.file)

			test('is detected as its format', () => {
				expect(detectCaptionFormat(text)).toBe(body.format)
			})

			test('cue count, first and last cues', () => {
				const cues = parseCaptions(text)
				expect(cues.length).toBe(body.count)
				expect(cues.slice(0, body.first.length).map(row)).toEqual(body.first)
				expect(row(cues.at(-1))).toEqual(body.last)
			})

			test('the same cues when the format is given', () => {
				expect(parseCaptions(text, body.format)).toEqual(parseCaptions(text))
			})

			test('every cue is clean: integer times, no markup, no entities, trimmed single-spaced lines', () => {
				for (const cue of parseCaptions(text)) {
					expect(Number.isInteger(cue.startMs) && cue.startMs >= 0).toBe(true)
					expect(Number.isInteger(cue.durationMs) && cue.durationMs >= 0).toBe(true)
					for (const line of cue.text.split('\n')) {
						expect(line).not.toBe('')
						expect(line).toBe(line.trim())
						expect(line).not.toMatch(/\s{2}|[\r\t]|<\/?[a-z]|<\d|&(#\d+|#x[0-9a-f]+|[a-z]+);/i)
					}
				}
			})
		})
	}

	test('srv1 agrees with its EXPECTED.json facts, 18 double-escaped apostrophes decoded', () => {
		const entry = expectedEntry('ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml')
		const facts = entry.facts as {
			cue_count: number
			first_3_cues: { start: number; dur: number; text_after_second_html_unescape: string }[]
			last_cue: { start: number; dur: number; text_after_second_html_unescape: string }
			'cues_containing_&#39;_after_xml_parse': number
		}
		const cues = parseSrv1(fixtureText(entry.file))
		const asFacts = (cue: Cue | undefined) =>
			cue && { start: cue.startMs / 1000, dur: cue.durationMs / 1000, text: cue.text }
		const fromFacts = (fact: (typeof facts.first_3_cues)[number]) => ({
			start: fact.start,
			dur: fact.dur,
			text: fact.text_after_second_html_unescape,
		})
		expect(cues.length).toBe(facts.cue_count)
		expect(cues.slice(0, 3).map(asFacts)).toEqual(facts.first_3_cues.map(fromFacts))
		expect(asFacts(cues.at(-1))).toEqual(fromFacts(facts.last_cue))
		// The raw file has no literal apostrophe: each one in the cues came from `&amp;#39;`.
		expect(cues.filter((cue) => cue.text.includes("'")).length).toBe(facts['cues_containing_&#39;_after_xml_parse'])
		expect(row(cues.find((cue) => cue.startMs === 53480))).toEqual([53480, 6039, "videos on to what's new so the free"])
	})

	test('json3 keeps tOffsetMs-split words together and drops window and append events', () => {
		const cues = parseJson3(fixtureText('captions/dashboards-aivants.en.asr.json3'))
		expect(cues.some((cue) => cue.text === '')).toBe(false)
		expect(cues.filter((cue) => cue.startMs === 0 && cue.durationMs === 504980)).toEqual([]) // the window
		expect(cues.filter((cue) => cue.startMs === 2230)).toEqual([]) // the first "\n" append
	})

	test('TTML decodes &#39; and &gt;', () => {
		const cues = parseTtml(fixtureText('captions/kids-nursery-ai-tutorial.en.asr.ttml'))
		expect(cues.filter((cue) => cue.text.includes("'")).length).toBeGreaterThan(70)
		expect(cues.some((cue) => cue.text.includes('>> INFRRETCH.'))).toBe(true)
	})
})

describe('auto-generated VTT roll-up', () => {
	/** The blocks the MANIFEST calls word-timed: a `-->` block with an inline `<hh:mm:ss.mmm>` tag. */
	function wordTimedStarts(body: string): Set<string> {
		const starts = new Set<string>()
		for (const block of body.replace(/\r\n?/g, '\n').split(/\n\n+/)) {
			const timing = /^(\S+) --> /m.exec(block)
			if (timing?.[1] && /<\d\d:\d\d:\d\d\.\d{3}>/.test(block)) starts.add(timing[1])
		}
		return starts
	}
	const msToVtt = (ms: number) => new Date(ms).toISOString().slice(11, 23)

	/**
	 * The MANIFEST counts 859 and 352 word-timed blocks. A line of a single word has no inline
	 * timestamp (they sit between words), so those blocks are not "word-timed", yet they are new
	 * speech: the parser keeps them, and these are exactly the extra cues.
	 */
	const cases: [string, number, string[]][] = [
		[
			'captions/VMvdvP02f-Y.en.asr.vtt',
			859,
			[
				'entrepreneur',
				'straight',
				'litigation',
				'results',
				"anybody's",
				'interesting',
				'often',
				'includes',
				'networking',
				'family',
			],
		],
		['captions/argentinian-cvi-narrate.en.asr.vtt', 352, ['naturally', 'to']],
	]
	for (const [file, wordTimed, oneWordLines] of cases) {
		test(`${file}: ${wordTimed} word-timed cues plus ${oneWordLines.length} one-word lines, no repeats`, () => {
			const body = fixtureText(file)
			const starts = wordTimedStarts(body)
			expect(starts.size).toBe(wordTimed)
			const cues = parseVtt(body)
			const extra = cues.filter((cue) => !starts.has(msToVtt(cue.startMs)))
			expect(cues.length - extra.length).toBe(wordTimed)
			expect(extra.map((cue) => cue.text)).toEqual(oneWordLines)
			// No cue repeats the line before it (the 10 ms copies and repeated first rows are gone).
			expect(cues.filter((cue, i) => i > 0 && cue.text === cues[i - 1]?.text)).toEqual([])
			// No 10 ms copy survives.
			expect(cues.filter((cue) => cue.durationMs <= 10)).toEqual([])
		})
	}

	test('the roll-up pattern in small: blank first row, 10 ms copy, repeated first row', () => {
		const body = [
			'WEBVTT',
			'Kind: captions',
			'Language: en',
			'',
			'00:00:00.160 --> 00:00:02.310 align:start position:0%',
			' ',
			'So<00:00:00.320><c> what</c><00:00:00.560><c> is</c>',
			'',
			'00:00:02.310 --> 00:00:02.320 align:start position:0%',
			'So what is',
			' ',
			'',
			'00:00:02.320 --> 00:00:04.950 align:start position:0%',
			'So what is',
			'Argentinian<00:00:03.280><c> CVI?</c>',
			'',
			'00:00:04.950 --> 00:00:04.960 align:start position:0%',
			'Argentinian CVI?',
			' ',
			'',
			'00:00:04.960 --> 00:00:05.500 align:start position:0%',
			'Argentinian CVI?',
			'naturally',
			'',
		].join('\n')
		expect(parseVtt(body).map(row)).toEqual([
			[160, 2150, 'So what is'],
			[2320, 2630, 'Argentinian CVI?'],
			[4960, 540, 'naturally'],
		])
	})

	test('the 2018 style: Style header with ::cue CSS, colour classes around the rows', () => {
		const body = [
			'WEBVTT',
			'Kind: captions',
			'Language: en',
			'Style:',
			'::cue(c.colorCCCCCC) { color: rgb(204,204,204);',
			' }',
			'##',
			'',
			'00:00:07.529 --> 00:00:08.930 align:start position:0%',
			'good to<c.colorE5E5E5> be here</c>',
			'so<00:00:07.710><c> yeah</c></c><c.colorE5E5E5><00:00:08.309><c> Travis</c></c>',
			'',
			'00:00:08.930 --> 00:00:08.940 align:start position:0%',
			'so yeah<c.colorE5E5E5> Travis',
			' </c>',
			'',
		].join('\n')
		// The first row repeats nothing on screen yet (the parser starts with an empty screen), so it stays, on its own row.
		expect(parseVtt(body).map(row)).toEqual([[7529, 1401, 'good to be here\nso yeah Travis']])
	})
})

describe('VTT details', () => {
	test('identifiers, mm:ss.mmm times, settings, NOTE and STYLE blocks, CRLF, BOM', () => {
		const body = [
			'\ufeffWEBVTT - a title',
			'',
			'NOTE a comment that spans',
			'two lines',
			'',
			'STYLE',
			'::cue { color: yellow }',
			'',
			'intro',
			'00:01.500 --> 00:03.000 line:90% align:center',
			'<v Bob><i>Hello</i></v> &amp; <b>welcome</b>',
			'',
			'2',
			'01:00:00.000 --> 01:00:01.250',
			'second',
			'line',
			'',
			'00:00:05.000 --> 00:00:06.000',
			'   ',
			'',
		].join('\r\n')
		expect(parseVtt(body).map(row)).toEqual([
			[1500, 1500, 'Hello & welcome'],
			[3600000, 1250, 'second\nline'],
		])
	})

	test('uploaded VTT keeps a repeated line (no roll-up without inline timing)', () => {
		const body = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGo!\n\n00:00:02.000 --> 00:00:03.000\nGo!\nGo!\n'
		expect(parseVtt(body).map((cue) => cue.text)).toEqual(['Go!', 'Go!\nGo!'])
	})

	test('a block with a broken timing line is not a cue', () => {
		expect(parseVtt('WEBVTT\n\n00:00:xx.000 --> 00:00:02.000\nlost\n\n00:00:02.000 --> 00:00:03.000\nkept\n')).toEqual([
			{ startMs: 2000, durationMs: 1000, text: 'kept' },
		])
	})

	test('an end before the start gives a zero duration', () => {
		expect(parseVtt('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nback\n')).toEqual([
			{ startMs: 5000, durationMs: 0, text: 'back' },
		])
	})
})

describe('text normalisation', () => {
	test('text without markup or references comes back single-spaced: as it was when it already was', () => {
		const spaces = [...'\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u180e\u200b']
		const unit = fc.constantFrom('a', 'Z', ';', '#', 'é', ...spaces)
		fc.assert(
			fc.property(fc.string({ unit, maxLength: 8 }), (raw) => {
				const text = normaliseCueText(raw)
				const lines = text.split('\n')
				for (const line of lines) expect(line).toBe(line.trim().replace(/\s+/g, ' '))
				if (text !== '') expect(lines).not.toContain('')
				expect(text.replace(/\s/g, '')).toBe(raw.replace(/\s/g, ''))
				if (!/^\s|\s$|\s\s|[^\S ]/.test(raw)) expect(text).toBe(raw)
			}),
			{ numRuns: 3000 },
		)
	})

	test('double-escaped entities as srv1 has them', () => {
		const body =
			'<?xml version="1.0" encoding="utf-8" ?><transcript>' +
			'<text start="1" dur="2">what&amp;#39;s &amp;quot;new&amp;quot; &amp;amp; &amp;lt;cool&amp;gt;</text>' +
			'<text start="3" dur="1">Tom &amp;amp; Jerry&amp;#x2019;s caf&amp;#233;</text>' +
			'</transcript>'
		expect(parseSrv1(body).map((cue) => cue.text)).toEqual(['what\'s "new" & <cool>', 'Tom & Jerry’s café'])
	})

	test('single-escaped entities and unknown names', () => {
		expect(normaliseCueText('it&#39;s &quot;ok&quot; &gt;&gt; &nbsp;x &bogus; &#0;')).toBe(
			'it\'s "ok" >> x &bogus; &#0;',
		)
		expect(decodeEntities('what&amp;#39;s')).toBe('what&#39;s')
	})

	test('markup: <c>, <i>, <b>, <u>, <font>, <v>, inline timestamps, <br/>', () => {
		expect(
			normaliseCueText('<font color="#E5E5E5">so</font><00:00:01.234><c> yeah</c><00:02.000><c.colorCCCCCC> ok</c>'),
		).toBe('so yeah ok')
		expect(normaliseCueText('<i>one</i><br/><b>two</b><br>three<BR /><u>four</u>')).toBe('one\ntwo\nthree\nfour')
		expect(normaliseCueText('<v.loud Bob>hey</v>')).toBe('hey')
		// srv1 escapes the markup a second time: it is removed after the first decode.
		expect(normaliseCueText('&lt;i&gt;quiet&lt;/i&gt; &lt;font color=&quot;#fff&quot;&gt;now&lt;/font&gt;')).toBe(
			'quiet now',
		)
		// A bare < that does not open a tag is text.
		expect(normaliseCueText('a &lt; b, <3 and 2 < 3')).toBe('a < b, <3 and 2 < 3')
	})

	test('whitespace: line breaks stay, blank lines go, tabs and nbsp become one space, lines are trimmed', () => {
		expect(normaliseCueText('  first line\n\nsecond\tline\u00a0 end \r\n')).toBe('first line\nsecond line end')
		expect(normaliseCueText('a\r\nb\rc\u2028d')).toBe('a\nb\nc\nd')
		expect(normaliseCueText(' \n ')).toBe('')
		// TTML's raw newlines are XML source formatting: spaces.
		expect(normaliseCueText('two\n  words<br/>next', 'space')).toBe('two words\nnext')
	})
})

describe('formats in small', () => {
	test('srv1: missing dur is 0, blank and self-closed cues are dropped, times round to ms', () => {
		const body =
			'<transcript><text start="0.56">no dur</text><text start="1" dur="2"> \n </text>' +
			'<text start="2" dur="1"/><text start="6.359" dur="7.721">a\nb</text></transcript>'
		expect(parseSrv1(body).map(row)).toEqual([
			[560, 0, 'no dur'],
			[6359, 7721, 'a\nb'],
		])
	})

	test('srv3: <s> word segments, window records and append newlines', () => {
		const body = [
			'<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">',
			'<head><pen id="1" fc="#E5E5E5"/><ws id="1" mh="2" ju="0" sd="3"/><wp id="1" ap="6" ah="20" av="100" rc="2" cc="40"/></head>',
			'<body><w t="0" id="1" wp="1" ws="1"/>',
			'<p t="160" d="4320" w="1"><s ac="0">Dashboards</s><s t="559" ac="0"> are</s><s t="720" ac="0"> a</s></p>',
			'<p t="2230" d="2250" w="1" a="1">',
			'</p>',
			'<p t="2240" w="1"><s ac="0">it&#39;s</s><s t="720" ac="0"> &amp;amp;</s></p>',
			'<p t="5000" d="1000">two<br/>lines</p>',
			'</body></timedtext>',
		].join('\n')
		expect(parseSrv3(body).map(row)).toEqual([
			[160, 4320, 'Dashboards are a'],
			[2240, 0, "it's &"],
			[5000, 1000, 'two\nlines'],
		])
	})

	test('json3: missing dDurationMs and tStartMs are 0, segs without utf8 are empty, aAppend text is kept', () => {
		const body = JSON.stringify({
			wireMagic: 'pb3',
			events: [
				{ tStartMs: 0, dDurationMs: 9000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
				{ dDurationMs: 1000, segs: [{ utf8: 'start' }, { utf8: ' at zero' }] },
				{ tStartMs: 1000, aAppend: 1, segs: [{ utf8: '\n' }] },
				{ tStartMs: 2000, segs: [{ utf8: 'two\nlines' }, {}, { utf8: ' &amp; more' }] },
				{ tStartMs: 3000, dDurationMs: 500, aAppend: 1, segs: [{ utf8: 'appended words' }] },
				'not an event',
			],
		})
		expect(parseJson3(body).map(row)).toEqual([
			[0, 1000, 'start at zero'],
			[2000, 0, 'two\nlines & more'],
			[3000, 500, 'appended words'],
		])
	})

	test('json3 that is not JSON or has no events is an upstream error', () => {
		expect(code(() => parseJson3('{"wireMagic":'))).toBe('upstreamError')
		expect(code(() => parseJson3('{"wireMagic":"pb3"}'))).toBe('upstreamError')
		expect(code(() => parseJson3('[]'))).toBe('upstreamError')
	})

	test('TTML: <br/>, spans, dur instead of end, offset times, no <p> in the head', () => {
		const body = [
			'<?xml version="1.0" encoding="utf-8" ?>',
			'<tt xml:lang="en" xmlns="http://www.w3.org/ns/ttml" >',
			'<head><metadata><p>not a cue</p></metadata></head>',
			'<body region="r1"><div>',
			'<p begin="00:00:01.000" end="00:00:02.500" style="s2">first<br/>line\n &#39;two&#39;</p>',
			'<p begin="3s" dur="1.5s"><span tts:color="white">sp</span><span>an</span></p>',
			'<p begin="00:00:05.000">open end</p>',
			'<p begin="00:00:06.000" end="00:00:07.000"/>',
			'</div></body></tt>',
		].join('\n')
		expect(parseTtml(body).map(row)).toEqual([
			[1000, 1500, "first\nline 'two'"],
			[3000, 1500, 'span'],
			[5000, 0, 'open end'],
		])
		expect([ttmlTimeMs('01:02:03.5'), ttmlTimeMs('400ms'), ttmlTimeMs('2m'), ttmlTimeMs('1h')]).toEqual([
			3723500, 400, 120000, 3600000,
		])
		expect(ttmlTimeMs('00:00:01:12')).toBeNaN() // frames need a frame rate YouTube never sets
	})

	test('xml helpers: <p> does not match <pen>, quoted > in attributes, the root after the prolog', () => {
		expect(xmlElements('<pen id="1"/><p t="1" x="a>b">x</p><p-x>no</p-x><p t="2"/>', 'p')).toEqual([
			{ attributes: { t: '1', x: 'a>b' }, inner: 'x' },
			{ attributes: { t: '2' }, inner: '' },
		])
		expect(rootElementName('\ufeff<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE tt>\n<tt >')).toBe('tt')
		expect(rootElementName('captions')).toBeNull()
	})
})

describe('parseCaptions: detection and failures', () => {
	const samples: [string, CaptionFormat][] = [
		['<?xml version="1.0" encoding="utf-8" ?><transcript><text start="1" dur="1">a</text></transcript>', 'srv1'],
		['<timedtext format="3"><body><p t="1000" d="1">a</p></body></timedtext>', 'srv3'],
		['\n  {"wireMagic":"pb3","events":[{"tStartMs":1000,"segs":[{"utf8":"a"}]}]}', 'json3'],
		['\ufeffWEBVTT\n\n00:01.000 --> 00:02.000\na\n', 'vtt'],
		['WEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\na\r\n', 'vtt'],
		['<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1s" end="2s">a</p></div></body></tt>', 'ttml'],
	]
	for (const [body, format] of samples) {
		test(`detects ${format} from ${JSON.stringify(body.slice(0, 24))}`, () => {
			expect(detectCaptionFormat(body)).toBe(format)
			expect(parseCaptions(body).map((cue) => [cue.startMs, cue.text])).toEqual([[1000, 'a']])
		})
	}

	test('an empty or whitespace-only body means a PO token is required, whatever the format', () => {
		for (const body of ['', '   ', '\n\t\r\n', '\ufeff']) {
			expect(code(() => parseCaptions(body))).toBe('tokenRequired')
			expect(code(() => parseCaptions(body, 'json3'))).toBe('tokenRequired')
		}
		const error = thrownBy(() => parseCaptions('')) as YouTubeError
		expect(YOUTUBE_ERROR_STATUS[error.code]).toBe(503)
	})

	test('a body in no caption format is an upstream error', () => {
		for (const body of [
			'<!DOCTYPE html><html><head><title>Error 404 (Not Found)!!1</title></head></html>',
			'Too many requests',
			'WEBVTTX\n\n00:01.000 --> 00:02.000\na',
			'<?xml version="1.0"?><feed></feed>',
			'<constructor/>',
			'[1,2]',
		]) {
			expect(detectCaptionFormat(body)).toBeNull()
			expect(code(() => parseCaptions(body))).toBe('upstreamError')
		}
		expect(code(() => parseCaptions('{"events":'))).toBe('upstreamError')
		const error = thrownBy(() => parseCaptions('nope')) as YouTubeError
		expect(YOUTUBE_ERROR_STATUS[error.code]).toBe(502)
	})

	test('a body that does not match the given format is an upstream error', () => {
		const srv1 = '<transcript><text start="1" dur="1">a</text></transcript>'
		for (const format of ['srv3', 'json3', 'vtt', 'ttml'] as const) {
			expect(code(() => parseCaptions(srv1, format))).toBe('upstreamError')
		}
		expect(code(() => parseCaptions('WEBVTT\n', 'srv1'))).toBe('upstreamError')
	})

	test('a valid body without cues gives an empty list, not an error', () => {
		expect(parseCaptions('<transcript></transcript>')).toEqual([])
		expect(parseCaptions('WEBVTT\nKind: captions\nLanguage: en\n')).toEqual([])
		expect(parseCaptions('{"wireMagic":"pb3","events":[{"tStartMs":0,"id":1}]}')).toEqual([])
	})
})
