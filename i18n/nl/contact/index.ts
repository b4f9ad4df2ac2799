import type { NamespaceContactTranslation } from '../../i18n-types'

const nl_contact = {
	meta: {
		title: 'Contact met Tubekit – vragen, bugmeldingen en ideeën',
		description:
			'Stuur het Tubekit-team een bericht: vragen over de tools, bugmeldingen, ideeën voor functies, privacyverzoeken of samenwerkingen. We antwoorden meestal binnen {hours} uur.',
		keywords:
			'contact tubekit, tubekit support, bug melden, fout melden, functie voorstellen, hulp bij youtube tools, tubekit klantenservice',
	},
	title: 'Neem contact op',
	intro:
		'Een vraag over een tool, een bug, een idee of een privacyverzoek? Schrijf ons, dan nemen we per e-mail contact met je op.',
	form: {
		title: 'Stuur ons een bericht',
		name: 'Naam',
		namePlaceholder: 'Je naam',
		email: 'E-mail',
		emailPlaceholder: 'jij@voorbeeld.nl',
		subject: 'Onderwerp',
		subjectPlaceholder: 'Waar gaat het over?',
		category: 'Categorie',
		message: 'Bericht',
		messagePlaceholder:
			'Vertel ons waarmee we je kunnen helpen. Meld je een bug, vermeld dan de link die je gebruikte en wat er gebeurde.',
		required: 'verplicht',
		optional: 'optioneel',
		submit: 'Bericht versturen',
		sending: 'Bericht wordt verstuurd…',
		honeypot: 'Laat dit veld leeg',
	},
	categories: {
		general: 'Algemene vraag',
		bug: 'Bugmelding',
		feature: 'Idee voor een functie',
		legal: 'Juridisch/privacy',
		business: 'Zakelijk/samenwerking',
	},
	sent: {
		title: 'Bericht verstuurd!',
		text: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
	},
	failed: 'Het versturen van het bericht is mislukt. Probeer het opnieuw.',
	details: {
		title: 'Contactgegevens',
		response: 'Reactietijd',
		responseText: 'We antwoorden meestal binnen {hours} uur.',
		availability: 'Bereikbaarheid',
		availabilityText: {
			workingHours: 'Schrijf ons wanneer het je uitkomt; we lezen berichten tijdens onze werktijden.',
			weekdays: 'Schrijf ons wanneer het je uitkomt; we lezen berichten op werkdagen, van maandag tot en met vrijdag.',
			allHours: 'Wereldwijd en 24/7: schrijf ons wanneer het je uitkomt.',
		},
		languages: 'Talen',
		languagesText: 'Nederlands, English, Deutsch, Español, Türkçe',
		privacy: 'Je bericht wordt op deze server opgeslagen en per e-mail naar het team gestuurd.',
		privacyLink: 'Hoelang we het bewaren, lees je in het privacybeleid',
	},
	faq: {
		title: 'Snelle antwoorden',
		text: 'Veel vragen worden al beantwoord in de veelgestelde vragen bij elke tool:',
		thumbnail: 'Veelgestelde vragen over de Thumbnaildownloader',
		profile: 'Veelgestelde vragen over de Profielfotodownloader',
		transcript: 'Veelgestelde vragen over de Transcriptdownloader',
		hashtag: 'Veelgestelde vragen over de Hashtaggenerator',
		chapter: 'Veelgestelde vragen over de Hoofdstukgenerator',
	},
} satisfies NamespaceContactTranslation

export default nl_contact
