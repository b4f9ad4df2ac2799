import type { Translation } from '../i18n-types'

const tr = {
	site: {
		name: 'Tubekit',
		tagline: 'YouTube içerik üreticileri için ücretsiz araçlar',
		logoLabel: 'Tubekit ana sayfası',
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
		notFound: {
			title: 'Sayfa bulunamadı – Tubekit',
			description: 'Aradığınız sayfa mevcut değil.',
		},
		error: {
			title: 'Bir şeyler ters gitti – Tubekit',
			description: 'Beklenmeyen bir hata oluştu.',
		},
	},
	tools: {
		thumbnail: {
			title: 'Küçük resim indirici',
			description: 'Herhangi bir videonun küçük resmini HD, standart, orta veya temel boyutta kaydedin.',
		},
		profile: {
			title: 'Profil fotoğrafı indirici',
			description: 'Bir kanalın profil fotoğrafını kanal adıyla birlikte tam boyutta alın.',
		},
		transcript: {
			title: 'Transkript indirici',
			description: 'Bir videonun altyazılarını birçok dilde metin, SRT veya VTT olarak kopyalayın ya da indirin.',
		},
		hashtag: {
			title: 'Hashtag oluşturucu',
			description: 'Yerel bir yapay zekâ modelinden gündemdeki, önerilen ve uzun kuyruklu hashtag’ler alın.',
		},
		chapter: {
			title: 'Bölüm oluşturucu',
			description: 'Bir videonun transkriptinden YouTube’a hazır bölümler ve bir açıklama taslağı alın.',
		},
	},
	footer: {
		description:
			'Tubekit, YouTube içerik üreticilerine yönelik, kendi sunucunuzda barındırabileceğiniz ücretsiz bir araç setidir. Tarayıcınız yalnızca bu sunucuyla iletişim kurar.',
		tools: 'Araçlar',
		resources: 'Kaynaklar',
		legal: 'Yasal',
		helpCenter: 'Yardım merkezi',
		toolGuides: 'Araç rehberleri',
		faq: 'Sıkça sorulan sorular',
		guides: 'Rehberler',
		apiDocs: 'Geliştiriciler için API',
		privacy: 'Gizlilik politikası',
		terms: 'Kullanım koşulları',
		contact: 'İletişim',
		imprint: 'Künye',
		operatedBy: 'Bu site {name} tarafından işletilmektedir.',
		notPublished: 'Bu sitenin işletmecisi adını ve iletişim bilgilerini yayımlamamıştır.',
		copyright: '© {year} Tubekit. Tüm hakları saklıdır.',
		languages: 'Diller',
		credit:
			'Dünyanın dört bir yanındaki içerik üreticileri için özenle hazırlandı. YouTube veya Google ile bağlantılı değildir.',
	},
	operator: {
		name: 'İşletmeci',
		address: 'Adres',
		email: 'E-posta',
		dpoEmail: 'Veri koruma görevlisi',
		notPublished:
			'Bu Tubekit kurulumunun işletmecisi adını, adresini veya iletişim bilgilerini burada yayımlamamıştır. Bunu yapana kadar işletmeciye yalnızca iletişim formu üzerinden ulaşabilirsiniz.',
		imprint: 'Künye',
	},
	notFound: {
		title: 'Sayfa bulunamadı',
		message: 'Üzgünüz, aradığınız sayfayı bulamadık. Sayfa taşınmış ya da bağlantı hatalı olabilir.',
		home: 'Ana sayfaya dön',
	},
	errorPage: {
		title: 'Bir şeyler ters gitti',
		message: 'Sunucumuzda beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin ya da biraz sonra tekrar deneyin.',
		home: 'Ana sayfaya dön',
		reload: 'Sayfayı yenile',
	},
	toolPage: {
		faqTitle: 'Sıkça sorulan sorular',
		size: '{width} × {height}',
		privacyNote: 'Görseller bu sunucu üzerinden yüklenir: tarayıcınız YouTube’a hiç bağlanmaz.',
		batchHint:
			'İpucu: birden çok video bağlantısını (her satıra bir tane) ya da bir oynatma listesi veya kanal bağlantısını yapıştırarak hepsini tek seferde alın ({max} videoya kadar).',
		batchWholeList: 'Bunun yerine tüm oynatma listesini al',
	},
	toast: {
		errorTitle: 'Hata',
		dismiss: 'Bildirimi kapat',
		region: 'Bildirimler',
	},
} satisfies Translation

export default tr
