import { useState } from 'react'
import { button } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { ErrorCard } from '../shared/ErrorCard'
import { Spinner } from '../shared/Spinner'
import { saveBlob } from '../shared/save-blob'
import { TRANSCRIPT_FORMATS, type TranscriptFormat } from '../transcript/format'
import type { BatchVideoEvent } from './events'
import { FORMAT_LABEL_KEYS, zipName } from './file-names'
import * as s from './styles'
import type { BatchState } from './use-batch'

export interface BatchPanelProps {
	state: BatchState
	onStop: () => void
	/** Transcripts: the visitor picks the files' format (thumbnails have one: JPEG). */
	chooseFormat?: boolean
}

/** Screen readers hear the progress in steps of a tenth (at least every 5 videos), not every video. */
function announcedStep(total: number): number {
	return Math.max(1, Math.min(5, Math.ceil(total / 10)))
}

const stopButton = button({ variant: 'outline' })
const downloadButton = button()

/**
 * A batch's progress: the list, done/total with a bar, each video's state and a
 * failed one's reason, Stop while it runs, and the ZIP of what is done so far at any time.
 */
export function BatchPanel({ state, onStop, chooseFormat }: BatchPanelProps) {
	const { LL } = useI18n()
	const t = LL.batch
	const [format, setFormat] = useState<TranscriptFormat>('txt')
	const formats = TRANSCRIPT_FORMATS.map((value) => ({ value, label: t.formats[FORMAT_LABEL_KEYS[value]]() }))
	const [preparing, setPreparing] = useState(false)
	const list = state.list
	const total = list?.total ?? 0
	const finished = state.done + state.failed
	const step = announcedStep(total)
	const announced = Math.floor(finished / step) * step
	const cutNote = list?.cut ? `${t.listCut({ count: total })} ${list.cut.message}` : null

	async function download() {
		if (!list) return
		setPreparing(true)
		try {
			const { buildZip } = await import('./zip-in-browser')
			const blob = await buildZip([...state.outcomes.values()], format, cutNote ? [cutNote] : [])
			saveBlob(blob, zipName(list.title, t.untitled()))
		} finally {
			setPreparing(false)
		}
	}

	if (state.status === 'listing')
		return (
			<p className={s.muted} role="status" data-testid="batch-listing">
				<Spinner /> {t.listing()}
			</p>
		)
	return (
		<section aria-labelledby="batch-title" className={s.panel} data-testid="batch" data-status={state.status}>
			{/* The batch's own headline: the tool's ("…may not have captions…") is about one video, not a refused batch. */}
			{state.error && <ErrorCard headline={list ? t.stoppedEarly() : t.couldNotStart()} error={state.error} />}
			{list && (
				<>
					<div>
						<h2 id="batch-title" className={s.heading}>
							{t.heading({ title: list.title ?? t.untitled() })}
						</h2>
						<p className={s.muted}>{t.count({ total })}</p>
						{list.capped && <p className={s.muted}>{t.capped({ max: total })}</p>}
						{cutNote && (
							<p className={s.muted} data-testid="batch-cut">
								{cutNote}
							</p>
						)}
					</div>
					<div role="status" aria-live="polite" className={s.srOnly} data-testid="batch-announce">
						{state.status === 'finished'
							? t.finished({ done: state.done, total, failed: state.failed })
							: state.status === 'stopped'
								? t.stopped({ done: state.done, total })
								: t.progress({ done: announced, total })}
					</div>
					<div>
						<progress className={s.bar} value={finished} max={Math.max(total, 1)} aria-labelledby="batch-progress" />
						<p id="batch-progress" className={s.muted} data-testid="batch-progress">
							{t.progress({ done: state.done, total })}
							{state.failed > 0 && ` · ${t.failedCount({ failed: state.failed })}`}
						</p>
						{state.status === 'finished' && (
							<p data-testid="batch-finished">{t.finished({ done: state.done, total, failed: state.failed })}</p>
						)}
						{state.status === 'stopped' && <p data-testid="batch-stopped">{t.stopped({ done: state.done, total })}</p>}
					</div>
					<div className={s.actions}>
						{state.status === 'running' && (
							<button type="button" className={stopButton} onClick={onStop} data-testid="batch-stop">
								{t.stop()}
							</button>
						)}
						{chooseFormat && (
							<label className={s.actions}>
								<span>{t.formatLabel()}</span>
								<select
									className={s.select}
									value={format}
									onChange={(e) => setFormat(e.target.value as TranscriptFormat)}
									data-testid="batch-format"
								>
									{formats.map((f) => (
										<option key={f.value} value={f.value}>
											{f.label}
										</option>
									))}
								</select>
							</label>
						)}
						<button
							type="button"
							className={downloadButton}
							disabled={state.done === 0 || preparing}
							aria-busy={preparing}
							onClick={() => void download()}
							data-testid="batch-download"
						>
							{preparing && <Spinner />}
							{preparing ? t.preparing() : t.download({ count: state.done })}
						</button>
					</div>
					<ol aria-label={t.videosLabel()} className={s.videoList} data-testid="batch-videos">
						{list.videos.map((video) => (
							<VideoRow key={video.index} video={video} outcome={state.outcomes.get(video.index)} />
						))}
					</ol>
				</>
			)}
		</section>
	)
}

function VideoRow({
	video,
	outcome,
}: {
	video: { index: number; title: string; videoId: string }
	outcome: BatchVideoEvent | undefined
}) {
	const { LL } = useI18n()
	const state = outcome?.state ?? 'waiting'
	return (
		<li className={s.videoRow} data-testid="batch-video" data-video-id={video.videoId} data-state={state}>
			<span className={s.position}>{video.index}</span>
			{/* Pasted links: the title comes with the video's result; until then its short link stands for it. */}
			<span className={s.videoTitle}>{outcome?.title || video.title || `youtu.be/${video.videoId}`}</span>
			<span className={s.badges[state]}>{LL.batch.states[state]()}</span>
			{outcome?.state === 'failed' && outcome.error && <span className={s.reason}>{outcome.error.message}</span>}
		</li>
	)
}
