import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { useCopy } from '../shared/use-copy'
import { CopyChips } from './CopyChips'
import { muted } from './styles'

const tagsCard = `${card()} ${css({ padding: '4' })}`
const headerRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', marginBottom: '1' })
const heading = css({ fontWeight: 'bold', fontSize: 'lg', marginInlineEnd: 'auto' })
const copyAllButton = button({ size: 'sm', variant: 'outline' })
const hint = `${muted} ${css({ marginBottom: '3' })}`

/**
 * The linked video's own tags, as its uploader set them in YouTube Studio:
 * each copies itself, and Copy All copies them comma-separated, the way Studio's Tags field
 * takes them. Nothing when the video has none.
 */
export function VideoTags({ title, tags }: { title: string | undefined; tags: readonly string[] }) {
	const { LL } = useI18n()
	const t = LL.hashtag.videoTags
	const hydrated = useHydrated()
	const { copied, copy } = useCopy(t.copyFailed())
	if (!tags.length) return null

	return (
		<section aria-labelledby="video-tags-title" className={tagsCard} data-testid="video-tags">
			<div className={headerRow}>
				<h3 id="video-tags-title" className={heading}>
					{t.title()} <span className={muted}>({tags.length})</span>
				</h3>
				<button
					type="button"
					className={copyAllButton}
					disabled={!hydrated}
					onClick={() => copy(tags.join(', '), t.copiedAll())}
					data-testid="copy-video-tags"
					data-copied={copied}
				>
					{copied ? LL.hashtag.copied() : LL.hashtag.copyAll()}
				</button>
			</div>
			{title && (
				<p className={hint} data-testid="video-tags-hint">
					{t.hintOf({ title })}
				</p>
			)}
			<CopyChips tags={tags} copy={copy} hydrated={hydrated} testId="video-tag" texts={t} />
		</section>
	)
}
