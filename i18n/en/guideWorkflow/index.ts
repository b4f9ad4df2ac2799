import type { BaseTranslation } from '../../i18n-types'

const en_guideWorkflow = {
	meta: {
		title: 'YouTube Content Workflow: From Idea to Upload – Tubekit',
		description:
			'A complete YouTube content workflow in five phases, from research to post-launch, with steps, tools, time estimates, four templates and a weekly schedule.',
		keywords:
			'youtube content workflow, youtube production process, video production schedule, youtube upload checklist, content planning, creator workflow',
	},
	h1: 'The YouTube Content Workflow: A Repeatable System From Idea to Upload',
	intro: {
		p1: 'Most channels don’t stall for lack of ideas. They stall because every video is made a different way: research happens after filming, the thumbnail is an afterthought at midnight, and captions never get done. A fixed workflow takes those decisions off your plate, so your energy goes into the video itself.',
		p2: 'This guide splits the work into five phases, each with three concrete steps, the tools that help, and a realistic time range. Added up, the first four phases take roughly 7 to 14 hours for a typical 8–15 minute video; your own numbers will differ, and they will shrink as the system becomes routine. You will also find templates for four common content types, a sample weekly schedule and the places where Tubekit’s free tools fit in.',
	},
	badges: {
		system: 'Complete System',
		time: '25 min read',
		templates: 'Templates Included',
	},
	phases: {
		title: 'The five phases',
		intro:
			'Work through the phases in order. Each one ends with something finished that the next phase builds on: a plan, raw footage, an edited video, a published upload and, finally, lessons for the next video.',
		labels: {
			phase: 'Phase',
			duration: 'Time',
			steps: 'Steps',
			tools: 'Tools',
			tip: 'Pro tip',
		},
		phase1: {
			title: 'Planning & Research',
			duration: '1–2 hours',
			text: 'Decide what the video is about, who it is for and why someone would click it, before you touch a camera. An hour of research saves many hours of filming something nobody searches for.',
			steps: {
				s1: {
					title: 'Choose a topic people look for',
					text: 'Type your idea into YouTube’s search bar and note the suggestions that appear: they come from real searches. Compare a few candidate topics and pick one that fits your channel and has clear interest.',
					tools:
						'YouTube search suggestions, the Inspiration tab in YouTube Analytics (if your channel has it), Google Trends',
				},
				s2: {
					title: 'Study the videos that already rank',
					text: 'Watch the top five results for your topic. Note what they cover, what comments say is missing, and how their titles and thumbnails look side by side. Skimming their transcripts is a fast way to see how they are structured. Use this for research only: your video should add something, not copy.',
					tools: 'YouTube search, Tubekit transcript downloader, Tubekit thumbnail downloader, a notes app',
				},
				s3: {
					title: 'Write the title, thumbnail idea and outline',
					text: 'Draft two or three title options and sketch the thumbnail. Then outline the video: a hook for the first 15–30 seconds, the main points in order, and a clear ending that points to your next video.',
					tools: 'Google Docs, Notion, pen and paper',
				},
			},
			tip: 'If you can’t describe the thumbnail in one sentence, the idea is probably not clear enough yet. Sharpen it now, while changes cost nothing.',
		},
		phase2: {
			title: 'Content Creation',
			duration: '2–4 hours',
			text: 'Turn the outline into footage. Good preparation makes filming calm and fast, and clean sound in this phase saves you hours in the edit and makes your captions more accurate later.',
			steps: {
				s1: {
					title: 'Script or bullet the talking points',
					text: 'Write a full script for tutorials and explainers, or bullet points if you speak better without a script. Read the hook out loud until it sounds natural, and say your main topic in plain words early on.',
					tools: 'Google Docs, a teleprompter app, index cards',
				},
				s2: {
					title: 'Set up sound, light and frame',
					text: 'Sound first: a clip-on or USB microphone close to your mouth beats any camera microphone. Face a window or a soft light, keep the background tidy, and lock focus and exposure so they don’t drift.',
					tools: 'Lavalier or USB microphone, window light or softbox, tripod, smartphone or camera',
				},
				s3: {
					title: 'Record the main take and extra footage',
					text: 'Record section by section, repeating a line rather than pushing on after a mistake. Before you pack up, capture B-roll, close-ups and screen recordings for every point in your outline.',
					tools: 'Camera app or camera, OBS Studio for screen recording, a shot list',
				},
			},
			tip: 'Record a ten-second test and listen to it on headphones before the real take. Echo, hum or a rustling shirt are easy to fix now and very hard to fix later.',
		},
		phase3: {
			title: 'Post-Production',
			duration: '3–6 hours',
			text: 'Editing is usually the longest phase. Work from rough to fine: structure first, then pacing, then polish. Don’t start color grading a scene you might still cut.',
			steps: {
				s1: {
					title: 'Make the rough cut',
					text: 'Lay out the best takes in outline order and cut mistakes, long pauses and repeated points. Watch the rough cut once without stopping and note where your attention drifts.',
					tools: 'DaVinci Resolve, Adobe Premiere Pro, Final Cut Pro, CapCut',
				},
				s2: {
					title: 'Polish pacing, sound and visuals',
					text: 'Tighten the slow spots you noted, add B-roll and on-screen text, and balance the audio so your voice sits clearly above any music. Use only music and clips you have the rights to.',
					tools: 'YouTube Audio Library, Audacity, your editor’s color and audio tools',
				},
				s3: {
					title: 'Create the thumbnail and prepare captions',
					text: 'Design the thumbnail you sketched in phase 1 at 1280×720 and check it at a small size, the way it appears in search results and on phones. Export the final video and, if you work from a script, tidy it up as the base for your captions.',
					tools: 'Canva, Photoshop, GIMP, Subtitle Edit',
				},
			},
			tip: 'Export a draft and watch it on your phone before you finalize it. Small text, quiet passages and slow intros are much easier to notice on the screen most of your viewers use.',
		},
		phase4: {
			title: 'Optimization & Upload',
			duration: '1–2 hours',
			text: 'The packaging decides whether anyone starts watching. Give the title, thumbnail, description and captions the same care as the video itself.',
			steps: {
				s1: {
					title: 'Write the title, description and hashtags',
					text: 'Pick your final title and open the description with two or three sentences that sum up the video. Add chapters with timestamps and three to five relevant hashtags: when the title has none, YouTube shows the first three above it, and it ignores all of them if a video has more than 60.',
					tools: 'YouTube Studio, Tubekit hashtag generator',
				},
				s2: {
					title: 'Upload the thumbnail and captions',
					text: 'Upload your custom thumbnail and your caption file. The thumbnail should be 1280×720, as a JPG, PNG or GIF; 2 MB has long been the limit, and YouTube Studio on a computer now accepts larger files on some channels, so check the upload dialog. No caption file yet? Come back a few hours after the upload, once YouTube’s automatic captions are ready, and correct them in YouTube Studio.',
					tools: 'YouTube Studio, SRT or VTT caption file',
				},
				s3: {
					title: 'Finish the upload settings and schedule',
					text: 'Add an end screen that points to one related video or playlist, and cards at moments where you mention other videos. Answer the questions YouTube asks at upload: whether the video is made for kids, whether it contains paid promotion, and whether it contains altered or synthetic content. YouTube requires you to disclose realistic content that was meaningfully altered or generated, for example with AI, such as a real person saying something they didn’t say or a realistic scene that never happened; using AI for ideas, a script or captions needs no disclosure. Before you publish, look at the Checks step of the upload: YouTube checks the video for copyrighted content and, on channels in the YouTube Partner Program, for ad suitability. Wait for the result, and fix or dispute what it finds while the video is still private. Then schedule the video for a time your audience is on YouTube (the Audience tab of Analytics shows when your viewers are online), or set it up as a Premiere: viewers get a watch page with a countdown and watch the first showing together, with live chat.',
					tools:
						'YouTube Studio upload details, Checks, end screens, cards, scheduling and Premieres, YouTube Analytics',
				},
			},
			tip: 'Upload as private or scheduled several hours before publishing. That gives YouTube time to process the HD versions and generate automatic captions, so the video launches complete.',
		},
		phase5: {
			title: 'Post-Launch Optimization',
			duration: 'Ongoing',
			text: 'Publishing is not the finish line. The first days show how viewers respond, and small changes to a video that is already live can still make a real difference.',
			steps: {
				s1: {
					title: 'Be present in the first 48 hours',
					text: 'Reply to early comments, pin a comment that adds value or asks a question, and share the video where your audience already is. Early conversation makes your channel feel alive to new viewers.',
					tools: 'YouTube Studio comments, YouTube Studio app, posts on your channel',
				},
				s2: {
					title: 'Read the numbers after a week',
					text: 'Open the video’s Analytics in YouTube Studio, or the Content tab of your channel’s Analytics, and check impressions, the impressions click-through rate, average view duration and the audience retention graph. A low click-through rate points to the title or thumbnail; a sharp drop early in the retention graph points to the intro.',
					tools: 'YouTube Analytics: a video’s Analytics and the Content tab',
				},
				s3: {
					title: 'Improve and reuse',
					text: 'Test an alternative thumbnail or title if the click-through rate is weak, correct the captions, and add missing chapters. Then reuse the best parts: clips as Shorts, the transcript as a blog post, questions from comments as your next topic.',
					tools: 'YouTube Studio’s Test & Compare, Tubekit transcript downloader, Tubekit hashtag generator',
				},
			},
			tip: 'Change one thing at a time and write down the date. Otherwise you can’t tell whether the new thumbnail, the new title or just the weekend made the difference.',
		},
	},
	workflows: {
		title: 'Templates for four content types',
		intro:
			'The five phases fit every kind of video, but the time you spend in each shifts with the format. Use these as starting points and adjust them to your own pace.',
		labels: {
			planning: 'Planning',
			production: 'Production',
			keys: 'Keys to success',
		},
		w1: {
			name: 'Educational / Tutorial',
			planning: '2–3 hours',
			production: '4–6 hours',
			text: 'Viewers come with a problem and leave when the answer is not clear. Invest most in research and a tight script; show every step on screen.',
			keys: {
				k1: 'Test every step yourself before recording, so the tutorial actually works.',
				k2: 'Use chapters so viewers can jump straight to the part they need.',
				k3: 'Publish accurate captions: technical terms are where automatic captions fail most.',
			},
		},
		w2: {
			name: 'Entertainment / Vlog',
			planning: '30–60 minutes',
			production: '4–8 hours',
			text: 'Little scripting, lots of footage. The story is found in the edit, so plan the shots that carry it and leave most of your time for post-production.',
			keys: {
				k1: 'Decide the story arc in advance: a goal, an obstacle and a payoff.',
				k2: 'Film far more than you need, and cut hard to keep the pace up.',
				k3: 'Build the thumbnail around one emotional moment from the video.',
			},
		},
		w3: {
			name: 'Review / Unboxing',
			planning: '1–2 hours',
			production: '3–5 hours',
			text: 'Trust is the product. Give yourself time with the item before you film, and be clear about how you got it.',
			keys: {
				k1: 'Use the product for real before you judge it, and show it in use.',
				k2: 'Disclose sponsorships and free products, both in the video and in YouTube Studio.',
				k3: 'Put the verdict in a chapter so viewers can find it quickly.',
			},
		},
		w4: {
			name: 'News / Commentary',
			planning: '30–60 minutes',
			production: '1–3 hours',
			text: 'Speed matters, but accuracy matters more. Keep a ready-made template for intro, graphics and thumbnail so you only have to work on the content.',
			keys: {
				k1: 'Check facts against primary sources and name them in the description.',
				k2: 'Keep a reusable thumbnail layout and only change the headline and image.',
				k3: 'Add value with your own analysis rather than repeating the headline.',
			},
		},
	},
	shorts: {
		title: 'Shorts in the workflow',
		intro:
			'Shorts are vertical or square videos of up to three minutes. They fit into the same five phases, only much shorter, and many come straight out of a long video you already made.',
		s1: {
			title: 'Plan them while you plan the long video',
			text: 'In phase 1, mark the moments of your outline that work on their own: a tip, a result, a before-and-after. Film them vertically too, or frame the shot so a vertical crop still works.',
		},
		s2: {
			title: 'Open with the point',
			text: 'In the Shorts feed a Short starts playing at once, with no thumbnail or title to click first. Viewers swipe away within seconds if nothing happens, so start with the result or the question, and add captions on screen for viewers watching without sound.',
		},
		s3: {
			title: 'Title, hashtags and the thumbnail frame',
			text: 'Give the Short a short, plain title that names its topic, and two or three topic hashtags; #Shorts isn’t needed, since the format already makes it a Short. When you upload it in the YouTube mobile app, choose a frame of the Short as its thumbnail: it shows on your channel’s Shorts tab and in search results.',
		},
		s4: {
			title: 'Link the full video',
			text: 'Set the long video as the Short’s related video, so viewers who want more can tap straight through to it from the Shorts player. The same upload questions apply as for a long video, including the disclosure of realistic altered or synthetic content.',
		},
		s5: {
			title: 'Over one minute, no Content ID claims',
			text: 'A Short longer than one minute that has an active Content ID claim is blocked on YouTube, whatever the copyright owner’s policy (YouTube Help: “What is a Content ID claim?”). Use music and clips you have the rights to, and check the Checks step before the Short goes public; if a claim appears, remove the claimed part or dispute it if it is wrong.',
		},
	},
	workedExample: {
		title: 'A worked example',
		intro:
			'Mia publishes a cooking video every week and works on her channel around a day job. Here is one week for her video “Weeknight ramen in 20 minutes”. Mia and her channel are made up; the week follows the phases above.',
		steps: {
			s1: 'Monday, planning: YouTube’s search suggestions show “easy ramen recipe” and “ramen at home”. She watches the top five videos, skims two transcripts, notes that comments ask for a vegetarian version, and sketches a thumbnail: the finished bowl, steam rising, the words “20 MIN”.',
			s2: 'Tuesday, filming: a bullet-point script, a clip-on microphone and the kitchen window as light. She films the main take, which opens with a story about her trip to Japan, close-ups of each step, and two vertical shots of the egg being cut for a Short.',
			s3: 'Wednesday and Thursday, editing: a rough cut on Wednesday; on Thursday she balances the sizzling against her voice, designs the thumbnail at 1280×720 and checks it on her phone.',
			s4: 'Friday, upload: she uploads the video as private in the morning, with the title “Weeknight Ramen in 20 Minutes (Vegetarian Option)”, a two-sentence description, six chapters and four hashtags. By the afternoon YouTube’s automatic captions are ready, and she corrects the ingredient names. In the upload details she answers no to paid promotion and to altered or synthetic content: she used an AI tool only to brainstorm title ideas, which needs no disclosure. The Checks step finds no copyright issues, and she schedules the video for Saturday morning.',
			s5: 'Weekend: she answers comments and pins her own comment asking viewers for their favorite topping. The egg-cutting Short goes up on Sunday: 40 seconds with her own kitchen sounds instead of a popular song, a frame of the cut egg as its thumbnail and the full video as its related video.',
		},
		result:
			'A week later the video’s Analytics show a steep drop in the retention graph during that long intro about her trip to Japan. Next week’s outline starts with the finished bowl instead.',
	},
	schedule: {
		title: 'A sample weekly schedule',
		intro:
			'Here is how the phases can spread across one week for one video, at a few hours a day. Shift the days to fit your life; what matters is that every phase has a fixed slot.',
		monday: {
			day: 'Monday',
			task: 'Planning & research: choose the topic, study the top videos, write title options and the outline.',
		},
		tuesday: {
			day: 'Tuesday',
			task: 'Content creation: finish the script, set up and record the main take and B-roll.',
		},
		wednesday: {
			day: 'Wednesday',
			task: 'Post-production: rough cut and first pass on pacing.',
		},
		thursday: {
			day: 'Thursday',
			task: 'Post-production: sound, visuals and final export; design the thumbnail.',
		},
		friday: {
			day: 'Friday',
			task: 'Optimization & upload: title, description, hashtags, captions, end screen; schedule the video.',
		},
		weekend: {
			day: 'Weekend',
			task: 'Post-launch: reply to comments, check first results, collect ideas for next week, and take real time off.',
		},
	},
	toolsCard: {
		title: 'Where Tubekit fits in your workflow',
		text: 'Three of Tubekit’s tools cover recurring jobs in this workflow. They are free, and you need no account to use them.',
		hashtag: {
			name: 'Hashtag generator',
			phase: 'Optimization & Upload',
			text: 'Enter a few keywords from your title and outline, optionally with a category, and get trending, recommended and long-tail hashtags. Click a hashtag to copy it, and keep the three to five that describe your video best.',
			link: 'Open the hashtag generator',
		},
		thumbnail: {
			name: 'Thumbnail downloader',
			phase: 'Planning & Research, Post-Launch Optimization',
			text: 'Save the thumbnails of the top videos for your topic to compare them side by side while you plan. After publishing, paste your own video link to see your thumbnail in every size YouTube serves, down to the small ones used in lists.',
			link: 'Open the thumbnail downloader',
		},
		transcript: {
			name: 'Transcript downloader',
			phase: 'Planning & Research, Post-Launch Optimization',
			text: 'Skim competitors’ transcripts to see how they structure a topic. Once your own video has captions, download them as text for your description and blog post, or as SRT or VTT to correct and re-upload.',
			link: 'Open the transcript downloader',
		},
	},
} satisfies BaseTranslation

export default en_guideWorkflow
