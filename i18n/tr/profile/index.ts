import type { NamespaceProfileTranslation } from '../../i18n-types'

const tr_profile = {
	meta: {
		title: 'YouTube profil fotoğrafı indirici – Tubekit',
		description:
			'Herhangi bir YouTube kanalının profil fotoğrafını kanal adı ve banner görseliyle birlikte tam boyutta (800×800) indirin. Ücretsiz ve gizliliğinize saygılı.',
		keywords:
			'youtube profil fotoğrafı indir, youtube pp indir, kanal avatarı, kanal logosu indir, youtube banner indir',
	},
	intro:
		'Bir YouTube kanal bağlantısı yapıştırın; kanalın adını, profil fotoğrafını ve kanal sayfasının üstündeki geniş görseli (banner) görün, görselleri tam boyutta indirin.',
	inputLabel: 'YouTube kanal bağlantısı',
	placeholder: 'örn. https://www.youtube.com/@kanaladi',
	submit: 'Profil fotoğrafını al',
	loading: 'Profil fotoğrafı alınıyor…',
	failed: 'Profil fotoğrafı alınamadı. Lütfen bağlantıyı kontrol edip tekrar deneyin.',
	invalid: 'Lütfen geçerli bir YouTube kanal bağlantısı girin',
	avatarAlt: '{name} kanalının profil fotoğrafı',
	download: 'Profil fotoğrafını indir',
	sizesTitle: 'Diğer boyutlar',
	sizeLink: '{size} × {size} piksel boyutunda indir',
	original: 'Yüklenen orijinal görsel',
	bannerTitle: 'Kanalın banner görseli',
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
			text: 'Bağlantıyı yukarıdaki alana yapıştırın ve “Profil fotoğrafını al” düğmesine basın.',
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
				'Ana indirme dosyası 800×800 pikseldir; bu, YouTube’un sunduğu en büyük kare boyuttur. Daha küçük boyutlar ve yüklenen orijinal görsel hemen altında sunulur.',
		},
		links: {
			question: 'Hangi kanal bağlantıları çalışır?',
			answer:
				'Kanalın herkese açık kullanıcı adını içeren bağlantılar (youtube.com/@ad), kanal kimliği bağlantıları (/channel/UC…) ve eski /c/ ile /user/ bağlantıları çalışır; sonda /videos gibi bir sekme olması fark etmez. Video bağlantısı da kabul edilir: bu durumda videoyu yükleyen kanalın profil fotoğrafını alırsınız.',
		},
		privacy: {
			question: 'Gizliliğim korunuyor mu?',
			answer:
				'Evet. Fotoğrafı bu sunucu alır ve size iletir; böylece tarayıcınız YouTube’a ya da Google’a hiç bağlanmaz ve yapıştırdığınız bağlantı saklanmaz.',
		},
	},
} satisfies NamespaceProfileTranslation

export default tr_profile
