import type { BaseTranslation } from '../../i18n-types'

const en_help = {
	meta: {
		title: 'Help Center: Answers and Fixes for Every Tool – Tubekit',
		description:
			'Answers about Tubekit’s thumbnail, transcript, hashtag, profile picture and chapter tools: sizes, formats, languages, privacy and fixes for common errors.',
		keywords:
			'tubekit help, youtube thumbnail downloader help, youtube transcript faq, hashtag generator faq, chapter generator faq, youtube tools troubleshooting',
	},
	h1: 'Help Center',
	intro:
		'Answers to the questions people ask most about Tubekit’s five tools, what happens to your data, and what to do when something goes wrong. Pick a tab below, or write to us if your question is not here.',
	tabs: {
		label: 'Help topics',
		tools: 'Tool guides',
		general: 'General FAQ',
		resources: 'Resources',
	},
	accordion: {
		expand: 'Show answer',
		collapse: 'Hide answer',
	},
	toolGuides: {
		title: 'Tool guides',
		intro: 'How each tool works, what it can and cannot do, and why it sometimes fails.',
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail downloader',
			tryLink: 'Try the thumbnail downloader',
			faq: {
				q1: {
					q: 'Which thumbnail sizes can I download?',
					a: 'Every size YouTube keeps for the video: HD 1280×720 (maxresdefault), HD 720 (hq720, also 1280×720), Standard 640×480 (sddefault), High 480×360 (hqdefault), Medium 320×180 (mqdefault) and Default 120×90. Each size is shown with its dimensions, so you can see what you get before you download.',
				},
				q2: {
					q: 'Why is a size marked “not available”?',
					a: 'YouTube only creates the HD 1280×720 image for videos that were uploaded in HD, so many older videos don’t have it, and not every video has the HD 720 or Standard version either. Tubekit checks which sizes really exist and marks the others instead of showing a gray placeholder. If HD is missing, take the next largest one. Note that Standard, High and Default are 4:3 images: a widescreen video usually appears in them with black bars above and below.',
				},
				q3: {
					q: 'Which links can I paste?',
					a: 'Any link to a single YouTube video: a normal watch link, a youtu.be short link, a Shorts link, a live link, an embed link or a mobile link from m.youtube.com. Extra parts such as a start time or a playlist after the video are fine. A link to a whole playlist or to a channel has no single thumbnail; for a channel’s picture, use the profile picture downloader.',
				},
				q4: {
					q: 'What format are thumbnails saved in?',
					a: 'As JPG files, and as WebP (smaller files) for the sizes YouTube also serves in that format, with a name that starts with “thumbnail-” followed by the size you picked. The images come through the Tubekit server, so your browser never contacts YouTube or Google. If a creator has just changed a thumbnail, you may still see the old one for a while: this site may keep a result for up to a few hours, and YouTube’s image servers can take a while to show the new image too.',
				},
				q5: {
					q: 'Why did I get an error?',
					a: 'Usually because the link is not a video link, or because the video is private or was removed; the message tells you which. If it says YouTube is refusing or blocking requests, the problem is not your link: YouTube is limiting this server for a while. Wait 5 to 10 minutes and try again.',
				},
			},
		},
		transcript: {
			title: 'Transcript downloader',
			tryLink: 'Try the transcript downloader',
			faq: {
				q1: {
					q: 'Which videos can I get a transcript for?',
					a: 'Any public video that has captions: either uploaded by the creator or generated automatically by YouTube. To check, open the video on YouTube and look for the CC button in the player. Automatic captions can take a while to appear after an upload, and YouTube doesn’t create them for every video, for example when there is mostly music or the audio is unclear.',
				},
				q2: {
					q: 'Which languages can I choose?',
					a: 'Leave the language on Auto-detect to get the video’s own captions, or pick one of about 60 languages. After a video is loaded, its own caption tracks are listed first. If you choose a language the video doesn’t have, YouTube machine-translates the main caption track into it. Machine translations are useful for understanding a video, but read them carefully before you publish them anywhere.',
				},
				q3: {
					q: 'Which file formats can I download?',
					a: 'Plain text (.txt) with or without timestamps, SRT and VTT subtitle files, and JSON. SRT is the format most video editors import; VTT is the subtitle format web video players use; JSON gives every line with its start time and duration, for your own scripts. You can also copy the whole text, search inside it and switch timestamps on or off before you download.',
				},
				q4: {
					q: 'Why can’t I get a transcript for some videos?',
					a: 'The video may have no captions at all, or it may be private, age-restricted, members-only or removed. Each of these cases has its own message, so read it first. If the message says YouTube is refusing or blocking requests, YouTube is limiting this server for a while: wait 5 to 10 minutes and try again.',
				},
				q5: {
					q: 'How accurate are the transcripts?',
					a: 'Exactly as accurate as the captions on YouTube: Tubekit doesn’t change the words. Captions uploaded by the creator are usually much more accurate than automatic ones. Automatic captions often get names, brand names, numbers and technical terms wrong and add little punctuation, so check those before you reuse the text. The search box helps you find every place a word appears.',
				},
			},
		},
		hashtag: {
			title: 'Hashtag generator',
			tryLink: 'Try the hashtag generator',
			faq: {
				q1: {
					q: 'What should I enter?',
					a: 'A few keywords about your video, up to 300 characters, such as “sourdough bread, beginner, no knead”. You can also paste a YouTube video link: its title and transcript are then used as the keywords. Choosing a category (gaming, tech, beauty, food, fitness, travel, music, education, comedy or lifestyle) is optional but helps the suggestions fit your niche.',
				},
				q2: {
					q: 'What do the three groups mean?',
					a: 'Trending (5 to 8 hashtags) are broad, popular hashtags that many videos compete for. Recommended (8 to 12) are specific to your topic: start with these. Long-tail (5 to 8) are narrower phrases with less competition, where a small channel has a better chance of being seen. Click any hashtag to copy it, or use Copy All to copy every hashtag separated by spaces.',
				},
				q3: {
					q: 'How many hashtags should I use, and where?',
					a: 'Put them in your video’s description. Three to five that really describe the video are the usual advice; YouTube’s only hard limit is that it ignores all hashtags on a video that has more than 60. The first three hashtags in the description appear above your video’s title, so put your best ones first. Hashtags can’t contain spaces; Tubekit already writes them without. Only use hashtags that really describe your video: YouTube’s rules forbid misleading or unrelated ones.',
				},
				qEvidence: {
					q: 'Where do the hashtags come from?',
					a: 'From what YouTube itself shows for your words: our server asks YouTube’s search (www.youtube.com) and its search suggestions (suggestqueries-clients6.youtube.com) in your page’s language and, unless you pick another YouTube region beside the keywords, in that language’s main region (United States for English, Germany for German, Spain for Spanish, Türkiye for Turkish, the Netherlands for Dutch), and builds the groups from the videos that rank and what people search for. Your words go to YouTube from our server, not from your browser, and YouTube’s answer is kept only in the lookup cache for 6 hours. The region you pick is not stored: a new visit starts from the main region again.',
				},
				q4: {
					q: 'Who writes the hashtags?',
					a: 'An AI model that runs on the Tubekit server itself (Ollama, by default the small qwen2.5:1.5b model). Your keywords are never sent to an outside AI company. When no model is available, a built-in generator answers instead and the page tells you so. AI suggestions can be off the mark, so read them before you use them.',
				},
				q5: {
					q: 'Why is it slow, or why did it fail?',
					a: 'Writing the hashtags takes the model a few seconds, longer when many people use it at once; if too many are waiting, the page tells you how many seconds to wait before trying again. Empty keywords or more than 300 characters are rejected. If you pasted a video link and YouTube is refusing requests, wait 5 to 10 minutes, or type your keywords yourself.',
				},
			},
		},
		profile: {
			title: 'Profile picture downloader',
			tryLink: 'Try the profile picture downloader',
			faq: {
				q1: {
					q: 'Which channel links work?',
					a: 'Links to a channel on youtube.com: a handle link such as youtube.com/@name, a channel ID link (/channel/UC…), and the older /c/… and /user/… links. It doesn’t matter if the link ends with a tab such as /videos or /shorts. The easiest way to get one is to open the channel and copy the address from your browser.',
				},
				q2: {
					q: 'How large are the pictures?',
					a: 'You get square pictures of 88, 176, 240, 480 and 800 pixels; 800×800 is the largest size YouTube serves. The files are JPGs, and the tool shows the channel’s name with them.',
				},
				q3: {
					q: 'Can I download the channel banner too?',
					a: 'Yes. When the channel has a banner, the tool shows it with its own download button, also as a JPG. If no banner is shown, the channel has not set one.',
				},
				q4: {
					q: 'Why is the picture round on YouTube but square in my file?',
					a: 'YouTube stores profile pictures as squares and crops them to a circle only when it displays them. Your download is the full square, so keep in mind that the corners are hidden on YouTube. Profile pictures belong to their channels: use them with the owner’s permission, for example for a collaboration announcement.',
				},
				q5: {
					q: 'Why did I get an error?',
					a: 'Check that the link points to a channel and not to a playlist or another page. “Channel not found” means the handle or ID doesn’t exist; a terminated channel has its own message. If YouTube is refusing or blocking requests, wait 5 to 10 minutes and try again.',
				},
				q6: {
					q: 'What does YouTube accept for my own profile picture?',
					a: 'YouTube Help asks for a JPG, GIF, BMP or PNG file (not animated) of 4 MB or less, and recommends 800×800 pixels. The picture is displayed at 98×98 pixels and cropped to a circle, so keep the important part in the middle and check it at that size. You change it in YouTube Studio under Customization.',
				},
			},
		},
		chapter: {
			title: 'Chapter generator',
			tryLink: 'Try the chapter generator',
			faq: {
				q1: {
					q: 'How do I add the chapters to my video?',
					a: 'Copy the chapter lines and paste them into the video’s description in YouTube Studio, each on its own line. YouTube shows them on the progress bar once the description is saved.',
				},
				q2: {
					q: 'Why did I get YouTube’s own chapters?',
					a: 'The video already has chapters in its description, so the tool shows those. Press “Make new chapters instead” to get a fresh list from the transcript.',
				},
				q3: {
					q: 'Why did I get an error?',
					a: 'Chapters are made from captions, so a video without captions, a live stream that is still on the air, or a video shorter than 30 seconds cannot get any. The message tells you which.',
				},
			},
		},
	},
	general: {
		title: 'General questions',
		intro: 'What Tubekit is, what it costs, and what happens to your data.',
		privacyLink: 'Read the privacy policy',
		termsLink: 'Read the terms of service',
		faq: {
			q1: {
				q: 'Is Tubekit really free?',
				a: 'Yes. Every tool is free, with no paid plan and no download limits set by Tubekit. The person who runs this site may limit how many requests one visitor can send per minute, to keep it fast for everyone; if you reach that limit, the message tells you how many seconds to wait.',
			},
			q2: {
				q: 'Do I need an account?',
				a: 'No. There is no sign-up and no login for visitors: open a tool, paste a link and use the result. The only login on the site is the admin area of the person who runs it.',
			},
			q3: {
				q: 'What does Tubekit store about me?',
				a: 'Very little. The links and keywords you enter are not stored; results may stay in the server’s memory for up to a few hours so YouTube is not asked the same thing twice, and none of it is written to disk. Page views are counted per day, page, language and referring website only, without your IP address or a cookie, and deleted after 400 days; tool use is counted per day, tool and result only. Your IP address is replaced by a keyed hash (an HMAC with a secret key that only this server holds) before it is used for rate limiting and the request log. The only cookie remembers your language. Your browser never contacts Google: the Tubekit server fetches everything from YouTube for you. Messages sent through the contact form are stored, by default for 2 years.',
			},
			q4: {
				q: 'Which languages is Tubekit available in?',
				a: 'The whole site is available in English, German, Spanish, Turkish and Dutch. Switch with the language menu in the header; your choice is remembered. Independently of the site language, the transcript downloader offers about 60 caption languages.',
			},
			q5: {
				q: 'Can I host Tubekit myself?',
				a: 'Yes. Tubekit is open-source software that runs as a single Docker container and by default keeps its data in one SQLite file. For AI-written hashtags, add a local Ollama server with a model such as qwen2.5:1.5b (about 1 GB); without one, the built-in generator writes the hashtags. The project’s README explains the setup and every setting.',
			},
			q6: {
				q: 'Is Tubekit affiliated with YouTube, and can I use what I download?',
				a: 'Tubekit is not affiliated with YouTube or Google; YouTube is a trademark of Google LLC. Tubekit only shows what YouTube publishes for anyone to see, but thumbnails, profile pictures and transcripts still belong to their creators. Use them only for legitimate purposes: your own content, commentary, research, or with the owner’s permission. Respect YouTube’s terms, and don’t send automated mass requests.',
			},
		},
	},
	commonIssues: {
		title: 'Common issues',
		problemLabel: 'Problem',
		fixLabel: 'Fix',
		items: {
			i1: {
				problem: '“That doesn’t look like a YouTube video link” or “Please enter a valid YouTube URL”',
				fix: 'Copy the link again from your browser’s address bar or YouTube’s Share button, and make sure nothing else was copied with it. The thumbnail and transcript tools need a link to one video; the profile picture downloader needs a channel link on youtube.com.',
			},
			i2: {
				problem: '“This video has no captions”',
				fix: 'The creator hasn’t uploaded any, and YouTube hasn’t generated any. Look for the CC button on the video’s YouTube page. For a recent upload, try again later: automatic captions can take a while to appear.',
			},
			i3: {
				problem: 'YouTube is refusing or blocking requests',
				fix: 'YouTube sometimes limits how many requests it accepts from one server. This is not caused by your link. Wait 5 to 10 minutes and try again; retrying every few seconds does not help.',
			},
			i4: {
				problem: 'The download does not start',
				fix: 'Check whether your browser asked for permission to download or blocked it, and look in your downloads folder. On an iPhone or iPad, downloaded files go to the Downloads folder of the Files app. If that doesn’t help, reload the page and fetch the result again.',
			},
			i5: {
				problem: 'The page says the hashtags came from the built-in generator',
				fix: 'The AI model was not available or was busy, so Tubekit’s simpler built-in generator answered. The hashtags are still usable. For AI-written ones, try again in a minute. If you run the site yourself, check that Ollama is running and the model has been downloaded.',
			},
		},
	},
	bestPractices: {
		title: 'Best practices',
		items: {
			b1: {
				title: 'Paste clean links',
				text: 'Copy links from the address bar or the Share button. Links copied from YouTube itself work best; links shortened by other services, such as bit.ly, are not recognized.',
			},
			b2: {
				title: 'Use the largest thumbnail available',
				text: 'Use HD when it is available and scale it down yourself if needed. To study another channel’s design, also look at the Medium 320×180 version: that is close to how small thumbnails appear in feeds.',
			},
			b3: {
				title: 'Proofread transcripts before you reuse them',
				text: 'Automatic captions get names, numbers and technical terms wrong. Fix those before you turn a transcript into subtitles, a blog post or a description.',
			},
			b4: {
				title: 'Choose a few hashtags that fit',
				text: 'Three to five hashtags that describe your video beat a long list. Put the strongest three first in your description, because those appear above your title.',
			},
			b5: {
				title: 'Respect other creators’ work',
				text: 'Use other channels’ thumbnails, pictures and transcripts for reference, commentary or with permission, and credit the creator. Never re-upload them as your own.',
			},
		},
	},
	resources: {
		title: 'Resources',
		intro: 'Official YouTube material worth bookmarking, and articles we are preparing.',
		external: {
			title: 'Official creator resources',
			note: 'These are YouTube’s own websites. They open in a new tab and are not run by Tubekit.',
			newTab: 'opens in a new tab',
			links: {
				l1: {
					title: 'YouTube Help Center',
					description:
						'YouTube’s official answers on uploading, captions, hashtags, copyright, monetization and account problems.',
					url: 'https://support.google.com/youtube',
				},
				l2: {
					title: 'YouTube Creators',
					description:
						'YouTube’s site for creators, with lessons on starting a channel, growing an audience and earning money from videos.',
					url: 'https://www.youtube.com/creators/',
				},
				l3: {
					title: 'YouTube Official Blog',
					description: 'Announcements of new features, policy changes and creator news, straight from YouTube.',
					url: 'https://blog.youtube/',
				},
			},
		},
		articles: {
			title: 'Articles in the works',
			comingSoon: 'Coming Soon',
			items: {
				a1: {
					title: 'Reading YouTube Analytics',
					description:
						'Which numbers in YouTube Studio matter for a small channel, and what to change when click-through rate or watch time drops.',
				},
				a2: {
					title: 'One idea, many formats',
					description:
						'How to turn a long video into Shorts, a blog post and social posts, with the transcript as your starting point.',
				},
				a3: {
					title: 'Planning a collaboration',
					description:
						'Finding the right channel to team up with, agreeing on the details and announcing the video together.',
				},
			},
		},
		contact: {
			title: 'Still need help?',
			text: 'Write to us with the contact form. We usually answer within {hours} {{hour|hours}}. For a problem with a tool, tell us the link you pasted and the exact message you saw.',
			link: 'Contact support',
		},
	},
} satisfies BaseTranslation

export default en_help
