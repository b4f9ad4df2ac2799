import type { BaseTranslation } from '../../i18n-types'

const en_legal = {
	updatedLabel: 'Last updated: {date}',

	privacy: {
		meta: {
			title: 'Privacy Policy: No Trackers, No Third Parties – Tubekit',
			description:
				'What Tubekit collects and why: page views counted without IP addresses, no tracking cookies, no third parties, contact messages kept 2 years by default.',
			keywords:
				'Tubekit privacy policy, no tracking, no cookie banner, GDPR, data protection, YouTube tools privacy, self-hosted',
		},
		h1: 'Privacy Policy',
		intro: {
			p1: 'This policy explains what data this website collects when you use it, why, and how long it is kept. “We” means the operator of this Tubekit installation: whoever runs this website. Tubekit is free, open-source software, and anyone can run their own copy of it.',
			p2: 'Tubekit is built to collect as little as possible. You need no account, your browser talks to this site and nothing else, your IP address is never stored, and what you type into the tools is not saved.',
		},
		collected: {
			title: 'What we collect',
			p1: 'Here is everything this site records about its use, and what it leaves out.',
			items: {
				i1: 'Page-view counts: for each day, how often each page was viewed, in which language, and the host name of the site that linked to it (for example “google.com”, never the full address). No IP address, no browser details (user agent), no visitor ID and no cookie are used for this, so a page view cannot be linked to you.',
				i2: 'Tool usage counts: for each day, how often each tool was used and how it ended, either successfully or with which error. Nothing else about the request is counted.',
				i3: 'Contact messages: when you send the contact form, we store what you enter (your name, e-mail address, subject, category and message) together with the language of the page and the time you sent it. An automatic spam check also notes signs such as a form sent within a few seconds or a message with many links; such a message still reaches us, only marked for a closer look.',
				i4: 'Server request log: the server keeps a log of the requests it handles. Your IP address never appears in it. Before anything else sees your address, it is replaced by a keyed one-way hash, and only that hash is written to the log.',
				i5: 'Nothing from the tools: the links and keywords you enter are used to answer your request and are not stored. The answer may be kept in memory for up to a few hours so that YouTube is not asked the same thing again: in the server’s own memory or, where the operator runs several servers, in a shared in-memory store (Redis) on the operator’s own network. Tubekit never writes it to disk.',
				i6: 'Nothing else: there are no accounts, no IP addresses in our database, no advertising or tracking, and no profiles of visitors.',
			},
		},
		use: {
			title: 'How we use it',
			p1: 'We use this data only to run this site, to improve it and to answer you. We do not use it for advertising, we do not build profiles of visitors, and we do not sell it.',
			items: {
				i1: 'Page-view and tool usage counts show us which pages and tools are used and whether the tools work, for example how often YouTube refuses our server. They are only ever totals.',
				i2: 'Contact messages are used to answer you and to deal with what you asked about, such as a bug report or a privacy request.',
				i3: 'The hashed key that replaces your IP address is used for rate limiting, so that no single visitor can overload the service, and it lets us trace errors and abuse in the request log without knowing your IP address.',
				i4: 'What you enter into a tool is used only to produce the result you asked for.',
			},
		},
		cookies: {
			title: 'Cookies and local storage',
			p1: 'This site sets only the functional cookies it needs to work, listed below. There are no tracking, analytics or advertising cookies, and page views are counted without any cookie. That is why you see no cookie banner: none is needed.',
			p2: 'You can delete cookies and site data at any time in your browser’s settings. The site keeps working; you may just have to choose your language again.',
			items: {
				i1: 'The “language” cookie remembers the language you chose, so that pages open in that language straight away. It lasts one year.',
				i2: 'Your browser’s local storage keeps the same language choice under the name “language”. It stays in your browser and is not used for anything else.',
				i3: 'An admin session cookie is set only when the operator logs in to the admin area. Ordinary visitors never receive it.',
			},
		},
		security: {
			title: 'Security and how long we keep data',
			p1: 'We protect the little data we have, and we delete it when it is no longer needed.',
			items: {
				i1: 'Encrypted connections: Tubekit is meant to be served over HTTPS, so that what you send is encrypted on its way to the server. Your browser’s address bar shows whether this site uses it.',
				i2: 'No raw IP addresses: your IP address is replaced by a keyed one-way hash before anything else sees it. The hash is used for rate limiting, in memory (the server’s own or, on a multi-server setup, the shared in-memory store), and appears in the request log; your address is never stored, neither in the database nor in that shared store.',
				i3: 'Strict security headers, including a Content Security Policy, limit what the pages are allowed to load and run.',
				i4: 'The admin area is protected by a password. Its session cookie cannot be read by scripts (HttpOnly) and is not sent along with requests from other sites (SameSite=Strict).',
				i5: 'Contact messages are kept for the retention period set by the operator, 730 days (2 years) by default, and are then deleted automatically.',
				i6: 'Page-view counts are deleted after 400 days.',
				i7: 'Tool answers kept in memory, whether in the server’s own memory or in the shared in-memory store of a multi-server setup, are gone after a few hours at most, and Tubekit never writes them to disk.',
				i8: 'Contact messages are e-mailed to our support address through the mail server we use.',
			},
		},
		rights: {
			title: 'Your rights',
			p1: 'You have rights over your personal data. On this site, that means your contact messages. Page-view and tool usage counts cannot be tied to any person, so there is nothing about you in them to look up.',
			p2: 'To use any of the rights listed below, write to us through the contact form and choose the category “Legal/Privacy”. Tell us the e-mail address you used, so that we can find your messages. We answer within 30 days.',
			items: {
				i1: 'Access: ask which of your data we hold and get a copy of it.',
				i2: 'Rectification: ask us to correct data about you that is wrong.',
				i3: 'Erasure: ask us to delete your contact messages before the retention period ends.',
				i4: 'Objection: object to our processing of your data.',
				i5: 'Complaint: complain to a data-protection supervisory authority, for example the one where you live or work.',
			},
			link: 'Write to us through the contact form',
		},
		thirdParties: {
			title: 'Third parties',
			p1: 'Your browser talks only to this site. The pages load no scripts, fonts, ads or trackers from other hosts, and nothing you enter is sent to an outside AI service. Only these others are involved:',
			items: {
				i1: 'YouTube (Google): to get thumbnails, profile pictures, banners, transcripts, and the title and transcript of a video you give the hashtag generator, our server fetches the pages and images from YouTube on your behalf. YouTube sees a request from our server, including the video or channel link you entered, but not you: not your IP address, not your browser and not your cookies. Images reach you through our server, so your browser never contacts Google.',
				i2: 'The AI model that writes hashtags runs on this server itself (Ollama). Your keywords are not sent to any AI company. When no model is available, a built-in generator answers instead, and the page says so.',
				i3: 'E-mail: contact messages are sent to our support address through the mail server we use. If an e-mail provider runs that mail server for us, the provider handles and stores the message as it does with any e-mail.',
			},
		},
		contact: {
			title: 'How to reach us',
			p1: 'Questions about this policy or about your data? Write to us through the contact form and choose the category “Legal/Privacy”.',
			p2: 'This site is run by the operator of this Tubekit installation, who is responsible for your data. Tubekit itself does not name a company or an address: where the law requires an imprint or the name and address of whoever is responsible, the operator must add their own legal details to this site.',
			link: 'Go to the contact form',
		},
		changes: {
			title: 'Changes to this policy',
			p1: 'When the way this site handles data changes, we update this policy on this page and change the date at the top. That date shows when the text last changed, not the day you are reading it.',
			p2: 'Check this page from time to time; the date at the top tells you at a glance whether anything is new.',
		},
	},

	terms: {
		meta: {
			title: 'Terms of Service: Fair Use of Free YouTube Tools – Tubekit',
			description:
				'The rules for using Tubekit’s free YouTube tools: use them fairly, respect creators’ copyright and YouTube’s terms, check AI hashtags. No warranty.',
			keywords:
				'Tubekit terms of service, terms of use, YouTube tools terms, fair use, copyright, thumbnails, transcripts, open source',
		},
		h1: 'Terms of Service',
		intro: {
			p1: 'These terms apply when you use this website, an installation of Tubekit. “We” means its operator, whoever runs this site; “you” means you, the visitor.',
			p2: 'In short: the tools are free, please use them fairly, respect other people’s copyright and YouTube’s rules, and check what the AI suggests.',
		},
		acceptance: {
			title: 'Accepting these terms',
			p1: 'By using this site you accept these terms. If you do not agree with them, please do not use the site.',
			p2: 'What data the site collects and how it is handled is explained in our privacy policy.',
			privacyLink: 'Read the privacy policy',
		},
		service: {
			title: 'The service',
			p1: 'Tubekit offers free tools for YouTube creators: a thumbnail downloader, a profile picture downloader, a transcript downloader and a hashtag generator, together with guides and a help centre. You need no account and there is nothing to pay.',
			p2: 'We provide the service “as is”. We may change it at any time, including adding, changing or removing features.',
			p3: 'The tools depend on YouTube. YouTube may limit how many requests it accepts from our server; if a tool reports this, wait 5 to 10 minutes and try again.',
		},
		use: {
			title: 'Acceptable use',
			p1: 'To keep the tools free and working for everyone, you agree not to do any of the following. We may limit or block access that breaks these rules.',
			items: {
				i1: 'Send automated mass requests, for example with scripts, bots or scrapers.',
				i2: 'Attack the site or its server: try to overload it, break its security or get into the admin area.',
				i3: 'Get around the rate limits. When the site asks you to wait, please wait before trying again.',
				i4: 'Use the site for anything illegal or to infringe other people’s rights.',
			},
		},
		content: {
			title: 'Content from YouTube',
			p1: 'Thumbnails, profile pictures, banners and transcripts belong to their owners: the creators and other rights holders, not Tubekit and not you. Tubekit only fetches what YouTube itself makes available; it gives you no rights to it.',
			p2: 'You are responsible for how you use what you download, and YouTube’s Terms of Service and copyright law apply to it. Use it for fair purposes, such as:',
			items: {
				i1: 'your own videos and your own channel,',
				i2: 'commentary and research,',
				i3: 'anything the owner has given you permission for.',
			},
		},
		ai: {
			title: 'AI-generated hashtags',
			p1: 'The hashtag generator’s suggestions are written by an AI model that runs on this server, or by a built-in generator when no model is available (the page tells you which). They are suggestions, not facts: they may be inaccurate, off-topic or unsuitable for your video.',
			p2: 'Check every hashtag before you use it. You are responsible for what you publish, and YouTube’s own rules apply: use at most 15 hashtags, because with more than 60 YouTube ignores all of them.',
		},
		liability: {
			title: 'No warranty and limitation of liability',
			p1: 'Tubekit is provided free of charge and without any warranty. We do not promise that the site is always available, free of errors or fast, that every result is complete or correct, or that YouTube keeps offering the data the tools rely on.',
			p2: 'As far as the law allows, we are not liable for any loss or damage that results from using the site, from being unable to use it, or from relying on its results.',
			p3: 'Nothing in these terms limits liability that the law does not allow to be limited, or takes away rights that you cannot give up by law.',
		},
		thirdParties: {
			title: 'YouTube and other third parties',
			p1: 'YouTube is a trademark of Google LLC. Tubekit is not affiliated with, endorsed by or sponsored by YouTube or Google.',
			p2: 'The tools work with content that YouTube makes available. When you use that content, YouTube’s Terms of Service apply in addition to these terms.',
		},
		changes: {
			title: 'Changes to these terms',
			p1: 'We may update these terms. The date at the top shows when the text last changed.',
			p2: 'We announce material changes on this site at least 30 days before they take effect. If you keep using the site after that, the new terms apply; if you do not agree with them, please stop using it.',
		},
		contact: {
			title: 'Contact',
			p1: 'Questions about these terms? Write to us through the contact form.',
			link: 'Go to the contact form',
		},
		openSource: {
			title: 'Open-source software',
			p1: 'Tubekit is open-source software: anyone may run their own installation of it. The software’s licence covers its code; these terms cover the use of this website.',
			p2: 'Whoever runs an installation is its operator. If you host Tubekit yourself, you are the operator of your installation and responsible for its own terms, its privacy policy and the way it handles data, including adding your own legal details, such as an imprint, where the law requires them.',
		},
	},
} satisfies BaseTranslation

export default en_legal
