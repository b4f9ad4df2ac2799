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
			p2: 'Tubekit is built to collect as little as possible. You need no account, your browser talks to this site and to no other (unless the operator has switched on the optional analytics script described under “Recipients and third parties”), your IP address is never stored, and what you type into the tools is not saved.',
		},
		collected: {
			title: 'What we collect',
			p1: 'Here is everything this site records about its use, and what it leaves out.',
			items: {
				i1: 'Page-view counts: for each day, and for the last seven days also for each hour, how often each page was viewed, in which language, and the host name of the site that linked to it (for example “google.com”, never the full address). No IP address, no visitor ID and no cookie are used for this, so a page view cannot be linked to you. Your browser’s user agent is read only to leave out bots and is not stored. If your browser sends Do Not Track or Global Privacy Control, your page views are not counted at all.',
				i2: 'Tool usage counts: for each day, and for the last seven days also for each hour, how often each tool was used and how it ended, either successfully or with which error. Nothing else about the request is counted.',
				i3: 'Contact messages: when you send the contact form, we store what you type into it (your name, email address, subject, category and message) together with the language of the page and the time you sent it. Name, email address and message are needed to answer you; you are under no legal or contractual obligation to send them, but without them we cannot reply. An automatic spam check also notes signs such as a form sent within a few seconds or a message with many links; such a message still reaches us, only marked for a closer look. A message in which a field hidden from people was filled in is treated as sent by a bot: it is kept apart, only forwarded if the operator releases it, and deleted after {quarantineDays} days if they do not.',
				i4: 'Server request log: for each request the server handles, it writes one line with the time, a request ID, the method, the page or address path (without anything after a “?”), the status, how long the response took and a keyed hash in place of your IP address. The keyed hash is an HMAC: it is computed from your address (for an IPv6 address, from its network part) with a secret key that only this server holds, so without that key it cannot be turned back into your address. Your IP address itself never appears in the log.',
				i5: 'Nothing from the tools: the links and keywords you type or paste are used to answer your request and are not stored. The answer may be kept in memory for up to a few hours so that YouTube is not asked the same thing again: in the server’s own memory or, where the operator runs several servers, in a shared in-memory store (Redis) on the operator’s own network. Tubekit never writes it to disk.',
				i6: 'Nothing else: there are no accounts, no IP addresses in our database, no advertising or tracking, and no profiles of visitors. No decision about you is made by automated means (Article 22 GDPR).',
			},
		},
		use: {
			title: 'Why we use it, and on what legal basis',
			p1: 'We use this data only to run this site, to keep it secure, to improve it and to answer you. We do not use it for advertising, we do not build profiles of visitors, and we do not sell it. Each purpose rests on one of the legal bases of Article 6(1) GDPR:',
			items: {
				i1: 'Server request log: to run the site reliably and to find errors and abuse. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in a working and secure website.',
				i2: 'Rate limiting: the keyed hash that replaces your IP address is used to count requests per visitor, so that no single visitor can overload the service. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in keeping the free tools available for everyone.',
				i3: 'Page-view and tool usage counts: they show which pages and tools are used and whether the tools work, for example how often YouTube refuses our server. They are only ever totals, counted without cookies. Legal basis, as far as your request is processed to count it: Article 6(1)(f) GDPR, our legitimate interest in knowing how the site is used and in improving it.',
				i4: 'Contact messages: to answer you and to deal with what you asked about, such as a bug report or a privacy request, and to be able to refer back to it later. Legal basis: Article 6(1)(b) GDPR where your message is about an agreement with us or one you want to enter into (for example a business inquiry), and otherwise Article 6(1)(f) GDPR, our legitimate interest in answering the messages sent to us. The spam check rests on Article 6(1)(f) GDPR too: our legitimate interest in keeping the contact form usable.',
				i5: 'What you type or paste into a tool is used only to produce the result you asked for, at your request. Legal basis: Article 6(1)(f) GDPR, our legitimate interest in providing the tools you use; it is not stored.',
				i6: 'Where a law requires the operator to keep something for longer, for example a business letter under commercial or tax law, the legal basis for keeping it is Article 6(1)(c) GDPR. Tubekit itself keeps nothing for that reason: it deletes contact messages at the end of the retention period, and an operator who must keep a message longer keeps a copy outside Tubekit.',
			},
		},
		objection: {
			title: 'Your right to object',
			p1: 'You have the right to object at any time, on grounds relating to your particular situation, to the processing of your data that rests on our legitimate interests (Article 6(1)(f) GDPR): the request log, rate limiting, the counts, the spam check and the answering of contact messages described above (Article 21(1) GDPR).',
			p2: 'If you object, we stop that processing, unless we can show compelling legitimate grounds that override your interests, rights and freedoms, or we need the data to establish, exercise or defend legal claims.',
			p3: 'To object, write to us through the contact form and choose the category “Legal/Privacy”; no particular form of words is needed.',
			link: 'Object through the contact form',
		},
		cookies: {
			title: 'Cookies and local storage',
			p1: 'This site sets only the functional cookies it needs to work, listed below. There are no tracking, analytics or advertising cookies, and page views are counted without any cookie. Under the EU’s ePrivacy rules, storing something in your browser that is strictly necessary for a service you asked for, such as a setting you chose, needs no consent. That is why you see no cookie banner: none is needed.',
			p2: 'As far as your language choice is personal data at all, the legal basis for using it is Article 6(1)(f) GDPR: our legitimate interest, and yours, in showing you the site in the language you chose.',
			p3: 'You can delete cookies and site data at any time in your browser’s settings. The site keeps working; you may just have to choose your language again.',
			items: {
				i1: 'The “language” cookie remembers the language you chose, so that pages open in that language straight away. It is set only when you choose a language, and it lasts one year.',
				i2: 'Your browser’s local storage keeps the same language choice under the name “language”. It stays in your browser and is not used for anything else.',
				i3: 'An admin session cookie is set only when the operator signs in to the admin area. Ordinary visitors never receive it.',
			},
		},
		security: {
			title: 'Security and how long we keep data',
			p1: 'We protect the little data we have, and we delete it when it is no longer needed. Every kind of data has its period:',
			items: {
				i1: 'Encrypted connections: Tubekit is meant to be served over HTTPS, so that what you send is encrypted on its way to the server. Your browser’s address bar shows whether this site uses it.',
				i2: 'No raw IP addresses: your IP address is replaced by the keyed hash (HMAC) before anything else sees it. The hash is used for rate limiting, in memory (the server’s own or, on a multi-server setup, the shared in-memory store), and appears in the request log; your address is never stored, neither in the database nor in that shared store.',
				i3: 'Strict security headers, including a Content Security Policy, limit what the pages are allowed to load and run.',
				i4: 'The admin area is protected by a password. Its session cookie cannot be read by scripts (HttpOnly) and is not sent along with requests from other sites (SameSite=Strict).',
				i5: 'Contact messages are kept for {contactDays} days and are then deleted automatically, once a day. The copy mailed to the support address sits in the operator’s mailbox, which Tubekit does not manage: the operator deletes it there under the same rule.',
				i6: 'A message held back as sent by a bot is deleted after {quarantineDays} days unless the operator releases it; a released message is kept like any other.',
				i7: 'Page-view counts per day are deleted after 400 days, and all counts per hour after 7 days. The daily tool usage counts contain nothing about any person and are kept without a time limit.',
				i8: 'The request counts for rate limiting are dropped soon after their time window has passed; the longest window is one hour.',
				i9: 'Tool answers kept in memory, whether in the server’s own memory or in the shared in-memory store of a multi-server setup, are gone after a few hours at most, and Tubekit never writes them to disk.',
				i10: 'The request log: Tubekit writes its lines to the server’s standard output and keeps none of them itself. The log system the operator runs collects them and decides how long they stay; the operator keeps them for {logDays} days.',
			},
		},
		rights: {
			title: 'Your rights',
			p1: 'Under the GDPR you have the rights listed below, in addition to the right to object set out above. On this site they concern above all your contact messages. Page-view and tool usage counts cannot be tied to any person, so there is nothing about you in them to look up. The request log holds only the keyed hash of your IP address: if you tell us your IP address and the time of your visit, we can compute the hash and look for your entries while they exist (Article 11 GDPR).',
			p2: 'To use any of these rights, write to us through the contact form and choose the category “Legal/Privacy”. Tell us the email address you used, so that we can find your messages. We answer without undue delay, and within one month at the latest.',
			items: {
				i1: 'Access (Article 15 GDPR): ask whether we hold data about you, and get a copy of it together with the information this policy gives.',
				i2: 'Rectification (Article 16 GDPR): ask us to correct data about you that is wrong or incomplete.',
				i3: 'Erasure (Article 17 GDPR): ask us to delete your contact messages before the retention period ends.',
				i4: 'Restriction of processing (Article 18 GDPR): ask us to keep your data but not otherwise use it, for example while we check whether it is correct.',
				i5: 'Data portability (Article 20 GDPR): for data you gave us to enter into or carry out an agreement, get the messages you sent us in a common machine-readable format (CSV), or have them sent to someone else where that is technically possible.',
				i6: 'Complaint (Article 77 GDPR): lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live, where you work or where you think the infringement took place.',
			},
			link: 'Write to us through the contact form',
		},
		kvkk: {
			title: 'For visitors in Turkey: information under the KVKK',
			p1: 'If you use this site from Turkey, the Personal Data Protection Law No. 6698 (KVKK) applies as well. This section gives the information its Article 10 requires; the rest of this policy applies in full.',
			items: {
				i1: 'Data controller: the operator of this installation, named with their contact details under “Who is responsible, and how to reach us”.',
				i2: 'Purposes and method of collection: the data described under “What we collect” is collected electronically, by the server and through the contact form, for the purposes described under “Why we use it, and on what legal basis”.',
				i3: 'Legal grounds (Article 5(2) KVKK): processing is necessary for the legitimate interests of the controller, provided it does not harm your fundamental rights and freedoms (f): the request log, rate limiting, the counts, the spam check and answering your messages; it is directly related to entering into or performing a contract (c): a message about an agreement; or it is necessary to fulfil a legal obligation (ç).',
				i4: 'Transfers: to the hosting and email providers that run the server and the mailbox for the operator, only to provide this site and to deliver your messages. If the server or the mailbox is located outside Turkey, your data is transferred abroad; we do so only as Article 9 KVKK allows, on the basis of an adequacy decision, appropriate safeguards such as standard contractual clauses notified to the Personal Data Protection Authority, or one of the exceptions the law lists. Tubekit sends your data to no one else.',
				i5: 'Your rights (Article 11 KVKK): to learn whether your personal data is processed; to request information about it; to learn the purpose of the processing and whether the data is used accordingly; to know the third parties in Turkey or abroad to whom it is transferred; to request its correction if it is incomplete or wrong; to request its erasure or destruction under the conditions of Article 7; to request that these corrections and erasures be notified to the third parties it was transferred to; to object to a result against you that arises from analysis exclusively by automated systems; and to claim compensation if you suffer damage from unlawful processing.',
				i6: 'How to apply (Article 13 KVKK): write to the operator through the contact form (category “Legal/Privacy”) or in writing to the address given below. Your application is answered free of charge within 30 days at the latest.',
				i7: 'Complaint: if your application is rejected, the answer is insufficient or you receive none in time, you can complain to the Personal Data Protection Board (Kişisel Verileri Koruma Kurulu, kvkk.gov.tr) within 30 days of learning the answer, and in any case within 60 days of your application (Article 14 KVKK).',
			},
		},
		thirdParties: {
			title: 'Recipients and third parties',
			p1: 'Your browser talks only to this site: the pages load no scripts, fonts, ads or trackers from other hosts (the one exception, an analytics script the operator may add, is off unless they turn it on; see below), and nothing you type into the tools is sent to an outside AI service. These are the only others involved:',
			items: {
				i1: 'YouTube (Google): to get thumbnails, profile pictures, banners, transcripts, and the title and transcript of a video you give the hashtag generator, our server fetches the pages and images from YouTube on your behalf. YouTube sees a request from our server, including the video or channel link you pasted, but not you: not your IP address, not your browser and not your cookies. Images reach you through our server, so your browser never contacts Google. If the operator routes these requests through a proxy service, that service sees the same requests, and still not you.',
				i2: 'The AI model that writes hashtags runs on the operator’s own server (Ollama), not at an AI company. Your keywords are not sent to any AI company. When no model is available, a built-in generator answers instead, and the page says so.',
				youtubeSearch:
					'YouTube search for hashtags: to build the hashtags, our server sends the words you enter (or a linked video’s title) to YouTube’s search (www.youtube.com) and to its search suggestion service (suggestqueries-clients6.youtube.com), as it does for the other tools: from our server, never from your browser. What YouTube answers is kept only in the lookup cache, for 6 hours, and then deleted.',
				i3: 'Email: contact messages are sent to our support address through the mail server we use, with your email address as the reply address. If an email provider runs that mail server or mailbox for us, the provider handles and stores the message as it does with any email.',
				i4: 'Hosting: the servers, the database and, on a multi-server setup, the shared in-memory store may be run for the operator by a hosting or database provider, who then processes the data described here on the operator’s behalf and under their instructions (Article 28 GDPR).',
				i5: 'Optional analytics: Tubekit can load one analytics script if the operator sets one up. This is off unless the operator turns it on; if it is on, the claims above that your browser talks only to this site no longer hold in full, and the operator must describe the script, its provider and its legal basis in this policy.',
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
			title: 'Terms of Service: Using Free YouTube Tools Responsibly – Tubekit',
			description:
				'The rules for using Tubekit’s free YouTube tools and API: the limits that keep them free, respect for creators’ copyright and YouTube’s terms, AI hashtags to check, and liability.',
			keywords:
				'Tubekit terms of service, terms of use, YouTube tools terms, API limits, copyright, thumbnails, transcripts, open source',
		},
		h1: 'Terms of Service',
		intro: {
			p1: 'These terms apply when you use this website, an installation of Tubekit. “We” means its operator, whoever runs this site; “you” means you, the visitor.',
			p2: 'In short: the tools are free, stay within their limits, respect other people’s copyright and YouTube’s rules, and check what the AI suggests.',
		},
		acceptance: {
			title: 'Accepting these terms',
			p1: 'By using this site you accept these terms. If you do not agree with them, please do not use the site.',
			p2: 'What data the site collects and how it is handled is explained in our privacy policy.',
			privacyLink: 'Read the privacy policy',
		},
		service: {
			title: 'The service',
			p1: 'Tubekit offers free tools for YouTube creators: the Thumbnail Downloader, the Profile Picture Downloader, the Transcript Downloader, the Hashtag Generator and the Chapter Generator, together with guides, a Help Center and an API for developers. You need no account and there is nothing to pay.',
			p2: 'We provide the service free of charge. We may change it at any time, including adding, changing or removing features.',
			p3: 'The tools depend on YouTube. YouTube may limit how many requests it accepts from our server; if a tool reports this, wait 5 to 10 minutes and try again.',
		},
		use: {
			title: 'Using the tools and the API',
			p1: 'You may use the tools in your browser, fetch whole playlists and channels in one go, and call the documented API for developers from your own scripts and programs, within the limits this site is set to. Each limit applies per visitor, counted by the keyed hash of your IP address; when you reach one, the site says how long to wait before you try again:',
			items: {
				i1: '{apiPerMinute} tool requests per minute, through the pages and the API together,',
				i2: '{batchesPerHour} playlist or channel downloads per hour, one at a time, each of up to {batchMaxVideos} videos,',
				i3: '{imagesPerMinute} images per minute,',
				i4: '{contactPerHour} contact messages per hour.',
			},
			apiLink: 'Read the API documentation',
		},
		rules: {
			title: 'What is not allowed',
			p1: 'To keep the tools free and working for everyone, you agree not to do any of the following. We may limit or block access that breaks these rules.',
			items: {
				i1: 'Get around the limits above, for example by spreading requests over many IP addresses, or call parts of the site that the API documentation does not describe as if they were an API.',
				i2: 'Attack the site or its server: try to overload it, break its security or get into the admin area.',
				i3: 'Use the site for anything illegal or to infringe other people’s rights.',
			},
		},
		content: {
			title: 'Content from YouTube',
			p1: 'Thumbnails, profile pictures, banners and transcripts belong to their owners: the creators and other rights holders, not Tubekit and not you. Tubekit only fetches what YouTube itself makes available; it gives you no rights to it.',
			p2: 'You are responsible for how you use what you download, and YouTube’s Terms of Service and copyright law apply to it. Use it responsibly and only where you may, for example:',
			items: {
				i1: 'for your own videos and your own channel,',
				i2: 'within the exceptions your country’s copyright law allows, such as quoting a part in a review or a critique, to the extent the quotation requires and with the source named,',
				i3: 'for anything the owner has given you permission for.',
			},
		},
		ai: {
			title: 'AI-generated hashtags',
			p1: 'The hashtag generator’s suggestions are written by an AI model that runs on this server, or by a built-in generator when no model is available (the page tells you which). They are suggestions, not facts: they may be inaccurate, off-topic or unsuitable for your video.',
			p2: 'Check every hashtag before you use it. You are responsible for what you publish, and YouTube’s own rules apply: for example, YouTube ignores all hashtags on a video that has more than 60, and it does not allow hashtags that are unrelated to the video or misleading.',
		},
		liability: {
			title: 'Availability and liability',
			p1: 'Tubekit is free of charge. We cannot promise that the site is always available, free of errors or fast, that every result is complete or correct, or that YouTube keeps offering the data the tools rely on.',
			p2: 'We are liable without limitation for damage we cause intentionally or through gross negligence, for injury to life, body or health, under product liability law, and where we have given a guarantee.',
			p3: 'If we breach an essential obligation through slight negligence, our liability is limited to the damage that was foreseeable and typical at the time. An essential obligation is one that makes the proper use of the service possible in the first place and on which you may regularly rely. Apart from these cases, we are not liable for slight negligence.',
			p4: 'These rules apply equally to the people we use to run the site. They do not restrict the rights you have as a consumer under the mandatory law of the country where you live.',
		},
		thirdParties: {
			title: 'YouTube and other third parties',
			p1: 'YouTube is a trademark of Google LLC. Tubekit is not affiliated with, endorsed by or sponsored by YouTube or Google.',
			p2: 'The tools work with content that YouTube makes available. When you use that content, YouTube’s Terms of Service apply in addition to these terms.',
		},
		changes: {
			title: 'Changes to these terms',
			p1: 'We may update these terms. We announce a change by publishing the new text on this page, with the date it changed at the top. The site has no accounts and keeps no address of yours, so we cannot tell you personally: check the date when you come back.',
			p2: 'New terms apply to your use of the site from the day they are published; what you did before is judged by the terms that applied then. If you do not agree with new terms, please stop using the site.',
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
