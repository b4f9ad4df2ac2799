import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import type { TranscriptClip } from './format'
import { shortTimestamp } from './timestamp'

/** A clip's place in its video as players show it: `0:29–0:39`. */
const span = (clip: TranscriptClip) => ({ start: shortTimestamp(clip.start), end: shortTimestamp(clip.end) })

// A line of its own under the URL row (the form's row wraps; this takes its whole width, after the button).
const choice = css({
	flexBasis: '100%',
	order: 1,
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	columnGap: '6',
	rowGap: '1',
	border: 'none',
	padding: 0,
	margin: 0,
})
const legend = css({ float: 'left', fontWeight: 'semibold', marginInlineEnd: '2' })
const option = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minHeight: '44px', cursor: 'pointer' })
const radio = css({ width: '5', height: '5', accentColor: 'accent' })

/**
 * The choice a clip link offers: the clip's part (the default, sent as empty) or the whole
 * video. Shown only for a clip link; its range is named once the clip's answer is there. Native radio buttons,
 * so it posts without JavaScript, where it appears with the first answer.
 */
export function ClipRangeChoice({
	value,
	clip,
	onChange,
}: {
	value: string
	clip: TranscriptClip | null
	onChange: (value: string) => void
}) {
	const { LL } = useI18n()
	const t = LL.transcript.clip
	const options: [string, string][] = [
		['', clip ? t.onlyClipRange(span(clip)) : t.onlyClip()],
		['video', t.wholeVideo()],
	]
	return (
		<fieldset className={choice} data-testid="range-choice">
			<legend className={legend}>{t.rangeLabel()}</legend>
			{options.map(([optionValue, label]) => (
				<label key={optionValue} className={option}>
					<input
						type="radio"
						name="range"
						value={optionValue}
						checked={value === optionValue}
						onChange={() => onChange(optionValue)}
						className={radio}
						data-testid={`range-${optionValue || 'clip'}`}
					/>
					{label}
				</label>
			))}
		</fieldset>
	)
}

const note = css({ color: 'fg.muted', fontSize: 'sm', marginTop: '1' })

/** What the view says of a clip link's answer: the clip's range, and whether the text is the clip's or the video's. */
export function ClipNote({ clip }: { clip: TranscriptClip }) {
	const { LL } = useI18n()
	const t = LL.transcript.clip
	return (
		<p className={note} data-testid="clip-info" data-clip-id={clip.id} data-range={clip.range}>
			{clip.range === 'clip' ? t.note(span(clip)) : t.noteWhole(span(clip))}
		</p>
	)
}
