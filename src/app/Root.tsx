import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { css } from 'styled-system/css'
import { I18nProvider, useI18n } from '../i18n/context'
import type { Locale } from '../i18n/locales'
import { Footer } from '../ui/Footer'
import { Header } from '../ui/Header'
import { ToastHost } from '../ui/toast/ToastHost'
import { HeadSync } from './HeadSync'
import { PageViewReporter } from './PageViewReporter'

const skip = css({
	position: 'absolute',
	left: '-9999px',
	top: '2',
	zIndex: 100,
	bg: 'bg.elevated',
	color: 'fg',
	padding: '3',
	borderRadius: 'md',
	_focus: { left: '2' },
})

/**
 * The space before the footer. A page whose last block is a full-width band marks it
 * `data-band-end`, and the band then meets the footer: no white strip between two grey
 * surfaces.
 */
const mainStyle = css({
	outline: 'none',
	paddingBottom: '16',
	'&:has(> [data-band-end]:last-child)': { paddingBottom: '0' },
})

function Shell() {
	const { LL } = useI18n()
	// Marker for the end-to-end tests: the page is hydrated and its effects have run.
	useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), [])
	return (
		<>
			<a href="#main" className={skip}>
				{LL.nav.skipToContent()}
			</a>
			<Header />
			<main id="main" tabIndex={-1} className={mainStyle}>
				<Outlet />
			</main>
			<Footer />
			<ToastHost />
			<HeadSync />
			<PageViewReporter />
			<ScrollRestoration />
		</>
	)
}

/** The layout of every page of one language: header, main, footer, toasts. */
export function Root({ locale }: { locale: Locale }) {
	return (
		<I18nProvider locale={locale}>
			<Shell />
		</I18nProvider>
	)
}
