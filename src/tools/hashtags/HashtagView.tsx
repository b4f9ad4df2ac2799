import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { regionName } from '../../youtube/search-regions'
import { staleClass } from '../shared/ToolSections'
import { useCopy } from '../shared/use-copy'
import { CopyChips } from './CopyChips'
import type { HashtagsResult } from './schema'
import { muted } from './styles'
import { VideoTags } from './VideoTags'

type BasisNote = 'transcript' | 'transcriptKeywords' | 'title' | 'titleKeywords' | 'keywords'

/**
 * Which note says what the tags were made from: for a video link, the
 * video's part and the visitor's words; none for keywords alone, which need no saying.
 */
export function basisNote({ basis, noTranscript }: Pick<HashtagsResult, 'basis' | 'noTranscript'>): BasisNote | null {
	const withWords = basis.includes('keywords')
	if (basis.includes('transcript')) return withWords ? 'transcriptKeywords' : 'transcript'
	if (basis.includes('title')) return withWords ? 'titleKeywords' : 'title'
	return noTranscript ? 'keywords' : null
}

const GROUPS = ['trending', 'hashtags', 'longTail'] as const

/** How many tags the page advises using (YouTube shows three above the title; three to five describe a video). */
export const ADVISED = 5

/**
 * The tags the page advises, best first: the best recommended, the best trending, then in turn
 * (docs/decisions.md, "Copy the advised hashtags").
 */
export function advisedTags(result: Pick<HashtagsResult, 'trending' | 'hashtags' | 'longTail'>): string[] {
	const order = [result.hashtags[0], result.trending[0], result.hashtags[1], result.longTail[0], result.hashtags[2]]
	const rest = [...result.hashtags, ...result.trending, ...result.longTail]
	return [...new Set([...order, ...rest].filter((t): t is string => Boolean(t)))].slice(0, ADVISED)
}

const resultGrid = css({ display: 'grid', gap: '6' })
const headerRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' })
const copyAdvisedButton = button({ size: 'sm' })
const copyAllButton = button({ size: 'sm', variant: 'outline' })
const builtinNote = `${card()} ${css({ padding: '4', color: 'fg.muted' })}`
const paddedCard = `${card()} ${css({ padding: '4' })}`
const largeBold = css({ fontWeight: 'bold', fontSize: 'lg' })
const hint = `${muted} ${css({ marginBottom: '3' })}`
const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const previewCaption = css({ fontWeight: 'bold', marginBottom: '1' })
const previewFrame = css({ borderRadius: 'md', bg: 'bg.subtle', aspectRatio: '16 / 9' })
const previewTags = css({ color: 'accent.text', fontSize: 'sm', marginTop: '2' })
const rulesTitle = css({ fontWeight: 'bold', marginBottom: '2' })
const rulesList = css({ paddingInlineStart: '5', listStyle: 'disc', display: 'grid', gap: '1' })

/**
 * The three groups (docs/product-spec.md §2, decision 17): each tag copies itself, the main button
 * copies the 3-5 advised tags, a second every tag, joined with spaces (2 s copied state and a toast), a preview of the three tags
 * YouTube shows above the title, YouTube's counting rules, a note on what a video link's tags
 * were made from, the video's own tags (VideoTags), and a polite note when the built-in
 * generator wrote them.
 */
export function HashtagView({ result, stale }: { result: HashtagsResult; stale: boolean }) {
	const { LL, locale } = useI18n()
	const t = LL.hashtag
	const hydrated = useHydrated()
	const { copied, copy } = useCopy(t.copyFailed())
	const all = GROUPS.flatMap((g) => result[g])
	const advised = advisedTags(result)
	const preview = advised.slice(0, 3)
	const note = basisNote(result)
	const ev = result.evidence
	const about = ev
		? {
				query: ev.query,
				// `de-AT`: the region YouTube answered for, named in the page's language.
				region: regionName(locale, ev.region.split('-')[1] ?? ev.region),
				videos: ev.videos,
				suggestions: ev.suggestions.length,
				recent: ev.recentVideos,
			}
		: null

	return (
		<section
			aria-labelledby="hashtag-results"
			data-testid="hashtag-result"
			data-source={result.source}
			data-basis={result.basis.join(' ')}
			className={`${staleClass(stale)} ${resultGrid}`}
		>
			<div className={headerRow}>
				<h2 id="hashtag-results" className={heading}>
					{t.count({ count: all.length })}
				</h2>
				<button
					type="button"
					className={copyAdvisedButton}
					disabled={!hydrated}
					onClick={() => copy(advised.join(' '), t.copiedAdvised())}
					data-testid="copy-advised"
					data-copied={copied}
				>
					{copied ? t.copied() : t.copyAdvised({ count: advised.length })}
				</button>
				<button
					type="button"
					className={copyAllButton}
					disabled={!hydrated}
					onClick={() => copy(all.join(' '), t.copiedAll(), false)}
					data-testid="copy-all"
				>
					{t.copyAllCount({ count: all.length })}
				</button>
			</div>
			{about && (
				// The region's name is the runtime's (Intl.DisplayNames), which the server and a browser may word apart.
				<p
					className={muted}
					data-testid="maker-note"
					data-source={result.source}
					data-region={ev?.region}
					suppressHydrationWarning
				>
					{result.source === 'ollama' ? t.evidence.makerOllama(about) : t.evidence.makerYoutube(about)}
				</p>
			)}
			{note && (
				<p className={muted} data-testid="basis-note" data-note={note}>
					{t.basisNote[note]()}
				</p>
			)}
			{result.source === 'builtin' && (
				<p className={builtinNote} data-testid="builtin-note">
					{t.builtinNote()}
				</p>
			)}
			{GROUPS.map((group) => (
				<div key={group} className={paddedCard} data-testid={`group-${group}`}>
					<h3 className={largeBold}>
						{t.groups[group]()} <span className={muted}>({result[group].length})</span>
					</h3>
					<p className={hint} data-testid={`based-on-${group}`}>
						{about
							? result[group].length > 0
								? t.evidence.basedOn[group](about)
								: t.evidence.basedOnNone[group](about)
							: t.groupHints[group]()}
					</p>
					<CopyChips
						tags={result[group]}
						copy={copy}
						hydrated={hydrated}
						testId="hashtag"
						texts={t}
						usedBy={
							about
								? (tag) => {
										const count = ev?.uses[tag]
										return count ? t.evidence.usedBy({ tag, count, videos: about.videos, query: about.query }) : null
									}
								: undefined
						}
					/>
				</div>
			))}
			<VideoTags title={result.videoTitle} tags={result.videoTags ?? []} />
			<div className={twoColumns}>
				<figure className={paddedCard} data-testid="preview">
					<figcaption className={previewCaption}>{t.previewTitle()}</figcaption>
					<p className={hint}>{t.previewHint()}</p>
					<div aria-hidden="true" className={previewFrame} />
					<p className={previewTags} data-testid="preview-tags">
						{preview.join(' ')}
					</p>
					<p className={largeBold}>{t.previewVideoTitle()}</p>
				</figure>
				<div className={paddedCard}>
					<h3 className={rulesTitle}>{t.rules.title()}</h3>
					<ul className={rulesList}>
						<li>{t.rules.limit()}</li>
						<li>{t.rules.never()}</li>
						<li>{t.rules.form()}</li>
					</ul>
				</div>
			</div>
		</section>
	)
}
