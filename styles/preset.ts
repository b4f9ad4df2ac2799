import { definePreset } from '@pandacss/dev'
import { adminField, adminLayout, badge, dataTable, mutedText, textLink } from './admin-recipes'
import { chart, chartTone } from './chart-recipes'
import { globalCss } from './global'
import { button, card, faq } from './recipes'
import { semanticTokens, tokens } from './tokens'

/** Tubekit's design system: tokens, light/dark semantic tokens, recipes and global styles. */
export const tubekitPreset = definePreset({
	name: 'tubekit',
	theme: {
		extend: {
			tokens,
			semanticTokens,
			recipes: { button, card, badge, textLink, mutedText, chartTone },
			slotRecipes: { faq, adminLayout, dataTable, adminField, chart },
			keyframes: {
				slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
				fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
				spin: { to: { transform: 'rotate(360deg)' } },
			},
		},
	},
	globalCss,
})
