import type { BaseTranslation } from '../../i18n-types'

const en_contact = {
	meta: {
		title: 'Contact Tubekit – Questions, Bug Reports and Ideas',
		description:
			'Write to the Tubekit team: questions about the tools, bug reports, feature ideas, privacy requests or partnerships. We usually answer within {hours} {{hour|hours}}.',
		keywords: 'contact tubekit, tubekit support, report a bug, feature request, youtube tools help',
	},
	title: 'Contact us',
	intro:
		'A question about a tool, a bug, an idea or a privacy request? Write to us and we will get back to you by email.',
	form: {
		title: 'Send us a message',
		name: 'Name',
		namePlaceholder: 'Your name',
		email: 'Email',
		emailPlaceholder: 'you@example.com',
		subject: 'Subject',
		subjectPlaceholder: 'What is it about?',
		category: 'Category',
		message: 'Message',
		messagePlaceholder: 'Tell us how we can help. For a bug, include the link you used and what happened.',
		required: 'required',
		optional: 'optional',
		submit: 'Send Message',
		sending: 'Sending...',
		honeypot: 'Leave this field empty',
	},
	categories: {
		general: 'General Inquiry',
		bug: 'Bug Report',
		feature: 'Feature Request',
		legal: 'Legal/Privacy',
		business: 'Business/Partnership',
	},
	sent: {
		title: 'Message Sent!',
		text: 'Thank you for your message. We’ll get back to you soon.',
	},
	failed: 'Failed to send message. Please try again.',
	details: {
		title: 'Contact details',
		response: 'Response time',
		responseText: 'We usually answer within {hours} {{hour|hours}}.',
		availability: 'Availability',
		availabilityText: {
			workingHours: 'Write whenever it suits you; we read messages during our working hours.',
			weekdays: 'Write whenever it suits you; we read messages on working days, Monday to Friday.',
			allHours: 'Worldwide, 24/7: write whenever it suits you.',
		},
		languages: 'Languages',
		languagesText: 'English, Deutsch, Español, Türkçe, Nederlands',
		privacy: 'Your message is stored on this server and sent to the team by email.',
		privacyLink: 'See the privacy policy for how long we keep it',
	},
	faq: {
		title: 'Quick answers',
		text: 'Many questions are answered in the tools’ FAQ sections:',
		thumbnail: 'Thumbnail downloader FAQ',
		profile: 'Profile picture downloader FAQ',
		transcript: 'Transcript downloader FAQ',
		hashtag: 'Hashtag generator FAQ',
		chapter: 'Chapter generator FAQ',
	},
} satisfies BaseTranslation

export default en_contact
