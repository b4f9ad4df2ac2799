import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const tr_thumbnail = {
	meta: {
		title: 'YouTube küçük resim indirici (HD, ücretsiz) – Tubekit',
		description:
			'Herhangi bir YouTube videosunun küçük resmini HD 1280×720, standart, orta veya temel boyutta indirin. Ücretsiz, üyelik gerektirmez ve tarayıcınız YouTube’a hiç bağlanmaz.',
		keywords:
			'youtube thumbnail indir, youtube küçük resim indirme, youtube kapak fotoğrafı indir, hd thumbnail, video küçük resmi, maxresdefault',
	},
	intro:
		'Bir YouTube video bağlantısı yapıştırın; YouTube’un sakladığı her boyuttaki küçük resmi görün ve ihtiyacınız olanı indirin.',
	inputLabel: 'YouTube video bağlantısı',
	placeholder: 'örn. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Küçük resmi al',
	loading: 'Küçük resimler alınıyor…',
	failed: 'Küçük resimler alınamadı. Lütfen bağlantıyı kontrol edip tekrar deneyin.',
	invalid: 'Lütfen geçerli bir YouTube bağlantısı girin',
	resultsTitle: 'Bu videonun küçük resimleri',
	download: 'JPG olarak indir',
	downloadWebp: 'WebP olarak indir',
	unavailable: 'Bu video için mevcut değil',
	previewAlt: 'Videonun {quality} küçük resmi',
	clipNote: 'Bu bağlantı bir klibe ait ({start}–{end}). Bunlar, klibin alındığı videonun küçük resimleri.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Standart',
		high: 'Yüksek',
		medium: 'Orta',
		default: 'Temel',
	},
	steps: {
		title: 'YouTube küçük resmi nasıl indirilir',
		copy: {
			name: 'Video bağlantısını kopyalayın',
			text: 'Videoyu YouTube’da açın ve adresini tarayıcının adres çubuğundan ya da Paylaş düğmesinden kopyalayın.',
		},
		paste: {
			name: 'Buraya yapıştırın',
			text: 'Bağlantıyı yukarıdaki alana yapıştırın ve “Küçük resmi al” düğmesine basın. Shorts ve youtu.be bağlantıları da çalışır.',
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
				'HD (1280×720), standart (640×480), yüksek (480×360), orta (320×180) ve temel (120×90). Eski ya da az izlenen videoların çoğunda HD sürüm bulunmaz; olmayan boyutlar gri bir yer tutucu görselle değil, “mevcut değil” notuyla gösterilir.',
		},
		allowed: {
			question: 'İndirdiğim küçük resmi kullanabilir miyim?',
			answer:
				'Küçük resimler, onları yükleyen kanala aittir. Kendi videolarınız için, referans olarak ya da sahibinin izniyle kullanın; telif haklarına saygı gösterin.',
		},
		privacy: {
			question: 'YouTube bu aracı kullandığımı görür mü?',
			answer:
				'Hayır. Görselleri bu sunucu alır ve size iletir; böylece tarayıcınız YouTube’a ya da Google’a hiç bağlanmaz. Yapıştırdığınız bağlantı saklanmaz.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default tr_thumbnail
