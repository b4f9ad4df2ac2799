import { AppError } from '../../core/errors'
import { videoToolWrongLink } from './wrong-link'

/** The error of a link a video tool cannot read: a channel's own message (naming the tool that takes it), else invalidVideoUrl. */
export function refusedLink(value: string): AppError {
	const wrong = videoToolWrongLink(value)
	return wrong ? new AppError(400, wrong.code, { tool: wrong.tool }) : new AppError(400, 'invalidVideoUrl')
}
