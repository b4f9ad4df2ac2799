import { button } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { translate } from '../../i18n/lists'
import type { PostedList } from '../shared/form-action'
import { TRANSCRIPT_FORMATS } from '../transcript/format'
import { FORMAT_LABEL_KEYS } from './file-names'
import * as s from './styles'

export interface PostedListProps {
	list: PostedList
	/** What asks the ZIP for this list: the list link as posted (`list_url`), or each pasted video link (`url`). */
	zipFields: readonly (readonly [string, string])[]
	/** GET …/batch.zip: the whole list as one streamed ZIP. */
	zipPath: string
	/** The tool form's link field (each video's own form posts it). */
	field: string
	/** Other fields every video's form and the ZIP carry as they were posted (the transcript's language). */
	carried: Record<string, string>
	/** Transcripts: the ZIP's format is chosen here, and each video has its own download. */
	chooseFormat?: boolean
	downloadOne?: (videoId: string) => string
}

const zipButton = button()
const openButton = button({ size: 'sm', variant: 'outline' })
const downloadOneButton = button({ size: 'sm', variant: 'ghost' })

/**
 * A list link posted without JavaScript: the list's videos, each with a button
 * that posts its own link to this page (its single result) and, for transcripts, a direct download;
 * and one form that downloads the whole list as a ZIP. Plain forms and links only.
 */
export function PostedListView({
	list,
	zipFields,
	zipPath,
	field,
	carried,
	chooseFormat,
	downloadOne,
}: PostedListProps) {
	const { LL } = useI18n()
	const t = LL.batch
	const hidden = Object.entries(carried).filter(([, value]) => value !== '')
	return (
		<section aria-labelledby="batch-title" className={s.panel} data-testid="batch-posted">
			<div>
				<h2 id="batch-title" className={s.heading}>
					{t.heading({ title: list.title ?? t.untitled() })}
				</h2>
				<p className={s.muted}>{t.count({ total: list.videos.length })}</p>
				{list.capped && <p className={s.muted}>{t.capped({ max: list.videos.length })}</p>}
				{list.cut && (
					<p className={s.muted} data-testid="batch-cut">
						{t.listCut({ count: list.videos.length })} {translate(LL, `errors.${list.cut.code}`, list.cut.params)}
					</p>
				)}
			</div>
			<p>{t.noScript.intro()}</p>
			<form method="get" action={zipPath} className={s.actions} data-testid="batch-zip-form">
				{zipFields.map(([name, value]) => (
					<input key={`${name}:${value}`} type="hidden" name={name} value={value} />
				))}
				{hidden.map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				{chooseFormat && (
					<label className={s.actions}>
						<span>{t.formatLabel()}</span>
						<select name="format" defaultValue="txt" className={s.select} data-testid="batch-format">
							{TRANSCRIPT_FORMATS.map((format) => (
								<option key={format} value={format}>
									{t.formats[FORMAT_LABEL_KEYS[format]]()}
								</option>
							))}
						</select>
					</label>
				)}
				<button type="submit" className={zipButton} data-testid="batch-zip">
					{t.noScript.zip()}
				</button>
			</form>
			<ol aria-label={t.videosLabel()} className={s.videoList} data-testid="batch-videos">
				{list.videos.map((video) => (
					<li key={video.index} className={s.videoRow} data-testid="batch-video" data-video-id={video.videoId}>
						<span className={s.position}>{video.index}</span>
						{/* Pasted links have no title before their lookup: the video's short link stands for it. */}
						<span className={s.videoTitle}>{video.title || `youtu.be/${video.videoId}`}</span>
						<span className={s.actions}>
							<form method="post">
								<input type="hidden" name={field} value={`https://www.youtube.com/watch?v=${video.videoId}`} />
								{hidden.map(([name, value]) => (
									<input key={name} type="hidden" name={name} value={value} />
								))}
								<button type="submit" className={openButton} data-testid="batch-open">
									{t.noScript.open()}
									<span className={s.srOnly}>{` – ${video.title || video.videoId}`}</span>
								</button>
							</form>
							{downloadOne && (
								<a href={downloadOne(video.videoId)} className={downloadOneButton} download>
									{t.noScript.downloadOne()}
									<span className={s.srOnly}>{` – ${video.title || video.videoId}`}</span>
								</a>
							)}
						</span>
					</li>
				))}
			</ol>
		</section>
	)
}
