import type { Translation } from '../i18n-types'

const tr = {
	site: {
		name: 'Tubekit',
		tagline: 'YouTube içerik üreticileri için ücretsiz araçlar',
		logoLabel: 'Tubekit ana sayfa',
	},
	nav: {
		tools: 'Araçlar',
		guides: 'Rehberler',
		help: 'Yardım',
		mainNavigation: 'Ana gezinme',
		openMenu: 'Menüyü aç',
		closeMenu: 'Menüyü kapat',
		menuTitle: 'Menü',
		skipToContent: 'İçeriğe geç',
	},
	language: {
		label: 'Dil',
		change: 'Dili değiştir',
		current: 'Dil: {name}',
	},
	meta: {
		home: {
			title: 'Tubekit – YouTube İçerik Üreticileri için Ücretsiz Araçlar',
			description:
				'YouTube küçük resimlerini, kanal profil fotoğraflarını ve transkriptleri indirin; yerel bir yapay zekâ modeliyle hashtag’ler oluşturun. Ücretsiz, gizliliğinize saygılı ve üyelik gerektirmez.',
			keywords:
				'youtube araçları, küçük resim indirici, transkript indirici, hashtag oluşturucu, profil fotoğrafı indirici',
		},
		thumbnail: {
			title: 'YouTube Küçük Resim İndirici (HD, ücretsiz) – Tubekit',
			description:
				'Herhangi bir YouTube videosunun küçük resmini HD 1280×720, standart, orta veya varsayılan boyutta indirin. Ücretsiz, üyelik gerektirmez ve tarayıcınız YouTube’a hiç bağlanmaz.',
			keywords:
				'youtube thumbnail indir, youtube küçük resim indirme, youtube kapak fotoğrafı indir, hd thumbnail, video küçük resmi, maxresdefault',
		},
		profile: {
			title: 'YouTube Profil Fotoğrafı İndirici – Tubekit',
			description:
				'Herhangi bir YouTube kanalının profil fotoğrafını kanal adı ve banner görseliyle birlikte tam boyutta (800×800) indirin. Ücretsiz ve gizliliğinize saygılı.',
			keywords:
				'youtube profil fotoğrafı indir, youtube pp indir, kanal avatarı, kanal logosu indir, youtube banner indir',
		},
		notFound: {
			title: 'Sayfa Bulunamadı – Tubekit',
			description: 'Aradığınız sayfa mevcut değil.',
		},
		error: {
			title: 'Bir şeyler ters gitti – Tubekit',
			description: 'Beklenmeyen bir hata oluştu.',
		},
	},
	home: {
		hero: {
			title: 'YouTube içerik üreticileri için ücretsiz araçlar',
			subtitle:
				'Küçük resimleri, profil fotoğraflarını ve transkriptleri alın, doğru hashtag’leri saniyeler içinde bulun. Kurulum yok, hesap yok ve üçüncü taraflara hiçbir şey gönderilmez.',
			ctaTools: 'Araçları keşfet',
			ctaGuides: 'Rehberleri oku',
			free: '%100 ücretsiz',
			noSignup: 'Üyelik gerekmez',
			instant: 'Anında sonuç',
		},
		tools: {
			title: 'İçerik üretici araçları',
			subtitle: 'Her biri tek bir işe odaklanan ve o işi iyi yapan dört araç.',
			open: '{tool} aracını aç',
		},
		guides: {
			title: 'İçerik üreticileri için rehberler',
			subtitle: 'Kanalınızı büyütmeniz için adım adım, pratik öneriler.',
			readTime: '{minutes} dk okuma',
			readMore: 'Devamını oku',
			thumbnails: {
				title: 'Tıklanan küçük resimler',
				description: 'Kontrast, yüzler ve metin: tıklama oranınızı artıran tasarım tercihleri.',
				alt: 'Dikkat çekici bir başlık ve bir yüz içeren video küçük resmi taslağı',
			},
			hashtags: {
				title: 'Keşfedilmenize yardımcı olan hashtag’ler',
				description:
					'YouTube’un hashtag’leri nasıl değerlendirdiği, kaç tane kullanmanız ve onları nereye yerleştirmeniz gerektiği.',
				alt: 'Yükselen bir sütun grafiğinin üzerinde hashtag simgesi',
			},
			seo: {
				title: 'YouTube SEO temelleri',
				description:
					'İzleyicilerin ve arama motorlarının sizi bulmasını sağlayan başlıklar, açıklamalar ve transkriptler.',
				alt: 'Bir video oynatma düğmesinin üzerinde büyüteç',
			},
		},
	},
	tools: {
		thumbnail: {
			title: 'Küçük Resim İndirici',
			description: 'Herhangi bir videonun küçük resmini HD, standart, orta veya varsayılan boyutta kaydedin.',
			intro:
				'Bir YouTube video bağlantısı yapıştırın; YouTube’un sakladığı her boyuttaki küçük resmi görün ve ihtiyacınız olanı indirin.',
			inputLabel: 'YouTube video URL’si',
			placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			submit: 'Küçük Resmi Al',
			loading: 'Küçük resimler alınıyor…',
			failed: 'Küçük resimler alınamadı. Lütfen URL’yi kontrol edip tekrar deneyin.',
			invalid: 'Lütfen geçerli bir YouTube URL’si girin',
			resultsTitle: 'Bu videonun küçük resimleri',
			download: 'JPG olarak indir',
			downloadWebp: 'WebP olarak indir',
			unavailable: 'Bu video için mevcut değil',
			previewAlt: 'Videonun {quality} küçük resmi',
			qualities: {
				hd: 'HD',
				hd720: 'HD 720p',
				standard: 'Standart',
				high: 'Yüksek',
				medium: 'Orta',
				default: 'Varsayılan',
			},
			steps: {
				title: 'YouTube küçük resmi nasıl indirilir',
				copy: {
					name: 'Video bağlantısını kopyalayın',
					text: 'Videoyu YouTube’da açın ve adresini tarayıcının adres çubuğundan ya da Paylaş düğmesinden kopyalayın.',
				},
				paste: {
					name: 'Buraya yapıştırın',
					text: 'Bağlantıyı yukarıdaki alana yapıştırın ve Küçük Resmi Al düğmesine basın. Shorts ve youtu.be bağlantıları da çalışır.',
				},
				download: {
					name: 'İstediğiniz boyutu indirin',
					text: 'YouTube’un sakladığı her boyut, ölçüleriyle birlikte gösterilir. İhtiyacınız olanı JPG dosyası olarak indirin.',
				},
			},
			faq: {
				sizes: {
					question: 'Hangi küçük resim boyutlarını indirebilirim?',
					answer:
						'HD (1280×720), standart (640×480), yüksek (480×360), orta (320×180) ve varsayılan (120×90). Eski ya da az izlenen videoların çoğunda HD sürüm bulunmaz; bu boyutlar gri bir yer tutucu görsel yerine “mevcut değil” olarak işaretlenir.',
				},
				allowed: {
					question: 'İndirdiğim küçük resmi kullanabilir miyim?',
					answer:
						'Küçük resimler, onları yükleyen kanala aittir. Onları kendi videolarınız için, referans olarak ya da sahibinin izniyle kullanın ve telif haklarına saygı gösterin.',
				},
				privacy: {
					question: 'YouTube bu aracı kullandığımı görür mü?',
					answer:
						'Hayır. Görselleri bu sunucu alır ve size iletir; böylece tarayıcınız YouTube’a ya da Google’a hiç bağlanmaz. Yapıştırdığınız bağlantı saklanmaz.',
				},
			},
		},
		profile: {
			title: 'Profil Fotoğrafı İndirici',
			description: 'Bir kanalın profil fotoğrafını kanal adıyla birlikte tam boyutta alın.',
			intro:
				'Bir YouTube kanal bağlantısı yapıştırın; kanalın profil fotoğrafını adı ve banner görseliyle birlikte tam boyutta görün ve indirin.',
			inputLabel: 'YouTube kanal URL’si',
			placeholder: 'https://www.youtube.com/@handle',
			submit: 'Profil Fotoğrafını Al',
			loading: 'Profil fotoğrafı alınıyor…',
			failed: 'Profil fotoğrafı alınamadı. Lütfen URL’yi kontrol edip tekrar deneyin.',
			invalid: 'Lütfen geçerli bir YouTube kanal URL’si girin',
			avatarAlt: '{name} kanalının profil fotoğrafı',
			download: 'Profil fotoğrafını indir',
			sizesTitle: 'Diğer boyutlar',
			sizeLink: '{size} × {size} piksel boyutunda indir',
			original: 'Yüklenen orijinal görsel',
			bannerTitle: 'Kanal banner görseli',
			bannerAlt: '{name} kanalının banner görseli',
			downloadBanner: 'Banner görselini indir',
			steps: {
				title: 'Bir kanalın profil fotoğrafı nasıl indirilir',
				copy: {
					name: 'Kanal bağlantısını kopyalayın',
					text: 'Kanalı YouTube’da açın ve adresini kopyalayın; örneğin youtube.com/@ad ya da bir /channel/ bağlantısı.',
				},
				paste: {
					name: 'Buraya yapıştırın',
					text: 'Bağlantıyı yukarıdaki alana yapıştırın ve Profil Fotoğrafını Al düğmesine basın.',
				},
				download: {
					name: 'Fotoğrafı indirin',
					text: 'Fotoğraf, kanalın adıyla birlikte 800×800 piksel boyutunda görünür. İndirin ya da başka bir boyut seçin.',
				},
			},
			faq: {
				size: {
					question: 'İndirilen fotoğraf ne kadar büyük?',
					answer:
						'Ana indirme 800×800 piksel boyutundadır; bu, YouTube’un sunduğu en büyük kare boyuttur. Daha küçük boyutlar ve yüklenen orijinal görsel hemen altında sunulur.',
				},
				links: {
					question: 'Hangi kanal bağlantıları çalışır?',
					answer:
						'Kullanıcı adı bağlantıları (youtube.com/@ad), kanal kimliği bağlantıları (/channel/UC…) ve eski /c/ ile /user/ bağlantıları; sonunda /videos gibi bir sekme olsa da olmasa da çalışır. Video bağlantıları burada çalışmaz.',
				},
				privacy: {
					question: 'Gizliliğim korunuyor mu?',
					answer:
						'Evet. Fotoğrafı bu sunucu alır ve size iletir; böylece tarayıcınız YouTube’a ya da Google’a hiç bağlanmaz ve yapıştırdığınız bağlantı saklanmaz.',
				},
			},
		},
		transcript: {
			title: 'Transkript İndirici',
			description: 'Bir videonun altyazılarını birçok dilde metin, SRT veya VTT olarak kopyalayın ya da indirin.',
		},
		hashtag: {
			title: 'Hashtag Oluşturucu',
			description: 'Yerel bir yapay zekâ modelinden gündemdeki, önerilen ve uzun kuyruklu hashtag’ler alın.',
		},
	},
	footer: {
		description:
			'Tubekit, kendi sunucunuzda barındırabileceğiniz ücretsiz bir YouTube içerik üretici araçları setidir. Tarayıcınız yalnızca bu sunucuyla iletişim kurar.',
		tools: 'Araçlar',
		resources: 'Kaynaklar',
		legal: 'Yasal',
		helpCenter: 'Yardım Merkezi',
		toolGuides: 'Araç Rehberleri',
		faq: 'Sıkça Sorulan Sorular',
		guides: 'Rehberler',
		privacy: 'Gizlilik Politikası',
		terms: 'Kullanım Koşulları',
		contact: 'İletişim',
		copyright: '© {year} Tubekit. Tüm hakları saklıdır.',
		languages: 'Diller',
		credit:
			'Dünyanın dört bir yanındaki içerik üreticileri için özenle hazırlandı. YouTube veya Google ile bağlantılı değildir.',
	},
	notFound: {
		title: 'Sayfa bulunamadı',
		message: 'Üzgünüz, aradığınız sayfayı bulamadık. Sayfa taşınmış ya da bağlantı hatalı olabilir.',
		home: 'Ana sayfaya dön',
	},
	errorPage: {
		title: 'Bir şeyler ters gitti',
		message:
			'Bizim tarafımızda beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin ya da biraz sonra tekrar deneyin.',
		home: 'Ana sayfaya dön',
		reload: 'Sayfayı yenile',
	},
	toolPage: {
		faqTitle: 'Sıkça sorulan sorular',
		size: '{width} × {height}',
		privacyNote: 'Görseller bu sunucu üzerinden yüklenir: tarayıcınız YouTube’a hiç bağlanmaz.',
	},
	toast: {
		errorTitle: 'Hata',
		dismiss: 'Bildirimi kapat',
		region: 'Bildirimler',
	},
	errors: {
		badRequest: 'İstek anlaşılamadı. Lütfen girdiğiniz bilgileri kontrol edip tekrar deneyin.',
		validation: 'Girdiğiniz bilgilerin bazıları geçersiz: {details}',
		notFound: 'Bu adreste hiçbir şey bulunamadı.',
		payloadTooLarge: 'Gönderdiğiniz veri çok büyük. Lütfen daha az veri gönderip tekrar deneyin.',
		rateLimited: 'Çok fazla istek gönderildi. Lütfen {seconds} saniye bekleyip tekrar deneyin.',
		internal: 'Bizim tarafımızda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
		unsupportedMediaType: 'Lütfen isteği JSON biçiminde gönderin.',
		imageHostNotAllowed: 'Burada yalnızca YouTube’daki görseller yüklenebilir.',
		imageSignatureInvalid: 'Bu görsel bağlantısı geçerli değil. Lütfen aracı yeniden yükleyin.',
		imageNotFound: 'YouTube’da bu görsel bulunmuyor.',
		imageNotAnImage: 'YouTube bu bağlantı için bir görsel göndermedi.',
		imageTooLarge: 'Bu görsel yüklenemeyecek kadar büyük.',
		imageUpstreamFailed: 'Görsel YouTube’dan yüklenemedi. Lütfen birazdan tekrar deneyin.',
		invalidVideoUrl: 'Bu bir YouTube video bağlantısına benzemiyor.',
		invalidChannelUrl: 'Bu bir YouTube kanal bağlantısına benzemiyor.',
		videoUnavailable: 'Bu video yok ya da kaldırılmış.',
		videoPrivate: 'Bu video gizli.',
		ageRestricted: 'Bu videoda yaş sınırı var: YouTube onu yalnızca oturum açmış izleyicilere gösteriyor.',
		geoBlocked: 'Bu video, bu sunucunun bulunduğu ülkede kullanılamıyor.',
		membersOnly: 'Bu video yalnızca kanal üyelerine açık.',
		paymentRequired: 'Bu video için ücretli bir YouTube aboneliği ya da satın alma gerekiyor.',
		liveNotStarted: 'Bu yayın henüz başlamadı.',
		unplayable: 'YouTube bu videoyu burada oynatmıyor.',
		noCaptions: 'Bu videonun altyazısı yok.',
		languageUnavailable: 'Bu videonun o dilde altyazısı yok.',
		tokenRequired: 'YouTube artık bu altyazı kanalı için bir belirteç istiyor; lütfen daha sonra tekrar deneyin.',
		youtubeBlocked: 'YouTube bu sunucuyu geçici olarak engelliyor. Lütfen daha sonra tekrar deneyin.',
		consentWall: 'YouTube içerik yerine bir onay sayfası gösterdi. Lütfen tekrar deneyin.',
		channelNotFound: 'Kanal bulunamadı.',
		channelTerminated: 'Bu kanal YouTube tarafından kapatıldı.',
		upstreamError: 'YouTube düzgün yanıt vermedi. Lütfen birazdan tekrar deneyin.',
		upstreamTimeout: 'YouTube yanıt vermekte çok gecikti. Lütfen birazdan tekrar deneyin.',
		network: 'Sunucuya ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
	},
} satisfies Translation

export default tr
