import type { NamespaceContactTranslation } from '../../i18n-types'

const tr_contact = {
	meta: {
		title: 'Tubekit’e ulaşın: sorular, hata bildirimleri ve fikirler',
		description:
			'Tubekit ekibine yazın: araçlarla ilgili sorular, hata bildirimleri, özellik fikirleri, gizlilik talepleri veya iş birlikleri. Genellikle {hours} saat içinde yanıt veriyoruz.',
		keywords: 'tubekit iletişim, tubekit destek, hata bildir, özellik isteği, youtube araçları yardım, contact tubekit',
	},
	title: 'Bize ulaşın',
	intro:
		'Bir araçla ilgili sorunuz, bildirmek istediğiniz bir hata, bir fikriniz ya da bir gizlilik talebiniz mi var? Bize yazın, size e-postayla yanıt verelim.',
	form: {
		title: 'Bize mesaj gönderin',
		name: 'Ad',
		namePlaceholder: 'Adınız',
		email: 'E-posta',
		emailPlaceholder: 'adiniz@ornek.com',
		subject: 'Konu',
		subjectPlaceholder: 'Mesajınız ne hakkında?',
		category: 'Kategori',
		message: 'Mesaj',
		messagePlaceholder:
			'Size nasıl yardımcı olabileceğimizi anlatın. Bir hata bildiriyorsanız kullandığınız bağlantıyı ve ne olduğunu yazmanız işimizi çok kolaylaştırır.',
		required: 'zorunlu',
		optional: 'isteğe bağlı',
		submit: 'Mesajı gönder',
		sending: 'Gönderiliyor…',
		honeypot: 'Bu alanı boş bırakın',
	},
	categories: {
		general: 'Genel soru',
		bug: 'Hata bildirimi',
		feature: 'Özellik isteği',
		legal: 'Yasal konular ve gizlilik',
		business: 'İş birliği ve ticari konular',
	},
	sent: {
		title: 'Mesajınız gönderildi!',
		text: 'Mesajınız için teşekkür ederiz. En kısa sürede size yanıt vereceğiz.',
	},
	failed: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
	details: {
		title: 'İletişim bilgileri',
		response: 'Yanıt süresi',
		responseText: 'Genellikle {hours} saat içinde yanıt veriyoruz.',
		availability: 'Ulaşılabilirlik',
		availabilityText: {
			workingHours: 'Size uygun olduğu zaman yazın; mesajları çalışma saatlerimizde okuruz.',
			weekdays: 'Size uygun olduğu zaman yazın; mesajları iş günlerinde, pazartesiden cumaya okuruz.',
			allHours: 'Dünyanın her yerinden, 7/24: size uygun olduğu zaman yazın.',
		},
		languages: 'Diller',
		languagesText: 'Türkçe, English, Deutsch, Español, Nederlands',
		privacy: 'Mesajınız bu sunucuda saklanır ve ekibe e-postayla gönderilir.',
		privacyLink: 'Mesajınızı ne kadar süre sakladığımızı gizlilik politikasında bulabilirsiniz',
	},
	faq: {
		title: 'Hızlı yanıtlar',
		text: 'Birçok sorunun yanıtı araçların SSS bölümlerinde bulunuyor:',
		thumbnail: 'Küçük resim indirici: SSS',
		profile: 'Profil fotoğrafı indirici: SSS',
		transcript: 'Transkript indirici: SSS',
		hashtag: 'Hashtag oluşturucu: SSS',
		chapter: 'Bölüm oluşturucu: SSS',
	},
} satisfies NamespaceContactTranslation

export default tr_contact
