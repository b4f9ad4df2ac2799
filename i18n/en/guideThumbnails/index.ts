import type { BaseTranslation } from '../../i18n-types'

const en_guideThumbnails = {
	meta: {
		title: 'YouTube Thumbnail Design: Principles, Colors & Tools – Tubekit',
		description:
			'Design YouTube thumbnails that get clicked: YouTube’s size rules, six design principles, color strategies and palettes, common mistakes and free tools.',
		keywords:
			'youtube thumbnail design, youtube thumbnail size, thumbnail tips, thumbnail colors, thumbnail mistakes, free thumbnail maker, 1280x720 thumbnail',
	},
	h1: 'Thumbnail design that gets clicked',
	badges: {
		b1: 'Design Essentials',
		b2: '20 min read',
		b3: 'Free Tools',
	},
	intro: {
		p1: 'Your thumbnail is often the first thing a viewer sees of your video: in search, on the home page, next to other videos, on a phone or on a TV. In a second or two it has to show what the video is about and why it is worth watching.',
		p2: 'This guide covers YouTube’s technical requirements, six design principles, how to use color, the mistakes that cost clicks, and free tools to make thumbnails. You need no design training, just the habit of checking your work at the size viewers actually see it.',
	},
	tabs: {
		label: 'Guide sections',
		principles: 'Principles',
		colors: 'Colors',
		mistakes: 'Mistakes',
		tools: 'Tools',
	},
	principles: {
		title: 'Six principles of a good thumbnail',
		intro:
			'The first principle is YouTube’s own rules; the other five are design habits that work in almost every niche.',
		tipLabel: 'Tip',
		list: {
			p1: {
				title: 'Get the technical basics right',
				text: 'YouTube Help (“Add custom thumbnails on YouTube”, linked below) recommends 1280×720 pixels (at least 640 pixels wide) in the 16:9 aspect ratio, as a JPG, GIF or PNG file. 2 MB has long been the file size limit; YouTube Studio on a computer now accepts larger files on some channels, so check what the upload dialog says. Make the image as large as the rules allow: it is also the preview image in embedded players. An image in another aspect ratio is resized and gets black bars.',
				tip: 'Custom thumbnails are one of YouTube’s intermediate features. You unlock them once in YouTube Studio, under Settings, Channel, Feature eligibility, by verifying a phone number (YouTube Help: “Unlock access to intermediate and advanced features”). This has nothing to do with the verification badge next to a channel’s name. A JPG of 2 MB or less works everywhere, including the mobile app. Shorts are different: you choose a frame of the Short as its thumbnail in the YouTube mobile app.',
			},
			p2: {
				title: 'Design for the smallest screen',
				text: 'Most viewers see your thumbnail far smaller than you design it, often no wider than your thumb on a phone. Thin lines, small objects and small text disappear at that size. Design at full size, but judge your work small.',
				tip: 'Zoom out until the thumbnail is the size of a postage stamp, or look at it on your phone. If you can’t tell what it shows within a second, simplify. Mind the safe zones: YouTube shows the video’s length in the bottom-right corner; on a computer, the Watch later and Add to queue icons appear in the top-right corner when a viewer points at the thumbnail; and some layouts round the corners or crop the edges slightly. Keep faces, text and the key object away from the corners and the edges.',
			},
			p3: {
				title: 'One clear subject',
				text: 'A strong thumbnail has one focal point: a face, a product, a result, a before-and-after. Everything else supports it or goes. Separate the subject from the background with light, an outline, blur or a plain backdrop so the eye finds it at once.',
				tip: 'Use the rule of thirds: place the subject off-center and put any text in the free space beside it, not across it.',
			},
			p4: {
				title: 'Show emotion that fits the video',
				text: 'Faces draw attention, and a clear expression tells viewers what kind of video to expect: surprise, curiosity, focus, joy. The expression must match the tone of the video; a shocked face on a calm tutorial sets the wrong expectation. Not every niche needs a face: products, food and landscapes can carry a thumbnail on their own.',
				tip: 'Take a few dedicated thumbnail photos while you film, with good light and the expression you want, instead of hunting for a usable frame later.',
			},
			p5: {
				title: 'Few words, big letters',
				text: 'Text on a thumbnail should add to the title, not repeat it. Use a few words at most, in a bold and simple typeface, large enough to read on a phone. Save text for the hook the image can’t show on its own: a result, a question, a number, a contrast.',
				tip: 'Give text a thick outline, a shadow or a solid box behind it, so it stays readable on a busy background.',
			},
			p6: {
				title: 'Promise only what the video delivers',
				text: 'A thumbnail is a promise. Viewers who click and don’t find what it showed leave quickly, and thumbnails that mislead viewers or show graphic content can break YouTube’s Community Guidelines. The best thumbnail attracts the viewers who will enjoy the whole video, not just the most clicks.',
				tip: 'If YouTube’s Test & Compare is available for your video, upload two or three thumbnail versions: YouTube picks the winner by share of watch time, not by clicks alone.',
			},
		},
	},
	colors: {
		title: 'Using color',
		intro:
			'Color makes a thumbnail visible before anyone reads a word. It separates your subject from the background, sets the mood of the video and, used consistently, makes your channel recognizable in a crowded feed.',
		strategiesTitle: 'Five color strategies',
		strategies: {
			s1: {
				title: 'Contrast comes first',
				text: 'The difference between light and dark matters more than the hue. Put a bright subject on a dark background or the other way around, and check your design in grayscale: if subject and text don’t stand out in black and white, they won’t in color either.',
			},
			s2: {
				title: 'Pair complementary colors',
				text: 'Colors opposite each other on the color wheel, such as orange and blue, yellow and purple, or red and teal, make each other look stronger. Use one for the subject or the text and the other for the background.',
			},
			s3: {
				title: 'Stand out from your surroundings',
				text: 'Your thumbnail sits on YouTube’s white or dark interface, next to other videos on the same topic. Search for your topic, look at the results, and choose colors that are missing there: if every thumbnail is red, a yellow or green one is where the eye lands.',
			},
			s4: {
				title: 'Keep the palette small',
				text: 'Two or three main colors plus black or white are usually enough; every extra color competes for attention. Keep the focal point saturated and the background calmer, so the subject stands out without the whole image looking garish.',
			},
			s5: {
				title: 'Make color part of your brand',
				text: 'Choose a small set of signature colors and use them on every thumbnail, together with the same typeface and a similar layout. Regular viewers then recognize your videos at a glance, and each series can get its own accent color from the set.',
			},
		},
		note: 'Many people see colors differently, most often red and green. Never let a red-green difference carry the message alone: a clear difference in lightness works for everyone.',
		palettesTitle: 'Example palettes',
		palettesIntro:
			'Starting points to adapt, not rules. The moods below are common design conventions and a matter of taste, not research findings: colors read differently across cultures and niches. Pick the palette closest to the feeling of your video and test it at small size.',
		colorsLabel: 'Colors',
		moodLabel: 'Mood (a matter of taste)',
		palettes: {
			p1: {
				name: 'High energy',
				colors: 'yellow, black, white',
				mood: 'Bold and urgent: challenges, gaming, news and results-driven how-tos.',
			},
			p2: {
				name: 'Clean tech',
				colors: 'navy blue, electric cyan, white',
				mood: 'Modern and precise: tech reviews, software tutorials, science.',
			},
			p3: {
				name: 'Warm and friendly',
				colors: 'coral, cream, teal',
				mood: 'Inviting and personal: lifestyle, food, travel vlogs.',
			},
			p4: {
				name: 'Calm and trustworthy',
				colors: 'forest green, off-white, mustard yellow',
				mood: 'Grounded and credible: education, personal finance, DIY, wellbeing.',
			},
		},
	},
	mistakes: {
		title: 'Six common thumbnail mistakes',
		intro: 'These problems cost clicks most often. Each one is quick to fix once you know to look for it.',
		fixLabel: 'Fix',
		list: {
			m1: {
				title: 'Too much text',
				text: 'A whole sentence on a thumbnail can’t be read on a phone, and it competes with your title for attention.',
				fix: 'Cut it to a few words that add something to the title, or drop the text and let the image speak.',
			},
			m2: {
				title: 'A cluttered image',
				text: 'Several faces, arrows, emojis, logos and a busy background leave the eye with nowhere to land.',
				fix: 'Keep one subject and at most one supporting element. Blur, darken or replace the background.',
			},
			m3: {
				title: 'Low contrast and dark photos',
				text: 'A dim frame from the video, or text in a color close to the background, disappears in the feed, especially on small screens.',
				fix: 'Brighten the subject and raise its contrast, add an outline or rim light, and check the design in grayscale.',
			},
			m4: {
				title: 'Clickbait that doesn’t pay off',
				text: 'Showing something that isn’t in the video may win a click, but viewers leave early and trust your next thumbnail less. Misleading thumbnails can also break YouTube’s policies.',
				fix: 'Show a real moment or result from the video. Exaggerate the presentation, never the substance.',
			},
			m5: {
				title: 'Wrong size or a blurry image',
				text: 'An image in the wrong aspect ratio gets black bars, and a small image scaled up looks soft on large screens and TVs.',
				fix: 'Start every design on a 1280×720 canvas with sharp, high-resolution source images, and export a JPG of 2 MB or less, which every upload path accepts.',
			},
			m6: {
				title: 'Key details in the corners or at the bottom edge',
				text: 'YouTube shows the video’s length in the bottom-right corner, and a red progress bar along the bottom edge for viewers who have started watching. On a computer, the Watch later and Add to queue icons cover the top-right corner while the pointer rests on the thumbnail. Anything important there can be covered.',
				fix: 'Keep faces, text and the key object away from the corners and the bottom edge.',
			},
		},
	},
	tools: {
		title: 'Tools for making thumbnails',
		intro:
			'You don’t need expensive software. These tools are free or have a free plan, and cover everything from quick templates to detailed photo editing.',
		list: {
			t1: {
				name: 'Canva',
				text: 'A web and mobile app with ready-made YouTube thumbnail templates at the right size. Drop in your photo, change the text and colors, and export a JPG or PNG. The free plan covers most thumbnail work; some features, such as one-click background removal, need a paid plan.',
			},
			t2: {
				name: 'GIMP',
				text: 'A free, open-source image editor for Windows, macOS and Linux. Layers, masks, selection tools and color adjustments handle detailed photo work such as cutting out a subject. It takes longer to learn, but nothing is locked behind a subscription.',
			},
			t3: {
				name: 'Photopea',
				text: 'A free image editor that runs in your browser and works much like Photoshop, with layers and support for PSD files. Handy on a computer where you can’t install software. The free version shows ads; a paid plan removes them.',
			},
			t4: {
				name: 'Figma',
				text: 'A browser-based design tool with a free plan, made for layouts. Build one thumbnail template with fixed places for face, text and logo, then duplicate it for each video: an easy way to keep one consistent style across your channel.',
			},
			t5: {
				name: 'Tubekit thumbnail downloader',
				text: 'Paste any YouTube video link to see its thumbnail in every size YouTube keeps, from HD 1280×720 down to 120×90. Use it to study what works in your niche, to see how your own thumbnail holds up at the small sizes viewers see, or to recover a thumbnail whose original file you lost. Thumbnails belong to their creators: use other channels’ images as reference, not as your own.',
				link: 'Open the thumbnail downloader',
			},
		},
	},
	workedExample: {
		title: 'A worked example',
		intro:
			'Sam reviews budget headphones on a small tech channel. Here is how the principles shape the thumbnail for “Best budget headphones under $50”. Sam and the channel are made up; the steps follow this guide.',
		steps: {
			s1: 'Basics: a 1280×720 canvas in Figma, exported as a JPG of about 400 KB, well inside the limit.',
			s2: 'Subject: one pair of headphones, large and slightly off-center to the left, lit from the side and cut out from a plain navy background.',
			s3: 'Emotion: instead of a shocked face, Sam’s hand holds the headphones up to the camera: this is a calm, practical review, and the thumbnail says so.',
			s4: 'Text: two words, “UNDER $50”, in thick white letters in the free space on the right. The title already says “best budget headphones”, so the thumbnail doesn’t repeat it.',
			s5: 'Color: the search results for the topic are full of white and gray product photos, so Sam uses the channel’s navy and cyan palette, which stands out there.',
			s6: 'Check: shrunk to the size of a phone feed, the headphones and the two words are still clear. Nothing important sits in the bottom-right corner, where the video’s length appears, or in the top-right corner, where the hover icons appear on a computer.',
		},
		result:
			'Sam uploads two versions to Test & Compare, one with the text and one without, and keeps the one YouTube picks by share of watch time.',
	},
	resources: {
		title: 'Further reading from YouTube',
		r1: {
			label: 'YouTube Help: Add custom thumbnails',
			url: 'https://support.google.com/youtube/answer/72431',
		},
		r2: {
			label: 'YouTube Help: Thumbnail and title tips',
			url: 'https://support.google.com/youtube/answer/12340300',
		},
		r3: {
			label: 'YouTube Help: A/B test titles and thumbnails',
			url: 'https://support.google.com/youtube/answer/16391400',
		},
	},
	disclaimer: 'YouTube is a trademark of Google LLC. Tubekit is not affiliated with YouTube or Google.',
} satisfies BaseTranslation

export default en_guideThumbnails
