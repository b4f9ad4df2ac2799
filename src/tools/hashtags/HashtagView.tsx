import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { staleClass } from '../shared/ToolSections'
import { useCopy } from '../shared/use-copy'
import { CopyChips } from './CopyChips'
import type { HashtagsResult } from './schema'
import { muted } from './styles'
import { VideoTags } from './VideoTags'

type BasisNote = 'transcript' | 'transcriptKeywords' | 'title' | 'titleKeywords' | 'keywords'

/**
 * Which note says what the tags were made from (issue 15, item 5): for a video link, the
 * video's part and the visitor's words; none for keywords alone, which need no saying.
 */
export function basisNote({ basis, noTranscript }: Pick<HashtagsResult, 'basis' | 'noTranscript'>): BasisNote | null {
	const withWords = basis.includes('keywords')
	if (basis.includes('transcript')) return withWords ? 'transcriptKeywords' : 'transcript'
	if (basis.includes('title')) return withWords ? 'titleKeywords' : 'title'
	return noTranscript ? 'keywords' : null
}

const GROUPS = ['trending', 'hashtags', 'longTail'] as const

/**
 * The three groups (docs/product-spec.md §2, decision 17): each tag copies itself, Copy All copies
 * every tag joined with spaces (2 s copied state and a toast), a preview of the three tags
 * YouTube shows above the title, YouTube's counting rules, a note on what a video link's tags
 * were made from, the video's own tags (VideoTags), and a polite note when the built-in
 * generator wrote them.
 */
export function HashtagView({ result, stale }: { result: HashtagsResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.hashtag
	const hydrated = useHydrated()
	const { copied, copy } = useCopy(t.copyFailed())
	const all = GROUPS.flatMap((g) => result[g])
	const preview = [...result.hashtags, ...result.trending].slice(0, 3)
	const note = basisNote(result)

	return (
		<section
			aria-labelledby="hashtag-results"
			data-testid="hashtag-result"
			data-source={result.source}
			data-basis={result.basis.join(' ')}
			className={`${staleClass(stale)} ${css({ display: 'grid', gap: '6' })}`}
		>
			<div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
				<h2 id="hashtag-results" className={css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' })}>
					{t.count({ count: all.length })}
				</h2>
				<button
					type="button"
					className={button({ size: 'sm' })}
					disabled={!hydrated}
					onClick={() => copy(all.join(' '), t.copiedAll())}
					data-testid="copy-all"
					data-copied={copied}
				>
					{copied ? t.copied() : t.copyAll()}
				</button>
			</div>
			{note && (
				<p className={muted} data-testid="basis-note" data-note={note}>
					{t.basisNote[note]()}
				</p>
			)}
			{result.source === 'builtin' && (
				<p className={`${card()} ${css({ padding: '4', color: 'fg.muted' })}`} data-testid="builtin-note">
					{t.builtinNote()}
				</p>
			)}
			{GROUPS.map((group) => (
				<div key={group} className={`${card()} ${css({ padding: '4' })}`} data-testid={`group-${group}`}>
					<h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
						{t.groups[group]()} <span className={muted}>({result[group].length})</span>
					</h3>
					<p className={`${muted} ${css({ marginBottom: '3' })}`}>{t.groupHints[group]()}</p>
					<CopyChips tags={result[group]} copy={copy} hydrated={hydrated} testId="hashtag" texts={t} />
				</div>
			))}
			<VideoTags title={result.videoTitle} tags={result.videoTags ?? []} />
			<div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
				<figure className={`${card()} ${css({ padding: '4' })}`} data-testid="preview">
					<figcaption className={css({ fontWeight: 'bold', marginBottom: '1' })}>{t.previewTitle()}</figcaption>
					<p className={`${muted} ${css({ marginBottom: '3' })}`}>{t.previewHint()}</p>
					<div aria-hidden="true" className={css({ borderRadius: 'md', bg: 'bg.subtle', aspectRatio: '16 / 9' })} />
					<p className={css({ color: 'accent.text', fontSize: 'sm', marginTop: '2' })} data-testid="preview-tags">
						{preview.join(' ')}
					</p>
					<p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t.previewVideoTitle()}</p>
				</figure>
				<div className={`${card()} ${css({ padding: '4' })}`}>
					<h3 className={css({ fontWeight: 'bold', marginBottom: '2' })}>{t.rules.title()}</h3>
					<ul className={css({ paddingInlineStart: '5', listStyle: 'disc', display: 'grid', gap: '1' })}>
						<li>{t.rules.limit()}</li>
						<li>{t.rules.never()}</li>
						<li>{t.rules.form()}</li>
					</ul>
				</div>
			</div>
		</section>
	)
}
