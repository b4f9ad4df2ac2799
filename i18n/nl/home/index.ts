import type { NamespaceHomeTranslation } from '../../i18n-types'

const nl_home = {
	meta: {
		title: 'Tubekit – Gratis hulpmiddelen voor YouTube-makers',
		description:
			'Download miniaturen, profielfoto’s van kanalen en transcripties van YouTube, en genereer hashtags met een lokaal AI-model. Gratis, privé en zonder registratie.',
		keywords:
			'youtube-hulpmiddelen, miniatuur downloaden, transcriptie downloaden, hashtaggenerator, profielfoto downloaden',
	},
	hero: {
		title: 'Gratis hulpmiddelen voor YouTube-makers',
		subtitle:
			'Haal miniaturen, profielfoto’s en transcripties op en vind binnen enkele seconden de juiste hashtags. Niets te installeren, geen account nodig en er gaat niets naar derden.',
		ctaTools: 'Ontdek de hulpmiddelen',
		ctaGuides: 'Lees de gidsen',
		free: '100% gratis',
		noSignup: 'Zonder registratie',
		instant: 'Direct resultaat',
	},
	tools: {
		title: 'Hulpmiddelen voor makers',
		subtitle: 'Vier gerichte hulpmiddelen die elk één taak hebben, en die goed uitvoeren.',
		open: 'Tool openen',
	},
	guides: {
		title: 'Gidsen voor makers',
		subtitle: 'Praktisch advies, stap voor stap, om je kanaal te laten groeien.',
		readTime: '{minutes} min. leestijd',
		readMore: 'Lees meer',
		thumbnails: {
			title: 'Miniaturen waarop geklikt wordt',
			description: 'Contrast, gezichten en tekst: de ontwerpkeuzes die je doorklikratio verhogen.',
			alt: 'Schets van een videominiatuur met een opvallende titel en een gezicht',
		},
		hashtags: {
			title: 'Hashtags die je vindbaarder maken',
			description: 'Hoe YouTube hashtags leest, hoeveel je er moet gebruiken en waar je ze plaatst.',
			alt: 'Een hashtagsymbool boven een stijgend staafdiagram',
		},
		seo: {
			title: 'De basis van YouTube-SEO',
			description: 'Titels, beschrijvingen en transcripties waarmee kijkers en zoekmachines je vinden.',
			alt: 'Een vergrootglas boven de afspeelknop van een video',
		},
	},
} satisfies NamespaceHomeTranslation

export default nl_home
