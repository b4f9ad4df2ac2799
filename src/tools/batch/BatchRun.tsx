import { useEffect } from 'react'
import { useI18n } from '../../i18n/context'
import { BatchPanel } from './BatchPanel'
import { useBatch } from './use-batch'

export interface BatchRunProps {
	apiPath: string
	/** The batch to run: each new object starts one (the body: the list link as `list_url` and the tool's fields). */
	request: { body: Record<string, unknown> }
	chooseFormat?: boolean
}

/**
 * A batch started from a tool page, and its progress (BatchPanel). A module of its own that the page loads when a
 * list link is typed or submitted (ToolPage), so none of it is in a tool page's first load.
 */
export default function BatchRun({ apiPath, request, chooseFormat }: BatchRunProps) {
	const { locale } = useI18n()
	const { state, start, stop } = useBatch(apiPath, locale)
	useEffect(() => {
		void start(request.body)
	}, [request, start])
	return <BatchPanel state={state} onStop={stop} {...(chooseFormat ? { chooseFormat: true } : {})} />
}
