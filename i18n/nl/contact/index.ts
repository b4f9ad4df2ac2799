import type { NamespaceContactTranslation } from '../../i18n-types'

const nl_contact = {
	meta: {
		title: 'Contact met Tubekit – Vragen, foutmeldingen en ideeën',
		description:
			'Schrijf het Tubekit-team: vragen over de hulpmiddelen, foutmeldingen, ideeën voor functies, privacyverzoeken of samenwerkingen. We antwoorden meestal binnen 24 uur.',
		keywords:
			'contact tubekit, tubekit support, fout melden, functieverzoek, hulp bij youtube-tools, tubekit klantenservice',
	},
	title: 'Neem contact op',
	intro:
		'Een vraag over een hulpmiddel, een fout, een idee of een privacyverzoek? Schrijf ons en we nemen per e-mail contact met je op.',
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
			'Vertel ons hoe we je kunnen helpen. Bij een fout helpen de link die je gebruikte en wat er gebeurde ons het meest.',
		required: 'verplicht',
		optional: 'optioneel',
		submit: 'Bericht versturen',
		sending: 'Versturen…',
		honeypot: 'Laat dit veld leeg',
	},
	categories: {
		general: 'Algemene vraag',
		bug: 'Foutmelding',
		feature: 'Functieverzoek',
		legal: 'Juridisch/Privacy',
		business: 'Zakelijk/Samenwerking',
	},
	sent: {
		title: 'Bericht verstuurd!',
		text: 'Bedankt voor je bericht. We nemen snel contact met je op.',
	},
	failed: 'Het versturen van het bericht is mislukt. Probeer het opnieuw.',
	details: {
		title: 'Contactgegevens',
		response: 'Reactietijd',
		responseText: 'We antwoorden meestal binnen 24 uur.',
		availability: 'Bereikbaarheid',
		availabilityText: 'Wereldwijd, 24/7: schrijf ons wanneer het jou uitkomt.',
		languages: 'Talen',
		languagesText: 'Nederlands, English, Deutsch, Español, Türkçe',
		privacy: 'Je bericht wordt op deze server opgeslagen en per e-mail naar het team gestuurd.',
		privacyLink: 'Hoelang we het bewaren: zie het privacybeleid',
	},
	faq: {
		title: 'Snelle antwoorden',
		text: 'Veel vragen worden al beantwoord in de FAQ-secties van de hulpmiddelen:',
		thumbnail: 'FAQ van de miniatuurdownloader',
		profile: 'FAQ van de profielfotodownloader',
		transcript: 'FAQ van de transcriptiedownloader',
		hashtag: 'FAQ van de hashtaggenerator',
	},
} satisfies NamespaceContactTranslation

export default nl_contact
