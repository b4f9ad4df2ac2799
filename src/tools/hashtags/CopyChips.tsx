import { chip, chipList } from './styles'

/**
 * A list of tags that each copy themselves on a click: the three groups' hashtags and the video's
 * own tags. Off until the page is hydrated (no clipboard without JavaScript).
 */
export function CopyChips({
	tags,
	copy,
	hydrated,
	testId,
	texts,
	usedBy,
}: {
	tags: readonly string[]
	copy: (text: string, toast: string, markCopied?: boolean) => unknown
	hydrated: boolean
	testId: string
	/** The button's label and the toast after a copy (the groups' and the video tags' say it differently). */
	texts: { copyOne: (p: { tag: string }) => string; copiedOne: (p: { tag: string }) => string }
	/** What backs a tag ("used by 3 of the 20 videos…"), shown as its title; null: nothing. */
	usedBy?: ((tag: string) => string | null) | undefined
}) {
	const t = texts
	return (
		<ul className={chipList}>
			{tags.map((tag) => (
				<li key={tag}>
					<button
						type="button"
						className={chip}
						disabled={!hydrated}
						onClick={() => copy(tag, t.copiedOne({ tag }), false)}
						aria-label={t.copyOne({ tag })}
						title={usedBy?.(tag) ?? undefined}
						data-testid={testId}
					>
						{tag}
					</button>
				</li>
			))}
		</ul>
	)
}
