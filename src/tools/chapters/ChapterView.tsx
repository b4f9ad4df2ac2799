import { Fragment } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { staleClass } from '../shared/ToolSections'
import { useCopy } from '../shared/use-copy'
import { shortTimestamp } from '../transcript/timestamp'
import { chapterLines } from './rules'
import type { ChaptersResult } from './schema'

const resultCard = `${card()} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`
const heading = css({ fontSize: 'xl', fontWeight: 'bold' })
const sourceNote = css({ color: 'fg.muted' })
const lines = css({
	fontFamily: 'mono',
	whiteSpace: 'pre-wrap',
	bg: 'bg.subtle',
	borderRadius: 'md',
	padding: '4',
	overflowX: 'auto',
})
/**
 * The list as two columns, times and titles, so a title that wraps on a phone stays beside its time and the next
 * chapter's time still starts its line; the text inside is the lines as they are copied.
 */
const chapterGrid = css({
	display: 'grid',
	gridTemplateColumns: 'max-content minmax(0, 1fr)',
	columnGap: '1ch',
	overflowWrap: 'anywhere',
})
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
const copyButton = button({ size: 'sm' })
const outlineButton = button({ variant: 'outline', size: 'sm' })

/**
 * The chapters as lines to paste (`0:00 Intro`), who made them, one click to copy them or the description
 * draft (off until the page is hydrated: no clipboard without JavaScript, the lines can still be selected),
 * and, for a video's own chapters, a form that asks for new ones (it posts without JavaScript too).
 */
export function ChapterView({ result, stale }: { result: ChaptersResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.chapter
	const chapters = useCopy(LL.transcript.copyFailed())
	const description = useCopy(LL.transcript.copyFailed())
	const list = chapterLines(result.chapters)
	const hydrated = useHydrated()
	return (
		<section
			aria-labelledby="chapters-title"
			className={`${resultCard} ${staleClass(stale)}`}
			data-testid="chapter-result"
			data-source={result.source}
		>
			<h2 id="chapters-title" className={heading}>
				{t.chaptersTitle()}: {result.title}
			</h2>
			<p className={sourceNote} data-testid="chapter-source">
				{t.source[result.source]()}
			</p>
			<pre className={`${lines} ${chapterGrid}`} data-testid="chapter-lines">
				{result.chapters.map((chapter, i) => (
					<Fragment key={chapter.start}>
						<span>{`${shortTimestamp(chapter.start)} `}</span>
						<span>{`${chapter.title}${i < result.chapters.length - 1 ? '\n' : ''}`}</span>
					</Fragment>
				))}
			</pre>
			<div className={row}>
				<button
					type="button"
					className={copyButton}
					onClick={() => void chapters.copy(list, t.copied())}
					disabled={!hydrated}
					data-testid="copy-chapters"
				>
					{chapters.copied ? t.copied() : t.copyChapters()}
				</button>
				{/* No action: the form posts to the page it is on (a tool page hydrates without the router, decision 33). */}
				{result.source === 'youtube' && (
					<form method="post">
						<input type="hidden" name="video_url" value={`https://youtu.be/${result.videoId}`} />
						<input type="hidden" name="language" value="" />
						<input type="hidden" name="remake" value="1" />
						<button type="submit" className={outlineButton} data-testid="make-new">
							{t.makeNew()}
						</button>
					</form>
				)}
			</div>
			<h3 className={heading}>{t.descriptionTitle()}</h3>
			<pre className={lines} data-testid="chapter-description">
				{result.description}
			</pre>
			{result.source === 'builtin' && <p className={sourceNote}>{t.builtinNote()}</p>}
			<div className={row}>
				<button
					type="button"
					className={copyButton}
					onClick={() => void description.copy(result.description, t.copied())}
					disabled={!hydrated}
					data-testid="copy-description"
				>
					{description.copied ? t.copied() : t.copyDescription()}
				</button>
			</div>
		</section>
	)
}
