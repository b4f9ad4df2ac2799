import type { BaseTranslation } from '../../i18n-types'

const en_legal = {
	updatedLabel: 'Last updated: {date}',

	privacy: {
		meta: {
			title: 'Privacy Policy: No Trackers, No Third Parties – Tubekit',
			description:
				'What Tubekit collects, why and on what legal basis: page views counted without IP addresses, no tracking cookies, no third parties, contact messages kept 2 years by default, and your rights under the GDPR.',
			keywords:
				'Tubekit privacy policy, no tracking, no cookie banner, GDPR, data protection, YouTube tools privacy, self-hosted',
		},
		h1: 'Privacy Policy',
		intro: {
			p1: 'This policy explains what data this website collects when you use it, why, on what legal basis, who receives it and how long it is kept, as Article 13 of the EU General Data Protection Regulation (GDPR) requires. “We” means the operator of this Tubekit installation: whoever runs this website. The operator is the controller responsible for your data. Tubekit is free, open-source software, and anyone can run their own copy of it.',
			p2: 'Tubekit is built to collect as little as possible. You need no account, your browser talks to this site and nothing else, your IP address is never stored, and what you type into the tools is not saved.',
		},
		collected: {
			title: 'What we collect',
			p1: 'Here is everything this site records about its use, and what it leaves out.',
			items: {
				i1: 'Page-view counts: for each day, and for the last seven days also for each hour, how often each page was viewed, in which language, and the host name of the site that linked to it (for example “google.com”, never the full address). No IP address, no visitor ID and no cookie are used for this, so a page view cannot be linked to you. Your browser’s user agent is read only to leave out bots and is not stored. If your browser sends Do Not Track or Global Privacy Control, your page views are not counted at all.',
				i2: 'Tool usage counts: for each day, and for the last seven days also for each hour, how often each tool was used and how it ended, either successfully or with which error. Nothing else about the request is counted.',
				i3: 'Contact messages: when you send the contact form, we store what you enter (your name, email address, subject, category and message) together with the language of the page and the time you sent it. Name, email address and message are needed to answer you; you are under no legal or contractual obligation to send them, but without them we cannot reply. An automatic spam check also notes signs such as a form sent within a few seconds or a message with many links; such a message still reaches us, only marked for a closer look. A message in which a field hidden from people was filled in is treated as sent by a bot: it is kept apart and only forwarded if the operator releases it.',
				i4: 'Server request log: for each request the server handles, it writes one line with the time, the method, the page or address path (without anything after a “?”), the status, how long the response took and a request ID. Your IP address never appears in it: before anything else sees your address, it is replaced by a keyed one-way hash, and only that hash is written to the log.',
				i5: 'Nothing from the tools: the links and keywords you enter are used to answer your request and are not stored. The answer may be kept in memory for up to a few hours so that YouTube is not asked the same thing again: in the server’s own memory or, where the operator runs several servers, in a shared in-memory store (Redis) on the operator’s own network. Tubekit never writes it to disk.',
				i6: 'Nothing else: there are no accounts, no IP addresses in our database, no advertising or tracking, and no profiles of visitors. No decision about you is made by automated means (Article 22 GDPR).',
			},
		},
		use: {
			title: 'Why we use it, and on what legal basis',
			p1: 'We use this data only to run this site, to keep it secure, to improve it and to answer you. We do not use it for advertising, we do not build profiles of visitors, and we do not sell it. Each purpose rests on one of the legal bases of Article 6(1) GDPR:',
			items: {
				i1: 'Server request log: to run the site reliably and to find errors and abuse. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in a working and secure website.',
				i2: 'Rate limiting: the hash that replaces your IP address is used to count requests per visitor, so that no single visitor can overload the service. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in keeping the free tools available for everyone.',
				i3: 'Page-view and tool usage counts: they show which pages and tools are used and whether the tools work, for example how often YouTube refuses our server. They are only ever totals, counted without cookies. Legal basis, as far as your request is processed to count it: Article 6(1)(f) GDPR, our legitimate interest in knowing how the site is used and in improving it.',
				i4: 'Contact messages: to answer you and to deal with what you asked about, such as a bug report or a privacy request, and to be able to refer back to it later. Legal basis: Article 6(1)(b) GDPR where your message is about an agreement with us or one you want to enter into (for example a business inquiry), and otherwise Article 6(1)(f) GDPR, our legitimate interest in answering the messages sent to us. The spam check rests on Article 6(1)(f) GDPR too: our legitimate interest in keeping the contact form usable.',
				i5: 'What you enter into a tool is used only to produce the result you asked for, at your request. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in providing the tools you use; it is not stored.',
				i6: 'Where a law requires the operator to keep something for longer, for example a business letter under commercial or tax law, the legal basis for keeping it is Article 6(1)(c) GDPR. Tubekit itself keeps nothing for that reason: it deletes contact messages at the end of the retention period, and an operator who must keep a message longer keeps a copy outside Tubekit.',
			},
		},
		cookies: {
			title: 'Cookies and local storage',
			p1: 'This site sets only the functional cookies it needs to work, listed below. There are no tracking, analytics or advertising cookies, and page views are counted without any cookie. Under the EU’s ePrivacy rules, a cookie that only keeps a setting you chose needs no consent. That is why you see no cookie banner: none is needed.',
			p2: 'You can delete cookies and site data at any time in your browser’s settings. The site keeps working; you may just have to choose your language again.',
			items: {
				i1: 'The “language” cookie remembers the language you chose, so that pages open in that language straight away. It is set only when you choose a language, and it lasts one year.',
				i2: 'Your browser’s local storage keeps the same language choice under the name “language”. It stays in your browser and is not used for anything else.',
				i3: 'An admin session cookie is set only when the operator signs in to the admin area. Ordinary visitors never receive it.',
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
				i5: 'Contact messages are kept for the retention period set by the operator, 730 days (2 years) by default, and are then deleted automatically, once a day. The copy mailed to the support address sits in the operator’s mailbox, which Tubekit does not manage: the operator deletes it there under the same rule.',
				i6: 'Page-view counts per day are deleted after 400 days, and all counts per hour after 7 days. The daily tool usage counts contain nothing about any person and are kept without a time limit.',
				i7: 'The request counts for rate limiting are dropped soon after their time window has passed; the longest window is one hour.',
				i8: 'Tool answers kept in memory, whether in the server’s own memory or in the shared in-memory store of a multi-server setup, are gone after a few hours at most, and Tubekit never writes them to disk.',
				i9: 'The request log: Tubekit writes it to the server’s standard output and does not keep it itself. How long it is kept depends on how the operator runs the server, for example the log settings of their container platform; the operator should keep it no longer than needed to find errors and abuse.',
			},
		},
		rights: {
			title: 'Your rights',
			p1: 'Under the GDPR you have the rights listed below. On this site they concern above all your contact messages. Page-view and tool usage counts cannot be tied to any person, so there is nothing about you in them to look up. The request log holds only a keyed hash of your IP address: if you tell us your IP address and the time of your visit, we can compute the hash and look for your entries while they exist (Article 11 GDPR).',
			p2: 'To use any of these rights, write to us through the contact form and choose the category “Legal/Privacy”. Tell us the email address you used, so that we can find your messages. We answer without undue delay, and within one month at the latest.',
			items: {
				i1: 'Access (Article 15 GDPR): ask whether we hold data about you, and get a copy of it together with the information this policy gives.',
				i2: 'Rectification (Article 16 GDPR): ask us to correct data about you that is wrong or incomplete.',
				i3: 'Erasure (Article 17 GDPR): ask us to delete your contact messages before the retention period ends.',
				i4: 'Restriction of processing (Article 18 GDPR): ask us to keep your data but not otherwise use it, for example while we check whether it is correct.',
				i5: 'Data portability (Article 20 GDPR): for data you gave us to enter into or carry out an agreement, get the messages you sent us in a common machine-readable format (CSV), or have them sent to someone else where that is technically possible.',
				i6: 'Objection (Article 21 GDPR): object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests (Article 6(1)(f) GDPR). We then stop, unless we can show compelling legitimate grounds that override your interests, or need the data to establish, exercise or defend legal claims.',
				i7: 'Complaint (Article 77 GDPR): lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live, where you work or where you think the infringement took place.',
			},
			link: 'Write to us through the contact form',
		},
		thirdParties: {
			title: 'Recipients and third parties',
			p1: 'Your browser talks only to this site: the pages load no scripts, fonts, ads or trackers from other hosts (the one exception, an analytics script the operator may add, is off unless they turn it on; see below), and nothing you enter is sent to an outside AI service. These are the only others involved:',
			items: {
				i1: 'YouTube (Google): to get thumbnails, profile pictures, banners, transcripts, and the title and transcript of a video you give the hashtag generator, our server fetches the pages and images from YouTube on your behalf. YouTube sees a request from our server, including the video or channel link you entered, but not you: not your IP address, not your browser and not your cookies. Images reach you through our server, so your browser never contacts Google. If the operator routes these requests through a proxy service, that service sees the same requests, and still not you.',
				i2: 'The AI model that writes hashtags runs on the operator’s own server (Ollama), not at an AI company. Your keywords are not sent to any AI company. When no model is available, a built-in generator answers instead, and the page says so.',
				youtubeSearch:
					'YouTube search for hashtags: to build the hashtags, our server sends the words you enter (or a linked video’s title) to YouTube’s search (www.youtube.com) and to its search suggestion service (suggestqueries-clients6.youtube.com), as it does for the other tools: from our server, never from your browser. What YouTube answers is kept only in the lookup cache, for 6 hours, and then deleted.',
				i3: 'Email: contact messages are sent to our support address through the mail server we use, with your email address as the reply address. If an email provider runs that mail server or mailbox for us, the provider handles and stores the message as it does with any email.',
				i4: 'Hosting: the servers, the database and, on a multi-server setup, the shared in-memory store may be run for the operator by a hosting or database provider, who then processes the data described here on the operator’s behalf and under their instructions (Article 28 GDPR).',
				i5: 'Optional analytics: Tubekit can load one self-hosted analytics script if the operator sets one up. This is off unless the operator turns it on; if it is on, the operator must describe it in this policy.',
				i6: 'Tubekit itself sends your data to no country outside the EU and the European Economic Area. Whether the operator’s hosting or email provider is located elsewhere, and with which safeguards, depends on the operator’s choice of providers; the operator must name them here where the law requires it.',
			},
		},
		contact: {
			title: 'Who is responsible, and how to reach us',
			p1: 'Questions about this policy or about your data? Write to us through the contact form and choose the category “Legal/Privacy”.',
			p2: 'The controller for the data described here is the operator of this Tubekit installation. Their name, how to reach them and, where the law requires one, their data protection officer are given below.',
			link: 'Go to the contact form',
		},
		changes: {
			title: 'Changes to this policy',
			p1: 'When the way this site handles data changes, we update this policy on this page and change the date at the top. That date shows when the text last changed, not the day you are reading it.',
			p2: 'Check this page from time to time; the date at the top tells you at a glance whether anything is new.',
		},
	},

	imprint: {
		meta: {
			title: 'Legal Notice: Who Runs This Site – Tubekit',
			description:
				'Who runs this Tubekit installation: the operator’s name, address and contact details, and their legal notice.',
			keywords: 'legal notice, imprint, operator, contact, Tubekit',
		},
		h1: 'Legal Notice',
		intro:
			'Who runs this website and how to reach them, as the operator published it. The text below is the operator’s own and may be written in their language.',
		textTitle: 'Notice from the operator',
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
			p1: 'Tubekit offers free tools for YouTube creators: a thumbnail downloader, a profile picture downloader, a transcript downloader, a hashtag generator and a chapter generator, together with guides and a Help Center. You need no account and there is nothing to pay.',
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
			p2: 'You are responsible for how you use what you download, and YouTube’s Terms of Service and copyright law apply to it. Use it only for legitimate purposes, such as:',
			items: {
				i1: 'your own videos and your own channel,',
				i2: 'commentary and research,',
				i3: 'anything the owner has given you permission for.',
			},
		},
		ai: {
			title: 'AI-generated hashtags',
			p1: 'The hashtag generator’s suggestions are written by an AI model that runs on this server, or by a built-in generator when no model is available (the page tells you which). They are suggestions, not facts: they may be inaccurate, off-topic or unsuitable for your video.',
			p2: 'Check every hashtag before you use it. You are responsible for what you publish, and YouTube’s own rules apply: for example, YouTube ignores all hashtags on a video that has more than 60, and it does not allow hashtags that are unrelated to the video or misleading.',
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
			p1: 'Tubekit is open-source software: anyone may run their own installation of it. The software’s license covers its code; these terms cover the use of this website.',
			p2: 'Whoever runs an installation is its operator. If you host Tubekit yourself, you are the operator of your installation and responsible for its own terms, its privacy policy and the way it handles data, including adding your own legal details, such as a legal notice (imprint), where the law requires them.',
		},
	},
} satisfies BaseTranslation

export default en_legal
