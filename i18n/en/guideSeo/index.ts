import type { BaseTranslation } from '../../i18n-types'

const en_guideSeo = {
	meta: {
		title: 'YouTube SEO Guide: 5 Steps to Get Your Videos Found – Tubekit',
		description:
			'Learn YouTube SEO step by step: keyword research, titles, descriptions and chapters, tags and hashtags, thumbnails and captions. Practical and up to date.',
		keywords:
			'youtube seo, youtube seo guide, rank youtube videos, youtube keyword research, youtube title, youtube description, video chapters, youtube tags, youtube hashtags',
	},
	h1: 'YouTube SEO guide: get your videos found',
	badges: {
		b1: 'Beginner Friendly',
		b2: '15 min read',
		b3: 'Step by Step',
	},
	intro: {
		p1: 'YouTube SEO is the work of helping the right viewers find your video: in YouTube search, in Google, and among the recommendations next to videos they already watch. YouTube says its search ranks results by relevance, engagement and quality: how well your title, description and video match the search, how viewers respond to the video, and how trustworthy your channel looks on the topic.',
		p2: 'No setting or trick replaces a video people want to watch. What SEO does is make sure YouTube understands your video, and that viewers who see it in a list recognize it as the answer they were looking for. This guide walks you through five steps you can apply to your next upload, then shows advanced strategies for when the basics are in place.',
		p3: 'Search is only one of the doors. On many channels, more views come from Browse features (the home page and the subscriptions feed) and from Suggested videos (beside and after other videos) than from search: the traffic sources in your channel’s Analytics show which door brings your viewers. Nobody types a query there. YouTube offers a video to viewers whose past watching suggests they will enjoy it, and learns from how they respond: whether they click, how long they watch, and whether they come back for more. Keywords help YouTube understand what a video is about; for Browse and Suggested, a thumbnail and title that make the right viewers click and an opening that keeps them watching matter more.',
	},
	process: {
		title: 'The 5-step YouTube SEO process',
		text: 'Work through these steps for every video, ideally before you film: the best keyword is the one the whole video is planned around.',
		tipsLabel: 'Tips',
	},
	steps: {
		step1: {
			title: 'Find what your viewers search for',
			text: 'Start with the words your audience actually types, not the words you would use. Type your topic into the YouTube search bar, note the suggestions that appear, and look at the top results: they show what YouTube already considers a good answer. Pick one main phrase per video and two or three close variations.',
			tips: {
				t1: 'In YouTube Studio on a computer, open Analytics and its Inspiration tab (earlier called Research; not every channel has it): it shows what your viewers and other people on YouTube search for, including topics with few good videos.',
				t2: 'Google Trends can compare interest in phrases on YouTube itself: switch the search type from Web Search to YouTube Search.',
				t3: 'Prefer specific phrases such as “sourdough starter for beginners” over broad words such as “bread”: fewer videos compete for them, and the people who search them know what they want.',
			},
		},
		step2: {
			title: 'Write a title that matches the search and earns the click',
			text: 'Your title is the strongest text signal you control and the first thing a viewer reads. Put your main phrase near the beginning, say clearly what the viewer gets, and promise only what the video delivers. YouTube allows up to 100 characters, but long titles are cut off in search results and on phones, so the important words must come first.',
			tips: {
				t1: 'Check that the title still makes sense when only its first 40 to 60 characters show. That is rough guidance: where the title is cut depends on the screen.',
				t2: 'Give a reason to click: a result, a time frame or a specific situation (“in 10 minutes”, “without a tripod”). Skip all-caps and exaggeration: viewers who feel tricked leave early, which tells YouTube the video was not a good match.',
				t3: 'Let the title and the thumbnail work as a team: the thumbnail shows, the title tells. Don’t repeat the same words in both.',
			},
		},
		step3: {
			title: 'Write a useful description and add chapters',
			text: 'The first one or two lines of your description appear in search results and before the “more” link, so use them to sum up the video in plain words that include your main phrase. Below that, add details, links, resources and chapters: timestamps that split the video into named sections. Chapters let viewers jump to the part they need, and Google Search can show them as key moments.',
			tips: {
				t1: 'YouTube’s chapter rules (YouTube Help: “Video chapters”): the first timestamp must be 0:00, you need at least three timestamps in ascending order, and each chapter must be at least 10 seconds long. Put each timestamp at the start of its own line.',
				t2: 'Name chapters the way viewers would search for them: “Feeding the starter”, not “Part 2”.',
				t3: 'Write for people, not for the algorithm. A description stuffed with repeated keywords reads badly, and it can count as spam under YouTube’s policies.',
				t4: 'YouTube can also create chapters by itself. The setting “Allow automatic chapters (when available and eligible)” is in each video’s details in YouTube Studio, under Show more, and in your upload defaults. Chapters you write in the description replace the automatic ones, so check what YouTube suggests and turn the setting off if the chapters don’t fit.',
			},
		},
		step4: {
			title: 'Use tags and hashtags the way YouTube intends',
			text: 'Tags and hashtags are different things. Tags are hidden keywords you enter in YouTube Studio; YouTube says they play only a minimal role in discovery and are mostly useful for words people often misspell. Hashtags are visible, clickable words with a # in your title or description that lead viewers to other videos with the same hashtag.',
			tips: {
				t1: 'Use a few precise hashtags rather than many: three to five that really describe the video is the usual advice. YouTube’s one hard rule is the upper limit (YouTube Help’s page on hashtags, linked below): if a video has more than 60 hashtags, YouTube ignores all of them. A long list looks like spam well before that.',
				t2: 'When your title has no hashtags of its own, YouTube shows the first three hashtags of your description above the title on the watch page, so put the most relevant ones first. A hashtag has no spaces: #sourdoughbaking, not #sourdough baking.',
				t3: 'Keep tags short and honest: your main phrase, a few variations and common misspellings. All tags together may use up to 500 characters (YouTube Help: “Add tags to your videos”, linked below), and tags or hashtags unrelated to the video break YouTube’s policies.',
			},
		},
		step5: {
			title: 'Earn the click, keep viewers watching, add captions',
			text: 'Ranking is only half the job: viewers choose from what they see, and YouTube pays attention to what they do next. A clear thumbnail and title earn the click, and an opening that quickly delivers what the title promised keeps viewers watching, which tells YouTube the video answers the search. Accurate captions make the video work without sound and for viewers in other languages.',
			tips: {
				t1: 'Design your thumbnail for a phone screen: one subject, strong contrast, a few words at most. The next guide covers this in detail.',
				t2: 'Open with the payoff, not a long intro: show the result or say what the viewer will learn, then deliver it. Open the video’s Analytics in YouTube Studio: its audience retention graph shows exactly where viewers leave.',
				t3: 'Check the automatic captions in YouTube Studio and correct names and technical terms, or upload your own caption file, for example SRT or VTT. Good captions help deaf and hard-of-hearing viewers, people watching on mute, and viewers who use translated captions.',
			},
		},
	},
	advanced: {
		title: 'Advanced strategies',
		intro:
			'Once every upload covers the five steps, these strategies help your whole channel grow, not just single videos.',
		s1: {
			title: 'Build topic clusters and playlists',
			text: 'Publish several videos around one topic and connect them: link them in descriptions, with cards and end screens, and collect them in a playlist with a clear, searchable name. A viewer who finishes one video has an obvious next one, and YouTube learns which topics your channel covers well.',
		},
		s2: {
			title: 'Learn from your search terms',
			text: 'In YouTube Studio, open Analytics and the Content tab, or the Analytics of a single video, and look at the traffic sources: the YouTube search source lists the terms viewers typed before they found your videos. Use those phrases in future titles and descriptions, and update the title, description and chapters of older videos that viewers find through unexpected terms.',
		},
		s3: {
			title: 'Test titles and thumbnails',
			text: 'Where it is available, YouTube Studio’s Test & Compare shows up to three versions of a thumbnail (and on many channels also of a title) to different viewers and picks the one with the largest share of watch time, not merely the most clicks. For videos it does not cover, such as Shorts, change one element at a time and compare the weeks before and after, keeping in mind that such comparisons are rough.',
		},
		s4: {
			title: 'Reach viewers in other languages',
			text: 'In YouTube Studio you can add translated titles and descriptions, which viewers then see in their own language, and upload subtitles in other languages. Where YouTube offers it to your channel, auto-dubbing adds dubbed audio tracks in other languages, which you can review in YouTube Studio before or after they go live, and you can also upload dubbed audio tracks of your own (multi-language audio). Start with the languages your audience already watches in: the Audience tab of Analytics shows where your viewers are.',
		},
		s5: {
			title: 'Refresh and repurpose what already works',
			text: 'Evergreen videos can keep bringing search traffic for years. Update title, description, chapters and thumbnail when the way people search for the topic changes, pin a comment with new information, and cut the best moments into Shorts that point to the full video as their related video.',
		},
	},
	shorts: {
		title: 'Shorts: how viewers find them',
		intro:
			'Shorts are vertical or square videos of up to three minutes. Many viewers meet them in the Shorts feed, where they swipe from one Short to the next, so a Short is found differently from a long video.',
		s1: {
			title: 'In the Shorts feed, the first second decides',
			text: 'In the Shorts feed a Short starts playing at once: there is no thumbnail or title to click first. Viewers decide by watching or swiping away, and YouTube’s recommendations learn from both. Show what the Short is about in its very first moment, not after an intro.',
		},
		s2: {
			title: 'Titles and hashtags still matter',
			text: 'Outside the feed, Shorts appear in search results, on hashtag pages, on your channel’s Shorts tab and in rows of Shorts on the home page. There the title is what people read and what search matches: keep it short and name the topic plainly. Add two or three topic hashtags. A #Shorts hashtag isn’t needed: the format is what makes a video a Short.',
		},
		s3: {
			title: 'The thumbnail is a frame you choose',
			text: 'A Short doesn’t take a designed thumbnail the way a long video does. When you upload it in the YouTube mobile app, you choose one frame of the Short as its thumbnail, so plan a clear, well-lit moment with the subject in the middle of the vertical frame.',
		},
		s4: {
			title: 'Lead viewers to the full video',
			text: 'A Short can link one of your longer videos as its related video, which viewers can tap in the Shorts player. Cut a Short from the strongest moment of a long video and link the full video, so viewers who want more know where to go.',
		},
		s5: {
			title: 'Over one minute, no Content ID claims',
			text: 'A Short longer than one minute that has an active Content ID claim is blocked on YouTube, whatever the copyright owner’s policy (YouTube Help: “What is a Content ID claim?”). Keep music and clips you don’t own out of longer Shorts; if a claim appears, remove the claimed part in YouTube Studio or dispute the claim if it is wrong.',
		},
	},
	workedExample: {
		title: 'A worked example',
		intro:
			'Tom runs a small bike-repair channel. Here is how he applies the five steps to his next video, about fixing a flat tire, and what he adds as a Short. The channel and its details are made up; the steps are the ones above.',
		steps: {
			s1: 'Search: when Tom types “fix flat” into YouTube search, it suggests “fix flat bike tire” and “fix flat tire without patch kit”. The top results are long and slow, and their comments keep asking how to find a tiny hole. Tom picks “fix a flat bike tire” as his main phrase, with “find a puncture” as a variation, and plans the video around finding the hole.',
			s2: 'Title: “Fix a Flat Bike Tire: Find the Hole, Patch It, Ride On”. The main phrase comes first, so it still shows when a phone cuts the title short, and the rest says what the viewer gets.',
			s3: 'Description and chapters: the first line reads “Fix a flat bike tire at home with a patch kit: find the puncture, patch the tube and check the tire so it doesn’t happen again.” Below it come the tools he uses and five chapters: 0:00 What you need, 0:40 Taking the wheel off, 2:05 Finding the hole, 4:20 Patching the tube, 6:50 Putting it back together.',
			s4: 'Tags and hashtags: a few tags, including the British spelling “bike tyre” for viewers who search that way, and three hashtags at the end of the description: #bikerepair #flattire #cycling.',
			s5: 'Click and captions: the thumbnail shows his thumb pointing at the patched hole, with two words of text. The video opens on the finished repair before it explains anything. After upload, he corrects the automatic captions where they misheard “valve” and “tire lever”.',
			s6: 'A Short: the 40-second trick of finding the hole in a bowl of water becomes a vertical Short, with the full video linked as its related video.',
		},
		result:
			'A month later, the traffic sources in the video’s Analytics show that Suggested videos, next to other repair videos, now bring more views than search, and that many searchers typed “bike tube patch”. Tom adds that phrase to the description, renames the fourth chapter “Patching the bike tube”, and links his next repair video from the end screen so viewers who arrive from Suggested have somewhere to go.',
	},
	mistakes: {
		title: 'Common mistakes to avoid',
		m1: 'Chasing a broad keyword that countless established videos already compete for.',
		m2: 'A title or thumbnail that promises something the video does not deliver.',
		m3: 'A copy-pasted description in which the actual summary is buried under links.',
		m4: 'Dozens of tags and hashtags that have little to do with the video, added “just in case”.',
		m5: 'Automatic captions left unchecked, so names and key terms come out wrong.',
		m6: 'Judging a video after one day: search traffic often builds up over weeks and months.',
	},
	tubekit: {
		title: 'Tubekit tools that help',
		intro: 'Two free Tubekit tools save time on steps 3 and 4. No account, no sign-up.',
		hashtag: {
			title: 'Hashtag generator',
			text: 'Type a few keywords or paste your video’s link, choose a category if you like, and get trending, recommended and long-tail hashtags. A small AI model on the Tubekit server writes them, so your keywords go to no outside AI service. Treat the result as suggestions: keep the few that truly describe your video.',
			link: 'Try the hashtag generator',
		},
		transcript: {
			title: 'Transcript downloader',
			text: 'Once your video is public and has captions, download its transcript with timestamps. Read it back to find natural chapter breaks, reuse the phrases you actually said in your description, or turn it into a blog post. Download it as text, SRT, VTT or JSON.',
			link: 'Try the transcript downloader',
		},
	},
	resources: {
		title: 'Further reading from YouTube',
		r1: {
			label: 'How YouTube Works: YouTube search',
			url: 'https://www.youtube.com/howyoutubeworks/product-features/search/',
		},
		r2: {
			label: 'YouTube Help: Video chapters',
			url: 'https://support.google.com/youtube/answer/9884579',
		},
		r3: {
			label: 'YouTube Help: Hashtags on YouTube',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r4: {
			label: 'YouTube Help: Add tags to your videos',
			url: 'https://support.google.com/youtube/answer/146402',
		},
		r5: {
			label: 'YouTube Help: What is a Content ID claim?',
			url: 'https://support.google.com/youtube/answer/6013276',
		},
	},
	disclaimer: 'YouTube is a trademark of Google LLC. Tubekit is not affiliated with YouTube or Google.',
} satisfies BaseTranslation

export default en_guideSeo
