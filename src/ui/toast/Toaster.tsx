import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast'
import { type PointerEvent, type ReactNode, useRef } from 'react'
import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { CloseIcon } from '../icons'
import { TOAST_SWIPE_THRESHOLD, type Toasters } from './toasters'

const root = css({
	// Spec section 9: 420 px at most (Panda extracts only literal values).
	width: 'min(420px, calc(100vw - 2rem))',
	bg: 'bg.elevated',
	color: 'fg',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	boxShadow: 'overlay',
	padding: '4',
	paddingInlineEnd: '10',
	position: 'relative',
	touchAction: 'pan-y',
	translate: 'var(--x) var(--y)',
	scale: 'var(--scale)',
	zIndex: 'var(--z-index)',
	height: 'var(--height)',
	opacity: 'var(--opacity)',
	willChange: 'translate, opacity, scale',
	transition: 'translate 300ms, scale 300ms, opacity 300ms',
	'&[data-type=error]': { bg: 'danger', color: 'danger.fg', borderColor: 'danger' },
})

/** Horizontal drag to the right beyond the threshold dismisses the toast (spec: swipe right). */
function useSwipeRight(onDismiss: () => void) {
	const start = useRef<number | null>(null)
	return {
		onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
			start.current = e.clientX
		},
		onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
			if (start.current === null) return
			const dx = Math.max(0, e.clientX - start.current)
			e.currentTarget.style.setProperty('transform', `translateX(${dx}px)`)
		},
		onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
			const dx = start.current === null ? 0 : e.clientX - start.current
			start.current = null
			e.currentTarget.style.removeProperty('transform')
			if (dx >= TOAST_SWIPE_THRESHOLD) onDismiss()
		},
		onPointerCancel: (e: PointerEvent<HTMLDivElement>) => {
			start.current = null
			e.currentTarget.style.removeProperty('transform')
		},
	}
}

const toastTitle = css({ fontWeight: 'bold' })
const toastDescription = css({ fontSize: 'sm' })
const closeButton = css({
	position: 'absolute',
	top: '2',
	insetInlineEnd: '2',
	bg: 'transparent',
	border: 0,
	color: 'inherit',
	cursor: 'pointer',
	padding: '1',
})

function ToastItem({
	toaster,
	id,
	title,
	description,
}: {
	toaster: Toasters['wide']
	id: string
	title?: ReactNode
	description?: ReactNode
}) {
	const { LL } = useI18n()
	const swipe = useSwipeRight(() => toaster.dismiss(id))
	return (
		<Toast.Root className={root} {...swipe} data-testid="toast">
			<Toast.Title className={toastTitle}>{title}</Toast.Title>
			{description ? <Toast.Description className={toastDescription}>{description}</Toast.Description> : null}
			<Toast.CloseTrigger aria-label={LL.toast.dismiss()} className={closeButton}>
				<CloseIcon size={16} />
			</Toast.CloseTrigger>
		</Toast.Root>
	)
}

/** Loaded by ToastHost once the first toast exists; renders both placements' regions. */
export default function Toaster({ toasters }: { toasters: Toasters }) {
	return (
		<>
			{[toasters.narrow, toasters.wide].map((toaster, index) => (
				<ArkToaster
					key={index === 0 ? 'narrow' : 'wide'}
					toaster={toaster}
					data-testid={index === 0 ? 'toaster-top' : 'toaster-bottom-end'}
				>
					{(toast) => (
						<ToastItem
							key={toast.id}
							toaster={toaster}
							id={toast.id ?? ''}
							title={toast.title}
							description={toast.description}
						/>
					)}
				</ArkToaster>
			))}
		</>
	)
}
