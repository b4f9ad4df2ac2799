import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

export const tokens = defineTokens({
	colors: {
		// Brand red tuned for WCAG AA contrast on white (5.9:1) rather than YouTube's #FF0000.
		brand: {
			50: { value: '#fff1f1' },
			100: { value: '#ffdfdf' },
			300: { value: '#ff8a8a' },
			400: { value: '#ff5c5c' },
			600: { value: '#c8102e' },
			700: { value: '#a50d26' },
			900: { value: '#5c0715' },
		},
		ink: {
			0: { value: '#ffffff' },
			50: { value: '#f7f7f8' },
			100: { value: '#eeeef0' },
			200: { value: '#dcdce0' },
			400: { value: '#9a9aa3' },
			500: { value: '#6b6b75' },
			600: { value: '#52525b' },
			700: { value: '#3a3a41' },
			800: { value: '#232328' },
			900: { value: '#16161a' },
			950: { value: '#0e0e11' },
		},
	},
	fonts: {
		// System fonts only: nothing is fetched from a font host (decision 1).
		body: {
			value:
				'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
		},
		mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
	},
	radii: { sm: { value: '6px' }, md: { value: '10px' }, lg: { value: '16px' }, full: { value: '9999px' } },
	shadows: {
		card: { value: '0 1px 2px rgb(0 0 0 / 0.06), 0 4px 16px rgb(0 0 0 / 0.06)' },
		overlay: { value: '0 10px 40px rgb(0 0 0 / 0.25)' },
	},
	durations: { fast: { value: '120ms' }, normal: { value: '220ms' } },
})

// Light and dark follow the system setting (prefers-color-scheme), no toggle and no flash.
export const semanticTokens = defineSemanticTokens({
	colors: {
		bg: {
			DEFAULT: { value: { base: '{colors.ink.0}', _osDark: '{colors.ink.950}' } },
			subtle: { value: { base: '{colors.ink.50}', _osDark: '{colors.ink.900}' } },
			elevated: { value: { base: '{colors.ink.0}', _osDark: '{colors.ink.800}' } },
		},
		fg: {
			DEFAULT: { value: { base: '{colors.ink.900}', _osDark: '{colors.ink.50}' } },
			muted: { value: { base: '{colors.ink.600}', _osDark: '{colors.ink.200}' } },
			inverted: { value: { base: '{colors.ink.0}', _osDark: '{colors.ink.950}' } },
		},
		border: {
			DEFAULT: { value: { base: '{colors.ink.200}', _osDark: '{colors.ink.700}' } },
		},
		accent: {
			DEFAULT: { value: { base: '{colors.brand.600}', _osDark: '{colors.brand.400}' } },
			hover: { value: { base: '{colors.brand.700}', _osDark: '{colors.brand.300}' } },
			fg: { value: { base: '{colors.ink.0}', _osDark: '{colors.ink.950}' } },
			subtle: { value: { base: '{colors.brand.50}', _osDark: '{colors.brand.900}' } },
			text: { value: { base: '{colors.brand.700}', _osDark: '{colors.brand.300}' } },
		},
		danger: {
			// Written out: a base token of the same name would be the same variable, and `--colors-danger` would read itself.
			DEFAULT: { value: { base: '#b91c1c', _osDark: '#f87171' } },
			fg: { value: { base: '{colors.ink.0}', _osDark: '{colors.ink.950}' } },
			subtle: { value: { base: '#fef2f2', _osDark: '#3b0d0d' } },
			text: { value: { base: '#991b1b', _osDark: '#fca5a5' } },
		},
		success: {
			DEFAULT: { value: { base: '#15803d', _osDark: '#4ade80' } },
			subtle: { value: { base: '#f0fdf4', _osDark: '#0b2e17' } },
			text: { value: { base: '#166534', _osDark: '#86efac' } },
		},
		focus: { value: { base: '{colors.brand.600}', _osDark: '{colors.brand.300}' } },
		/** Search matches (`<mark>`): dark text on amber, light text on dark amber. */
		highlight: { value: { base: '#fde68a', _osDark: '#854d0e' } },
	},
})
