import type { NamespaceContactTranslation } from '../../i18n-types'

const tr_contact = {
	meta: {
		title: 'Tubekit İletişim – Sorular, Hata Bildirimleri ve Fikirler',
		description:
			'Tubekit ekibine yazın: araçlarla ilgili sorular, hata bildirimleri, özellik fikirleri, gizlilik talepleri veya iş birlikleri. Genellikle 24 saat içinde yanıt veriyoruz.',
		keywords: 'tubekit iletişim, tubekit destek, hata bildir, özellik isteği, youtube araçları yardım, contact tubekit',
	},
	title: 'Bize Ulaşın',
	intro:
		'Bir araçla ilgili sorunuz, bir hata, bir fikriniz ya da bir gizlilik talebiniz mi var? Bize yazın, size e-posta ile dönüş yapalım.',
	form: {
		title: 'Bize mesaj gönderin',
		name: 'Ad',
		namePlaceholder: 'Adınız',
		email: 'E-posta',
		emailPlaceholder: 'siz@ornek.com',
		subject: 'Konu',
		subjectPlaceholder: 'Ne hakkında?',
		category: 'Kategori',
		message: 'Mesaj',
		messagePlaceholder:
			'Size nasıl yardımcı olabileceğimizi anlatın. Bir hata bildiriyorsanız, kullandığınız bağlantı ve ne olduğu bize en çok yardımcı olur.',
		required: 'zorunlu',
		optional: 'isteğe bağlı',
		submit: 'Mesaj Gönder',
		sending: 'Gönderiliyor…',
		honeypot: 'Bu alanı boş bırakın',
	},
	categories: {
		general: 'Genel Soru',
		bug: 'Hata Bildirimi',
		feature: 'Özellik İsteği',
		legal: 'Yasal/Gizlilik',
		business: 'İş/İş Birliği',
	},
	sent: {
		title: 'Mesaj Gönderildi!',
		text: 'Mesajınız için teşekkür ederiz. En kısa sürede size dönüş yapacağız.',
	},
	failed: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
	details: {
		title: 'İletişim bilgileri',
		response: 'Yanıt süresi',
		responseText: 'Genellikle 24 saat içinde yanıt veriyoruz.',
		availability: 'Ulaşılabilirlik',
		availabilityText: 'Dünyanın her yerinden, 7/24: size uygun olduğu zaman yazın.',
		languages: 'Diller',
		languagesText: 'Türkçe, English, Deutsch, Español, Nederlands',
		privacy: 'Mesajınız bu sunucuda saklanır ve ekibe e-posta ile gönderilir.',
		privacyLink: 'Ne kadar süre sakladığımızı gizlilik politikasında bulabilirsiniz',
	},
	faq: {
		title: 'Hızlı yanıtlar',
		text: 'Birçok sorunun yanıtı araçların SSS bölümlerinde bulunuyor:',
		thumbnail: 'Küçük Resim İndirici SSS',
		profile: 'Profil Fotoğrafı İndirici SSS',
		transcript: 'Transkript İndirici SSS',
		hashtag: 'Hashtag Oluşturucu SSS',
	},
} satisfies NamespaceContactTranslation

export default tr_contact
