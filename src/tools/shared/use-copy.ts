import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../i18n/context'
import { toast } from '../../ui/toast/toast'

/** How long a copy button shows its copied state (docs/product-spec.md §9: 2 seconds). */
export const COPIED_MS = 2000

/**
 * Clipboard copy with the spec's feedback: `copied` is true for 2 seconds and a toast says
 * what was copied; when the browser refuses, a destructive toast says so (`failedMessage`).
 * @example const { copied, copy } = useCopy(t.copyFailed()); copy(text, t.copiedToast())
 */
export function useCopy(failedMessage: string) {
	const { LL } = useI18n()
	const [copied, setCopied] = useState(false)

	useEffect(() => {
		if (!copied) return
		const timer = setTimeout(() => setCopied(false), COPIED_MS)
		return () => clearTimeout(timer)
	}, [copied])

	const copy = useCallback(
		async (text: string, message: string, markCopied = true) => {
			try {
				await navigator.clipboard.writeText(text)
				if (markCopied) setCopied(true)
				void toast({ title: message })
			} catch {
				void toast({ title: LL.toast.errorTitle(), description: failedMessage, variant: 'destructive' })
			}
		},
		[LL, failedMessage],
	)

	return { copied, copy }
}
