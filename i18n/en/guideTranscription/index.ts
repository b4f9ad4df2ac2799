import type { BaseTranslation } from '../../i18n-types'

const en_guideTranscription = {
	meta: {
		title: 'Video Transcription Guide: YouTube Captions for SEO – Tubekit',
		description:
			'Turn your YouTube videos into accurate captions and transcripts: a four-step process, caption types compared, SEO uses and which languages to add next.',
		keywords:
			'youtube transcription, youtube captions, video transcript, subtitles seo, srt file, closed captions, auto captions accuracy, translate captions',
	},
	h1: 'Video Transcription: Captions That Help Viewers and Search',
	intro: {
		p1: 'Every word you say in a video is content that people and search engines could read, but only if it exists as text. Captions and transcripts turn your speech into that text. They let deaf and hard-of-hearing viewers follow along, help people who watch with the sound off, give translators something to work from, and hand YouTube and Google a written version of what your video is about.',
		p2: 'This guide walks you through a practical process: start from YouTube’s automatic captions, clean them up, time them and publish them. You will also see how the main kinds of captions compare, how to reuse a transcript for search, and which languages are worth adding next. The times given here are rough guidance, not measurements: your results depend on your audio, your topic and how carefully you check.',
		p3: 'For your own videos, YouTube Studio has most of what you need. On its Subtitles page you can edit the automatic captions in place (Duplicate and edit makes an editable copy of the automatic track) and download any of your caption tracks as an .srt, .vtt or .sbv file. Tubekit’s transcript downloader is for the other cases: videos on channels you don’t manage, such as the top results you study before filming, many videos at once from a playlist or channel, or a quick copy of the text without signing in to YouTube Studio.',
	},
	badges: {
		seo: 'SEO Focused',
		time: '15 min read',
		a11y: 'Accessibility',
	},
	benefits: {
		title: 'Why captions are worth the effort',
		seo: {
			title: 'Search',
			text: 'A transcript spells out the words, names and terms you actually say. YouTube and Google can read caption text, and a transcript you publish on a web page is ordinary text that search engines index. YouTube does not publish how much captions weigh in its ranking, so treat this as a helpful extra, not a shortcut.',
			impact: 'Your spoken keywords become readable text',
		},
		accessibility: {
			title: 'Accessibility',
			text: 'According to the World Health Organization, about 430 million people live with disabling hearing loss. Accurate captions are what make a spoken video usable for them. Automatic captions help, but their mistakes often land on exactly the words that matter: names, numbers and technical terms.',
			impact: 'Makes your videos usable for deaf and hard-of-hearing viewers',
		},
		reach: {
			title: 'Global reach',
			text: 'Captions are the starting point for translations. Viewers can let YouTube auto-translate your captions in the player, and a clean original track makes those machine translations noticeably better. For your most important languages you can add reviewed translations of your own.',
			impact: 'Lets viewers follow along in their own language',
		},
		engagement: {
			title: 'Engagement',
			text: 'Many people watch on their phones in places where they can’t turn the sound on: on a train, at work, next to a sleeping child. With captions they can still follow you instead of scrolling on. Captions also help non-native speakers keep up with fast speech.',
			impact: 'Keeps viewers who watch with the sound off',
		},
	},
	tabs: {
		process: 'Process',
		types: 'Caption Types',
		seo: 'SEO Tips',
		languages: 'Languages',
	},
	process: {
		intro:
			'Four steps take you from a raw video to published, accurate captions. The times are for a typical 10-minute video with one speaker and clear sound.',
		labels: {
			tips: 'Tips',
			time: 'Time',
		},
		step1: {
			title: 'Get a first draft',
			text: 'Don’t type from scratch. Once your video is on YouTube, YouTube usually generates automatic captions for it after a while. In YouTube Studio, open Subtitles and the video: choose Duplicate and edit on the automatic track to correct it right there, or download it as a subtitle file that keeps the timing. Tubekit’s transcript downloader gives you the same captions without signing in, as plain text or as an SRT or VTT file. If you read from a script, that script is a good draft too.',
			tips: {
				t1: 'Automatic captions can take a while to appear after an upload, especially for long videos. If the transcript downloader says the video has no captions yet, try again later.',
				t2: 'Choose SRT or VTT if you want to keep the timing and only fix the words; choose plain text if you want to write a blog post or description from it.',
				t3: 'The transcript downloader can’t read private, age-restricted or removed videos, so use it on videos that are publicly reachable. For a private video of your own, download the captions from YouTube Studio instead.',
			},
			time: '5–10 minutes',
		},
		step2: {
			title: 'Correct the text',
			text: 'Read the draft while you play the video. Fix misheard words, names, brand names, numbers and technical terms first: those are the errors that confuse viewers most. Then add punctuation and sentence breaks, because automatic captions often run on without them. Remove filler words only where they get in the way of reading.',
			tips: {
				t1: 'Play the video at 1.25× speed and pause with the keyboard: you will spot mistakes faster than by reading alone.',
				t2: 'Use your editor’s find-and-replace for words the machine gets wrong every time, such as your own name or channel name.',
				t3: 'Mark sounds that matter for the story, such as [music] or [laughter], and label speakers when more than one person talks.',
			},
			time: '15–30 minutes',
		},
		step3: {
			title: 'Time and format the captions',
			text: 'Good captions are easy to read at a glance. Keep each caption to one or two short lines, split lines at natural pauses, and leave every caption on screen long enough to read. If you corrected an SRT or VTT file, the timing is mostly done: check the places where you added or removed words.',
			tips: {
				t1: 'A common rule of thumb is about 42 characters per line and no more than two lines per caption.',
				t2: 'No timing at all? YouTube Studio can auto-sync a plain transcript to your video’s audio, so a clean text file is enough.',
				t3: 'Free subtitle editors such as Subtitle Edit or Aegisub show the waveform, which makes fixing timing much quicker.',
			},
			time: '10–20 minutes',
		},
		step4: {
			title: 'Publish and reuse',
			text: 'In YouTube Studio, open Subtitles, choose the video and add captions in the video’s language: upload your caption file (YouTube Help, “Supported subtitle and closed caption files”, lists the formats it accepts; SRT is the simplest), or paste the text and let YouTube auto-sync it. Then put the transcript to work elsewhere: in the description, as chapters, or as an article on your website.',
			tips: {
				t1: 'Set the video’s language in its details before you add captions, so YouTube files the track under the right language.',
				t2: 'Watch the first minute with your new captions switched on to make sure the file was read correctly.',
				t3: 'Keep your final SRT file: it is the best starting point for translations and for future re-uploads.',
			},
			time: '5–10 minutes',
		},
	},
	types: {
		intro:
			'There are four common ways to get captions. They differ in accuracy, effort and cost, and you can mix them: automatic captions for everything, careful ones for the videos that matter most.',
		labels: {
			accuracy: 'Accuracy',
			effort: 'Effort',
			seoValue: 'SEO value',
			bestFor: 'Best for',
		},
		type1: {
			name: 'Automatic captions (YouTube)',
			accuracy:
				'Fine for clear speech by one speaker; weak on names, technical terms, music, strong accents and people talking over each other',
			effort: 'None: YouTube creates them for you',
			seoValue: 'Basic: every video gets them, and errors blur your key terms',
			bestFor: 'A free first draft and videos with clear, simple speech',
		},
		type2: {
			name: 'Manual, written by the creator',
			accuracy: 'The highest: you know every name and term, and you know what you meant to say',
			effort: 'High: typing and timing every line takes several times the video’s length',
			seoValue: 'High: your exact wording and spelling',
			bestFor: 'Short videos, scripted videos and channels with no budget',
		},
		type3: {
			name: 'Professional captioning service',
			accuracy: 'Very high for clear audio; names and niche terms come out right once you send a list of them',
			effort: 'Low for you, but paid, often charged per minute of video',
			seoValue: 'High: accurate, consistently formatted text',
			bestFor: 'Courses, interviews, sponsored and business videos',
		},
		type4: {
			name: 'Automatic or AI draft, edited by you',
			accuracy: 'Close to hand-written captions, as long as you check every line against the audio',
			effort: 'Medium: you read and fix rather than type',
			seoValue: 'High: accurate text for a fraction of the work',
			bestFor: 'Most channels publishing weekly: the best balance of quality and time',
		},
		files: {
			title: 'Caption files, burned-in text and Shorts',
			f1: {
				title: 'The files YouTube accepts',
				text: 'YouTube Help (“Supported subtitle and closed caption files”) recommends SubRip (.srt) or SubViewer (.sbv) to start with: plain text files with timings that any text editor opens, saved as UTF-8. It also accepts .sub, .mpsub, .lrc and .cap, and advanced formats such as WebVTT (.vtt) and TTML that can carry position and style.',
			},
			f2: {
				title: 'Closed captions or burned-in text',
				text: 'Closed captions are a separate track: viewers switch them on or off, YouTube can auto-translate them, and search can read them. Burned-in text is part of the picture: everyone sees it, even in places that don’t show captions, but it can’t be switched off, translated or read as text. Use burned-in text for short on-screen labels and hooks, and closed captions for what is said.',
			},
			f3: {
				title: 'Captions on Shorts',
				text: 'Shorts get automatic captions like other videos, and you add or correct their captions on the same Subtitles page in YouTube Studio; viewers turn them on from the Shorts player’s menu. If you also put text into the picture, keep it away from the bottom and the right edge, where the title, channel name and buttons lie over the video.',
			},
		},
		note: 'These ratings compare the methods with each other; they are not test results. Background music, strong accents, several people talking at once and specialist vocabulary make every method harder, automatic captions most of all; clean audio from one microphone per speaker helps all of them.',
	},
	seo: {
		intro:
			'A transcript is more than captions. Used well, it feeds your description, your chapters and your website, and each of those gives viewers and search engines more to go on.',
		labels: {
			example: 'Example',
		},
		s1: {
			title: 'Say your main keyword early and clearly',
			text: 'Captions can only contain what you say. Name the topic of the video in plain words within the first 30 seconds, the way a viewer would search for it. It helps viewers decide to stay, and it puts the phrase into your captions and transcript.',
			example:
				'Instead of “So, today we’re doing the thing I promised”, say “Today I’ll show you how to repot a monstera without damaging the roots.”',
		},
		s2: {
			title: 'Turn timestamps into chapters',
			text: 'Download the transcript with timestamps and you can see at a glance where each section starts. Add those as chapters in your description: YouTube needs the first one at 0:00, at least three in ascending order, and each chapter at least 10 seconds long. Chapters can appear in search results as key moments.',
			example: '0:00 Why repotting matters · 1:12 Choosing the right pot · 3:40 Mixing the soil · 6:05 Aftercare',
		},
		s3: {
			title: 'Write a better description from the transcript',
			text: 'Your transcript already contains the words you used to explain the topic. Pick the two or three sentences that sum up the video, tidy them up and use them as the opening of your description, where they show in search results. Don’t paste the whole transcript into the description: it reads like spam and the captions already cover it.',
			example:
				'From a 1,500-word transcript, keep: “Repot a monstera in spring, into a pot one size larger, with chunky, well-draining soil.” That sentence opens the description.',
		},
		s4: {
			title: 'Publish the transcript on your website',
			text: 'A cleaned-up transcript, with headings and the video embedded, becomes an article that search engines index like any other page, and that people can skim or quote. It can bring visitors to your video from web search, not only from YouTube.',
			example:
				'A 12-minute tutorial becomes a blog post titled “How to repot a monstera (step by step)”, with the video at the top and the transcript split into four headed sections.',
		},
		cta: 'Get your transcript with the transcript downloader',
	},
	languages: {
		intro:
			'Once your captions in the original language are clean, translations are the next step. These eight languages are chosen for the size of their audiences on YouTube: together they cover the countries with the most YouTube viewers, such as India, the United States, Brazil, Indonesia, Mexico and Japan, and Arabic reaches viewers across more than 20 countries. YouTube publishes no accuracy figures for its automatic captions by language, so this list makes no claim about how well each one works: check every track before you publish it.',
		labels: {
			language: 'Language',
			speakers: 'Speakers',
		},
		l1: {
			name: 'English',
			speakers: 'About 1.5 billion speakers',
		},
		l2: {
			name: 'Spanish',
			speakers: 'About 560 million speakers',
		},
		l3: {
			name: 'Hindi',
			speakers: 'About 600 million speakers',
		},
		l4: {
			name: 'Portuguese',
			speakers: 'About 260 million speakers',
		},
		l5: {
			name: 'Arabic',
			speakers: 'More than 300 million speakers, across many spoken varieties',
		},
		l6: {
			name: 'Indonesian',
			speakers: 'Roughly 200 to 300 million speakers, most of them as a second language; estimates vary widely',
		},
		l7: {
			name: 'Japanese',
			speakers: 'About 125 million speakers',
		},
		l8: {
			name: 'German',
			speakers: 'About 130 million speakers',
		},
		note: 'Whatever the language, the quality of automatic captions depends most on your audio: plan time for corrections, especially for names and technical terms. Check the Audience tab of your channel’s Analytics to see where your viewers already come from, and consider adding those languages as translated captions. Until you do, viewers can turn on YouTube’s auto-translate in the player’s subtitle settings. Where YouTube offers auto-dubbing to your channel, it can also add dubbed audio tracks in other languages, which viewers choose in the player’s audio track setting; review them in YouTube Studio, and upload your own dubbed audio tracks where multi-language audio is available to you. To prepare a translation, choose the target language in Tubekit’s transcript downloader: if the video has no track in that language, you get YouTube’s machine translation, where YouTube offers one, as an SRT file that a native speaker can correct. Speaker counts are rough, rounded estimates that include second-language speakers; published figures differ from source to source.',
	},
	workedExample: {
		title: 'A worked example',
		intro:
			'Priya teaches spreadsheet skills on a small channel: she speaks English quickly and uses plenty of function names. Here is how she captions her 12-minute video “VLOOKUP vs XLOOKUP”. Priya and her channel are made up; the steps follow the process above.',
		steps: {
			s1: 'Draft: once YouTube’s automatic captions have appeared, she opens the video on the Subtitles page of YouTube Studio and downloads the automatic track as an SRT file, so she can correct it in her own editor. (For a competitor’s video she would use Tubekit’s transcript downloader, since Studio only shows her own.)',
			s2: 'Correct: the draft is good on ordinary sentences but writes “V look up” and “X look up”, misses the column letters and runs sentences together. She fixes the function names with find-and-replace, then plays the video at 1.25× speed and corrects the rest.',
			s3: 'Time: where she merged two short lines, she checks the timing in Subtitle Edit; the other captions keep YouTube’s timing.',
			s4: 'Publish: on the Subtitles page of YouTube Studio she uploads the corrected SRT file as the English caption track, then watches the first minute with captions on.',
			s5: 'Reuse: the transcript shows where each part starts, so the description gets five chapters, and its first lines come from her own summary sentence in the video.',
			s6: 'Languages: the Audience tab shows many viewers in Mexico, so she gets YouTube’s Spanish machine translation of her track as an SRT file from Tubekit’s transcript downloader, by choosing Spanish as the language, has a Spanish-speaking friend correct it, and uploads it as Spanish subtitles.',
		},
		result:
			'Her captions and chapters now spell “XLOOKUP” the way viewers search for it, and deaf and hard-of-hearing viewers can follow every function name.',
	},
	nextSteps: {
		title: 'Your next steps',
		n1: 'Pick your three most-viewed videos and replace their automatic captions with corrected ones.',
		n2: 'Make an edited AI or automatic draft part of every upload, so new videos go live with accurate captions.',
		n3: 'Add chapters and a transcript-based description opening to your next video.',
		n4: 'Look up your top viewer countries in the Audience tab of YouTube Analytics and add a reviewed translation for the biggest one.',
	},
} satisfies BaseTranslation

export default en_guideTranscription
