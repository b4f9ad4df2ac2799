/** Line icons drawn in SVG, shared by the header's menus and the toasts. */

export function MenuIcon({ className }: { className?: string }) {
	return (
		<svg
			className={className}
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
		>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</svg>
	)
}

export function CloseIcon({ size = 20, className }: { size?: number; className?: string }) {
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
		>
			<path d="M6 6l12 12M18 6L6 18" />
		</svg>
	)
}
