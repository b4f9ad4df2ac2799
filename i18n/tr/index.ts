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
		},
		profile: {
			title: 'Profil Fotoğrafı İndirici',
			description: 'Bir kanalın profil fotoğrafını kanal adıyla birlikte tam boyutta alın.',
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
	},
} satisfies Translation

export default tr
