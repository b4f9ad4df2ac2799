/** The Tubekit mark: a rounded play tile. Inline SVG, so no request. */
export function Logo({ size = 32 }: { size?: number }) {
	return (
		<svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
			<rect width="32" height="32" rx="8" fill="#c8102e" />
			<path d="M12.5 10.5v11l9.5-5.5z" fill="#fff" />
		</svg>
	)
}
