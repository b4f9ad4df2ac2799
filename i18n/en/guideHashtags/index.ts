import type { BaseTranslation } from '../../i18n-types'

const en_guideHashtags = {
	meta: {
		title: 'YouTube Hashtags: Rules, How Many and How to Choose – Tubekit',
		description:
			'How hashtags work on YouTube: title or description, the three that can show above the title, hashtag pages, Shorts, YouTube’s rules, how to choose them and the mistakes to avoid.',
		keywords:
			'youtube hashtags, how to use hashtags on youtube, youtube hashtag rules, how many hashtags youtube, hashtags in youtube description, youtube shorts hashtags, hashtag generator',
	},
	h1: 'YouTube hashtags: how to choose and use them',
	badges: {
		b1: 'Beginner Friendly',
		b2: '10 min read',
		b3: 'YouTube’s Rules Explained',
	},
	intro: {
		p1: 'A hashtag on YouTube is a word or short phrase with a # in front of it, in a video’s title or description. YouTube turns it into a link: a viewer who taps it sees other videos and Shorts with the same hashtag. Used well, hashtags tell viewers at a glance what your video is about and give them one more way to find it.',
		p2: 'Hashtags are a small signal, not a shortcut. They won’t rescue a vague title, and the wrong ones can get a video hidden from search or removed. This guide explains what YouTube does with your hashtags, the rules it sets, how to choose a few good ones for each video, and how Tubekit’s hashtag generator can give you a head start.',
	},
	how: {
		title: 'How YouTube uses hashtags',
		intro: 'Where you put a hashtag decides where viewers see it. These are the places that matter.',
		s1: {
			title: 'In the description: up to three can show above the title',
			text: 'You can put hashtags anywhere in the description, and each becomes a link. When the title has no hashtags of its own, YouTube also takes the first three hashtags of the description and shows them above the video’s title on the watch page. That makes the order important: put the most relevant ones first.',
		},
		s2: {
			title: 'In the title: part of the title itself',
			text: 'A hashtag in the title stays where you wrote it and works as a link there. It also takes space from the words that make people click, and long titles are cut off on phones. Use one in the title only when it reads naturally, such as a series name, and keep the rest in the description.',
		},
		s3: {
			title: 'Hashtag pages collect videos on a topic',
			text: 'Tapping a hashtag opens its page on YouTube, at youtube.com/hashtag/ followed by the word, with videos and Shorts that use it. Viewers can also search for a hashtag, # included. The more specific the hashtag, the fewer videos compete on its page.',
		},
		s4: {
			title: 'Shorts use hashtags too',
			text: 'You can add hashtags to a Short’s title and description when you upload it or record it in the YouTube app, and viewers can tap them in the Shorts player. In the Shorts feed, viewers mostly swipe rather than search, but hashtag pages and search results list Shorts too. What makes a video a Short is its format, a vertical or square video of up to three minutes, not a #Shorts hashtag, so spend your hashtags on the topic.',
		},
		s5: {
			title: 'Hashtags are not tags',
			text: 'Tags are hidden keywords you enter in YouTube Studio; YouTube says they play only a minimal role in discovery. Hashtags are visible and clickable, so viewers judge them too. Treat them as part of what your video says about itself.',
		},
		example: {
			title: 'An example description',
			hint: 'The hashtags sit on the last line, most relevant first. The title has no hashtags of its own, so YouTube shows the first three above it on the watch page.',
			videoTitle: 'Sourdough bread for beginners: the complete recipe',
			description:
				'Bake your first sourdough loaf with just flour, water and salt: starter, dough, shaping and baking, step by step.',
			chapters: {
				c1: '0:00 What you need',
				c2: '1:12 Feeding the starter',
				c3: '4:05 Mixing the dough',
			},
			hashtags: '#sourdough #sourdoughbread #homebaking #breadrecipe #BakeWithAnna',
			descriptionLabel: 'Description',
		},
	},
	rules: {
		title: 'YouTube’s hashtag rules',
		intro:
			'YouTube Help explains what it allows and what happens when a hashtag breaks the rules. Four rules cover nearly everything.',
		consequenceLabel: 'What happens',
		r1: {
			title: 'No spaces',
			text: 'A hashtag is one word: write several words together, as in #sourdoughbread. Capital letters at the start of each word (#SourdoughBread) make longer hashtags easier to read, including for screen readers. Letters from any language work, such as ü, ñ or ş.',
			consequence: 'After a space, the rest is ordinary text: “#sourdough bread” links only #sourdough.',
		},
		r2: {
			title: 'Not too many',
			text: 'YouTube warns against over-tagging: the more hashtags a video has, the less relevant they become for viewers who search. And at 60 it draws a clear line.',
			consequence:
				'With more than 60 hashtags, YouTube ignores every hashtag on the video. Over-tagging can also get a video removed from search results.',
		},
		r3: {
			title: 'Only hashtags that fit the video',
			text: 'Every hashtag must relate directly to the video. A popular hashtag that has nothing to do with it, or one that promises something the video isn’t, is misleading, and YouTube’s spam policies don’t allow misleading metadata.',
			consequence: 'YouTube can hide the video from search results or remove it.',
		},
		r4: {
			title: 'Nothing that breaks YouTube’s policies',
			text: 'Hashtags follow the same Community Guidelines as the video itself: no harassment, hate speech, sexual content or content that promotes violence, and no vulgar or offensive terms.',
			consequence:
				'A hashtag like that can get the video restricted or removed, like any other content that breaks the Community Guidelines.',
		},
	},
	choose: {
		title: 'How to choose your hashtags',
		intro: 'Six steps, a few minutes per video. Do them before you write the description, not after.',
		exampleLabel: 'Example',
		step1: {
			title: 'Start from what the video is about',
			text: 'Say in one sentence what a viewer gets from the video. The main topic and the result in that sentence are your first candidates, in the words you would type into the search bar.',
			example: '“Bake your first sourdough bread at home” gives #sourdough, #sourdoughbread and #homebaking.',
		},
		step2: {
			title: 'Mix specific and broad',
			text: 'Specific hashtags describe exactly this video, and on their pages it competes with fewer videos. One broad hashtag places it in a larger topic. Most of your hashtags should be specific.',
			example: '#sourdoughforbeginners (specific), #sourdoughbread (the topic), #baking (broad).',
		},
		step3: {
			title: 'Use your viewers’ words and language',
			text: 'Viewers find a hashtag page only by its exact spelling, so use the words your audience actually uses, not your own jargon. The suggestions in the YouTube search bar show common phrasings. Write hashtags in the language of the video: that is the language your viewers search in.',
			example: 'An English baking video uses #sourdough; the German version of the same video uses #sauerteig.',
		},
		step4: {
			title: 'Check the hashtag page first',
			text: 'Before you use a hashtag, open its page or search for it on YouTube. If you see videos like yours, you are in the right place. If the page shows something unrelated, or content you don’t want to be next to, the hashtag means something else to viewers: leave it out.',
			example: 'youtube.com/hashtag/sourdough shows what viewers find when they tap #sourdough.',
		},
		step5: {
			title: 'Be consistent, and add a hashtag of your own',
			text: 'Use the same hashtags for the same topics, so viewers who follow one hashtag find all your videos on it. A short, unique hashtag for your channel or series gathers every episode on one page. Check that nobody else uses it before you start, then add it to every video.',
			example: '#BakeWithAnna on every episode of a baking series.',
		},
		step6: {
			title: 'Keep it short and put the best first',
			text: 'YouTube sets no ideal number, only the limit: with more than 60, it ignores them all. Three to five well-chosen hashtags are the usual advice, and they are easy to keep relevant. Order them by relevance: when the title has no hashtags, the first three are the ones shown above it on the watch page, and in a Short’s description the first ones are what viewers see first.',
			example: 'A last line of five hashtags, the three most relevant first, and the series hashtag at the end.',
		},
	},
	mistakes: {
		title: 'Common mistakes to avoid',
		intro: 'Most hashtag problems come from a handful of habits. Each has an easy fix.',
		fixLabel: 'Fix',
		m1: {
			title: 'Riding a trend that has nothing to do with the video',
			text: 'Adding #viral, a big event or another channel’s name to borrow its audience. It breaks YouTube’s rules on misleading metadata, and viewers who arrive through it leave quickly.',
			fix: 'Use only hashtags you would be happy to see above your title because they describe the video.',
		},
		m2: {
			title: 'A wall of hashtags',
			text: 'Dozens of hashtags at the end of the description look like spam to viewers, dilute the relevant ones, and with more than 60 YouTube ignores them all.',
			fix: 'Keep three to five. Remove every hashtag you can’t explain in one sentence.',
		},
		m3: {
			title: 'Spaces and punctuation',
			text: 'A space ends a hashtag, so “#sourdough bread” links only #sourdough. Punctuation such as a hyphen or an apostrophe can cut a hashtag short in the same way.',
			fix: 'Write the words together, with capitals if that helps reading, and click each hashtag once the video is published.',
		},
		m4: {
			title: 'The same block on every video',
			text: 'Pasting one set of hashtags into every description, whatever the video is about, makes most of them irrelevant most of the time.',
			fix: 'Keep your channel or series hashtag the same everywhere, and choose the others for each video.',
		},
		m5: {
			title: 'Whole sentences as hashtags',
			text: 'A hashtag like #howtobakesourdoughbreadathomeforbeginners is hard to read and unlikely to match what anyone searches for or taps.',
			fix: 'Keep hashtags to one to three words. Put longer phrases in the title and description as normal text.',
		},
		m6: {
			title: 'The wrong language',
			text: 'English hashtags on a video made for Spanish-speaking viewers lead to pages that audience rarely visits.',
			fix: 'Use the language of the video. For a bilingual audience, use one or two hashtags in each language.',
		},
		m7: {
			title: '#Shorts as the only hashtag',
			text: 'A #Shorts hashtag says nothing about the topic, and it isn’t what makes a video a Short.',
			fix: 'Give Shorts topic hashtags, chosen the same way as for any other video.',
		},
	},
	workedExample: {
		title: 'A worked example',
		intro:
			'Anna, of the made-up baking channel from the example description above, posts a 50-second Short: how to tell when a sourdough starter is ready. Here is how she picks its hashtags with the six steps.',
		steps: {
			s1: 'What it is about: “Check if your sourdough starter is ready with the float test.” Candidates: #sourdoughstarter, #floattest, #sourdough.',
			s2: 'Specific and broad: #sourdoughstarter and #floattest are specific; #sourdough is the broader topic. She leaves out #baking: too broad for a 50-second tip.',
			s3: 'Her viewers’ words: the YouTube search bar suggests “sourdough starter ready” and “sourdough starter float test”, which confirms her wording.',
			s4: 'The hashtag pages: she opens each one first. “Float test” can mean other things to other viewers, so #floattest stays only because its page shows videos like hers, and it goes after #sourdoughstarter, where it makes sense in context.',
			s5: 'Her own hashtag: #BakeWithAnna, as on every video on her channel.',
			s6: 'Short and ordered: four hashtags, the three most relevant first: #sourdoughstarter #sourdough #floattest #BakeWithAnna. No #Shorts: the vertical format already makes it a Short.',
		},
		result:
			'All four describe the Short and sit in its description, the three most relevant first, where viewers can tap them from the Shorts player; her series hashtag gathers it with the rest of the channel’s videos.',
	},
	tubekit: {
		title: 'Get suggestions from Tubekit’s hashtag generator',
		intro:
			'The generator gives you a list to choose from, not a finished set. Here is how to use it well, and what happens to what you type.',
		s1: {
			title: 'Describe the video',
			text: 'Type a few keywords, the words you would use to search for the video, or paste the link of a published video. With a link, the generator reads the video’s title and captions.',
		},
		s2: {
			title: 'Pick a category if one fits',
			text: 'A category such as Gaming, Food or Travel is optional. It steers the suggestions toward the words used in that field.',
		},
		s3: {
			title: 'Read the three groups',
			text: '“Trending” are broad, popular hashtags where many videos compete. “Recommended” are specific to your topic: start there. “Long-tail” are narrow phrases with less competition. None of them comes from YouTube’s live data, so check promising ones on their hashtag page.',
		},
		s4: {
			title: 'Choose, copy, check',
			text: 'Keep the three to five that truly describe your video, copy them one by one or all at once, and paste them into your description with the most relevant first. The hashtags come in the language of the page unless your keywords are clearly in another one.',
		},
		privacy: {
			title: 'Your keywords stay on this server',
			text: 'A small AI model runs on the Tubekit server itself and writes the hashtags. Your keywords go to no outside AI service; with a link, the server only asks YouTube for that video’s title and captions. When the model is busy or not installed, Tubekit’s built-in generator answers instead, and the page says so.',
		},
		generator: {
			title: 'Hashtag generator',
			text: 'Free, no account: trending, recommended and long-tail hashtags from a few keywords or a video link.',
			link: 'Open the hashtag generator',
		},
		seoGuide: {
			text: 'Hashtags are one step of five. The SEO guide covers keywords, titles, descriptions, chapters and captions.',
			link: 'Read the SEO guide',
		},
	},
	resources: {
		title: 'Further reading from YouTube',
		r1: {
			label: 'YouTube Help: Use hashtags for YouTube videos',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r2: {
			label: 'YouTube Help: Spam, deceptive practices and scams policies',
			url: 'https://support.google.com/youtube/answer/2801973',
		},
		r3: {
			label: 'How YouTube Works: Community Guidelines',
			url: 'https://www.youtube.com/howyoutubeworks/policies/community-guidelines/',
		},
		r4: {
			label: 'YouTube Help: Add tags to your videos',
			url: 'https://support.google.com/youtube/answer/146402',
		},
	},
	disclaimer: 'YouTube is a trademark of Google LLC. Tubekit is not affiliated with YouTube or Google.',
} satisfies BaseTranslation

export default en_guideHashtags
