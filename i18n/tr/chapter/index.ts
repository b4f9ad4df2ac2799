import type { NamespaceChapterTranslation } from '../../i18n-types'

const tr_chapter = {
	meta: {
		title: 'YouTube bölüm oluşturucu: transkriptten zaman damgaları – Tubekit',
		description:
			'Herhangi bir videonun transkriptinden YouTube bölümleri (0:00 zaman damgaları) ve bir açıklama taslağı oluşturun; yerel bir yapay zekâ modeliyle ya da yerleşik yöntemle. Ücretsiz ve özel.',
		keywords:
			'youtube bölüm oluşturucu, youtube zaman damgası oluşturucu, video bölümleri, transkriptten youtube bölümleri, açıklama zaman damgaları',
	},
	intro:
		'Bir YouTube video bağlantısı yapıştırın; YouTube kurallarına uyan, açıklamaya yapıştırmaya hazır bir bölüm listesi ve bir açıklama taslağı alın.',
	inputLabel: 'YouTube video bağlantısı',
	placeholder: 'ör. https://www.youtube.com/watch?v=…',
	submit: 'Bölümleri Oluştur',
	loading: 'Transkript okunuyor ve bölümler bulunuyor…',
	failed: 'Bölümler oluşturulamadı. Lütfen bağlantıyı kontrol edip tekrar deneyin; videonun altyazısı olmayabilir.',
	invalid: 'Lütfen geçerli bir YouTube video bağlantısı girin',
	languageLabel: 'Başlıkların dili',
	languageAuto: 'Transkriptin dili',
	waiting: 'Hazırlanıyor: {seconds} sn',
	source: {
		youtube: 'Bunlar videonun YouTube’da zaten sahip olduğu bölümler.',
		model: 'Bu sunucudaki yerel yapay zekâ modeli tarafından transkriptten yazıldı.',
		builtin:
			'Yerleşik yöntemle bulundu: transkriptteki kelimelerde konu değişimleri, her bölümün anahtar kelimeleriyle adlandırıldı.',
	},
	builtinNote: 'Yerel yapay zekâ modeli açıkken taslak, videonun kısa bir özetini de içerir.',
	makeNew: 'Bunun yerine yeni bölümler oluştur',
	chaptersTitle: 'Bölümler',
	copyChapters: 'Bölümleri kopyala',
	copied: 'Kopyalandı',
	descriptionTitle: 'Açıklama taslağı',
	copyDescription: 'Açıklamayı kopyala',
	steps: {
		title: 'Bir YouTube videosu için bölümler nasıl oluşturulur',
		copy: {
			name: 'Video bağlantısını kopyalayın',
			text: 'Videoyu YouTube’da açın ve adresini adres çubuğundan ya da Paylaş düğmesiyle kopyalayın.',
		},
		paste: {
			name: 'Buraya yapıştırın',
			text: 'Bağlantıyı yukarıdaki alana yapıştırın ve Bölümleri Oluştur’a basın. İsterseniz başlıklar için başka bir dil seçin.',
		},
		download: {
			name: 'Bölümleri kopyalayın',
			text: '0:00 satırlarını kopyalayıp YouTube Studio’da videonuzun açıklamasına yapıştırın.',
		},
	},
	faq: {
		rules: {
			question: 'Bölümler hangi kurallara uyar?',
			answer:
				'YouTube’un kurallarına: ilk bölüm 0:00’da başlar, en az üç bölüm vardır ve her biri en az 10 saniye sürer. Başlıklar kısa tutulur; uzun bir video en fazla yaklaşık beş dakikada bir bölüm alır.',
		},
		maker: {
			question: 'Bölümleri kim yazıyor?',
			answer:
				'Site yöneticisi kurduysa bu sunucudaki yerel yapay zekâ modeli; kurulmadıysa ya da model meşgul veya yavaşsa, transkriptteki kelimelerin konu değiştirdiği yerleri bulan yerleşik bir yöntem. Sayfa, listeyi kimin oluşturduğunu her zaman belirtir.',
		},
		language: {
			question: 'Başlıklar hangi dilde?',
			answer:
				'Videonun transkriptinin dilinde. Başka bir dil seçerseniz başlıklar, YouTube’un o dile çevirdiği altyazılardan oluşturulur.',
		},
		privacy: {
			question: 'Videom bir yapay zekâ hizmetine gönderiliyor mu?',
			answer:
				'Hayır. Sunucu, transkript indiricisi gibi YouTube’dan yalnızca transkripti ister ve yapay zekâ modeli bu sunucuda çalışır. Sunucudan başka hiçbir şey çıkmaz.',
		},
	},
} satisfies NamespaceChapterTranslation

export default tr_chapter
