import type { ReactNode } from 'react'

/** Line icons drawn in SVG, shared by the header's menus, the toasts, the transcript's passages and the home cards. */

/** The one frame every line icon shares: a 24×24 box stroked in the text colour, hidden from screen readers. */
export function LineIcon({
	size = 24,
	className,
	round = false,
	children,
}: {
	size?: number
	className?: string
	/** Round line ends and joins (the rounder icons: links, checks, the tools). */
	round?: boolean
	children: ReactNode
}) {
	return (
		<svg
			className={className}
			width={size}
			height={size}
			viewBox="0 0 24 24"
			aria-hidden="true"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			{...(round ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
		>
			{children}
		</svg>
	)
}

export function MenuIcon({ className }: { className?: string }) {
	return (
		<LineIcon {...(className ? { className } : {})}>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</LineIcon>
	)
}

export function CloseIcon({ size = 20, className }: { size?: number; className?: string }) {
	return (
		<LineIcon size={size} {...(className ? { className } : {})}>
			<path d="M6 6l12 12M18 6L6 18" />
		</LineIcon>
	)
}

/** A chain link: copy with a link (the transcript's passages). */
export function LinkIcon({ size = 18, className }: { size?: number; className?: string }) {
	return (
		<LineIcon size={size} round {...(className ? { className } : {})}>
			<path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
			<path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
		</LineIcon>
	)
}

/** A check mark: done (a copy button's copied state). */
export function CheckIcon({ size = 18, className }: { size?: number; className?: string }) {
	return (
		<LineIcon size={size} round {...(className ? { className } : {})}>
			<path d="M5 12l5 5L20 7" />
		</LineIcon>
	)
}
