import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { useCopy } from '../shared/use-copy'
import { CopyChips } from './CopyChips'
import { muted } from './styles'

/**
 * The linked video's own tags (issue 17, item 5), as its uploader set them in YouTube Studio:
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
		<section
			aria-labelledby="video-tags-title"
			className={`${card()} ${css({ padding: '4' })}`}
			data-testid="video-tags"
		>
			<div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', marginBottom: '1' })}>
				<h3 id="video-tags-title" className={css({ fontWeight: 'bold', fontSize: 'lg', marginInlineEnd: 'auto' })}>
					{t.title()} <span className={muted}>({tags.length})</span>
				</h3>
				<button
					type="button"
					className={button({ size: 'sm', variant: 'outline' })}
					disabled={!hydrated}
					onClick={() => copy(tags.join(', '), t.copiedAll())}
					data-testid="copy-video-tags"
					data-copied={copied}
				>
					{copied ? LL.hashtag.copied() : LL.hashtag.copyAll()}
				</button>
			</div>
			{title && (
				<p className={`${muted} ${css({ marginBottom: '3' })}`} data-testid="video-tags-hint">
					{t.hintOf({ title })}
				</p>
			)}
			<CopyChips tags={tags} copy={copy} hydrated={hydrated} testId="video-tag" texts={t} />
		</section>
	)
}
