/**
 * The pages YouTube serves instead of the one asked for, with HTTP 200 (docs/youtube-data.md §6):
 * the EU cookie-consent interstitial and the "unusual traffic" captcha.
 */
import { forms, pageTitle } from './html'

export const CONSENT_FORM_ACTION = 'https://consent.youtube.com/s'

export interface ConsentPage {
	kind: 'consent'
	/** The accepting form's action, `https://consent.youtube.com/s`. */
	formAction: string
	/** Where YouTube sends the visitor after consenting (the page that was asked for). */
	continueUrl: string | null
	/** The hidden `v` field; youtube-transcript-api retries with cookie `CONSENT=YES+<v>`. */
	hiddenV: string | null
	/** All hidden fields of the accepting form. */
	hidden: Record<string, string>
	title: string | null
}

export interface CaptchaPage {
	kind: 'captcha'
	/** Actions of the page's captcha forms, e.g. `/das_captcha?fw=1` (the page also has a search form). */
	formActions: string[]
	/** An element with `class="g-recaptcha"`. */
	recaptchaWidget: boolean
	/** The reCAPTCHA script (`google.com/recaptcha/api.js`). */
	recaptchaScript: boolean
}

export type Interstitial = ConsentPage | CaptchaPage

/**
 * The interstitial `html` is, or null for any other page. Captcha wins over consent (a captcha
 * page means the server is rate limited whatever else it says).
 * @example detectInterstitial(html)?.kind // 'consent'
 */
export function detectInterstitial(html: string): Interstitial | null {
	const recaptchaWidget = /class\s*=\s*["'][^"']*\bg-recaptcha\b/i.test(html)
	const pageForms = forms(html)
	const formActions = pageForms.map((form) => form.action).filter((action) => action.includes('captcha'))
	if (recaptchaWidget || formActions.length > 0) {
		return {
			kind: 'captcha',
			formActions,
			recaptchaWidget,
			recaptchaScript: /\/recaptcha\/api\.js/i.test(html),
		}
	}
	const consent = pageForms.find((form) => form.action === CONSENT_FORM_ACTION)
	if (consent) {
		return {
			kind: 'consent',
			formAction: consent.action,
			continueUrl: consent.hidden.continue ?? null,
			hiddenV: consent.hidden.v ?? null,
			hidden: consent.hidden,
			title: pageTitle(html),
		}
	}
	return null
}
