import type { Hono } from 'hono'
import { RouterContextProvider } from 'react-router'
import { contactForm } from '../contact/form.server'
import { contactFormContext } from '../contact/form-action'
import type { AppEnv } from '../core/app-env'
import { LOCALES, localizePath } from '../i18n/locales'
import { PAGE_ENTRIES } from '../routes'
import { formRunnerContext } from '../tools/shared/form-action'
import { formRunner } from '../tools/shared/runner.server'
import type { AppParts } from './wiring'

/** Every localized path a form posts to (a page with `form` in src/routes.tsx). */
export const FORM_PATHS: string[] = PAGE_ENTRIES.filter(([, p]) => p.form).flatMap(([, p]) =>
	p.paths.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))),
)

/**
 * Decision 12: a form (a tool's, the contact page's) posted without JavaScript is run on the server and its page
 * rendered with the outcome (rate limited like the API, errors shown in the page).
 */
export function installFormPosts(app: Hono<AppEnv>, p: AppParts): void {
	for (const path of FORM_PATHS) {
		app.post(path, p.limitBody, (c) => {
			const context = new RouterContextProvider()
			const key = c.get('clientKey')
			const { logger } = p
			context.set(
				formRunnerContext,
				formRunner({ runners: p.runners, limiter: p.limiters.api, clientKey: key, logger, list: p.batch.list }),
			)
			context.set(
				contactFormContext,
				contactForm({
					submit: p.submitContact,
					isResend: p.isContactResend,
					limiter: p.limiters.contact,
					clientKey: key,
					logger,
				}),
			)
			return p.renderer.render(c, context)
		})
	}
}
