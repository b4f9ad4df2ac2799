import type { NamespaceHomeTranslation } from '../../i18n-types'

const nl_home = {
	meta: {
		title: 'Tubekit – Gratis tools voor YouTube-makers',
		description:
			'Download thumbnails, profielfoto’s van kanalen en transcripten van YouTube, en genereer hashtags en hoofdstukken met een lokaal AI-model. Gratis, privé en zonder account.',
		keywords:
			'youtube tools, youtube thumbnail downloaden, youtube transcript downloaden, hashtaggenerator, profielfoto downloaden, hoofdstukgenerator',
	},
	hero: {
		title: 'Gratis tools voor YouTube-makers',
		subtitle:
			'Haal thumbnails, profielfoto’s en transcripten op, vind in een paar seconden de juiste hashtags en maak een opzet voor hoofdstukken. Je installeert niets, je hebt geen account nodig en er gaat niets naar derden.',
		ctaTools: 'Bekijk de tools',
		ctaGuides: 'Lees de gidsen',
		free: '100% gratis',
		noSignup: 'Geen account nodig',
		instant: 'Direct resultaat',
	},
	tools: {
		title: 'Tools voor makers',
		subtitle: 'Vijf tools die elk één ding doen, en dat goed.',
		open: 'Tool openen',
	},
	guides: {
		title: 'Gidsen voor makers',
		subtitle: 'Praktisch advies, stap voor stap, om je kanaal te laten groeien.',
		readTime: '{minutes} min. leestijd',
		readMore: 'Lees meer',
		thumbnails: {
			title: 'Thumbnails waarop kijkers klikken',
			description: 'Contrast, gezichten en tekst: de ontwerpkeuzes die je klikfrequentie omhoog brengen.',
			alt: 'Schets van een thumbnail met een opvallende titel en een gezicht',
		},
		hashtags: {
			title: 'Hashtags die je vindbaarder maken',
			description: 'Hoe YouTube hashtags leest, hoeveel je er moet gebruiken en waar je ze plaatst.',
			alt: 'Een hashtagsymbool boven een stijgend staafdiagram',
		},
		seo: {
			title: 'De basis van YouTube-SEO',
			description: 'Titels, beschrijvingen en transcripten waarmee kijkers en zoekmachines je vinden.',
			alt: 'Een vergrootglas boven de afspeelknop van een video',
		},
	},
} satisfies NamespaceHomeTranslation

export default nl_home
