import { expect, test } from 'bun:test'
import { applyHeadTags } from '../app/HeadSync'
import { headTags, renderHeadTags } from './head'

const ctx = { locale: 'en' as const, path: '/', publicUrl: 'https://t.example', robots: 'index' as const }

test('after a client navigation the head holds only the new page tags', () => {
	document.head.innerHTML = renderHeadTags('Old', headTags({ title: 'Old', description: 'old page' }, ctx))
	document.head.insertAdjacentHTML('beforeend', '<meta name="generator" content="Tubekit">')
	applyHeadTags(
		document,
		'Neue Seite',
		headTags(
			{ title: 'Neue Seite', description: 'neu', keywords: ['a', 'b'] },
			{ ...ctx, locale: 'de', path: '/help' },
		),
		'de',
	)
	expect(document.title).toBe('Neue Seite')
	expect(document.documentElement.lang).toBe('de')
	expect(document.querySelectorAll('meta[name=description]').length).toBe(1)
	expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe('neu')
	expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://t.example/de/help')
	expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('de_DE')
	expect(document.querySelector('meta[name=keywords]')?.getAttribute('content')).toBe('a, b')
	expect(document.querySelectorAll('link[rel=alternate]').length).toBe(6)
	// Tags that are not the page's own stay.
	expect(document.querySelector('meta[name=generator]')).not.toBeNull()
})

test('a noindex page has no canonical or alternates', () => {
	applyHeadTags(document, '404', headTags({ title: '404', description: 'x', noindex: true }, ctx), 'en')
	expect(document.querySelector('link[rel=canonical]')).toBeNull()
	expect(document.querySelector('link[rel=alternate]')).toBeNull()
	expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow')
})

test('JSON-LD cannot close its script element', () => {
	const html = renderHeadTags(
		't',
		headTags(
			{
				title: 't',
				description: 'd',
				schema: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>x' }],
			},
			ctx,
		),
	)
	expect(html).not.toContain('</script><b>')
	expect(html).toContain('\\u003c/script>')
})
