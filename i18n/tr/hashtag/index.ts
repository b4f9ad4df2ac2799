import type { NamespaceHashtagTranslation } from '../../i18n-types'

const tr_hashtag = {
	meta: {
		title: 'YouTube hashtag oluşturucu (ücretsiz, yerel yapay zekâ) – Tubekit',
		description:
			'Birkaç anahtar kelimeden ya da bir video bağlantısından YouTube videonuz için gündemdeki, önerilen ve uzun kuyruklu hashtag’ler alın. Bunları yerel bir yapay zekâ modeli yazar: hiçbir şey bu sunucunun dışına çıkmaz.',
		keywords:
			'youtube hashtag oluşturucu, youtube hashtag, youtube videoları için hashtag, youtube etiketleri, yapay zekâ hashtag',
	},
	intro:
		'Birkaç anahtar kelime girin ya da bir video bağlantısı yapıştırın, isterseniz bir kategori seçin ve YouTube kurallarına uyan üç grup hashtag alın.',
	inputLabel: 'Anahtar kelimeler ya da bir YouTube video bağlantısı',
	placeholder: 'örn. minecraft, redstone, eğitim',
	categoryLabel: 'Kategori (isteğe bağlı)',
	categoryAny: 'Herhangi bir kategori',
	regionLabel: 'YouTube bölgesi (arama ve önerilerin geldiği yer)',
	regionName: 'YouTube bölgesi',
	categories: {
		gaming: 'Oyun',
		tech: 'Teknoloji',
		beauty: 'Güzellik',
		food: 'Yemek',
		fitness: 'Fitness',
		travel: 'Seyahat',
		music: 'Müzik',
		education: 'Eğitim',
		comedy: 'Komedi',
		lifestyle: 'Yaşam tarzı',
	},
	submit: 'Hashtag oluştur',
	loading: 'Hashtag’ler oluşturuluyor…',
	elapsed: 'Hashtag’leriniz yazılıyor… {seconds} sn',
	failed: 'Hashtag’ler oluşturulamadı. Lütfen farklı anahtar kelimelerle tekrar deneyin.',
	invalid: 'Lütfen birkaç anahtar kelime girin',
	builtinNote:
		'YouTube bu kelimeler için şu anda hiçbir video ya da arama önerisi göstermedi; bu yüzden bu hashtag’ler yalnızca sizin kelimelerinizden oluşturuldu: her biri yazdığınız bir kelime ya da ifade.',
	basisNote: {
		transcript: 'Videonun başlığından ve transkriptinden oluşturuldu.',
		transcriptKeywords: 'Anahtar kelimelerinizden ve videonun başlığı ile transkriptinden oluşturuldu.',
		title: 'Videonun başlığından ve YouTube’un onun için gösterdiklerinden oluşturuldu.',
		titleKeywords:
			'Videonun başlığından, anahtar kelimelerinizden ve YouTube’un bunlar için gösterdiklerinden oluşturuldu.',
		keywords: 'Yalnızca anahtar kelimelerinizden oluşturuldu; YouTube bu videonun bilgilerini paylaşmadı.',
	},
	groups: {
		trending: 'Gündemde',
		hashtags: 'Önerilen',
		longTail: 'Uzun kuyruklu',
	},
	groupHints: {
		trending: 'Geniş kapsamlı ve popüler: bu hashtag’lerde rekabet yüksektir.',
		hashtags: 'Konunuza özel: önce bunları kullanın.',
		longTail: 'Rekabeti daha az olan dar kapsamlı ifadeler.',
	},
	videoTags: {
		title: 'Videonun kendi etiketleri',
		hintOf:
			'“{title}” videosunun sahibinin YouTube Studio’da girdiği etiketler. İzleyiciler bunları görmez; en çok, sık yanlış yazılan kelimelerde işe yararlar.',
		copiedAll: 'Etiketler, YouTube Studio’daki Etiketler alanı için virgülle ayrılarak kopyalandı',
		copiedOne: 'Etiket kopyalandı: {tag}',
		copyOne: 'Etiketi kopyala: {tag}',
		copyFailed: 'Tarayıcınız kopyalamaya izin vermedi. Etiketleri seçip kendiniz kopyalayın.',
	},
	count: '{count} hashtag',
	copyAdvised: 'Önerilen {count} etiketi kopyala',
	copyAllCount: '{count} etiketin hepsini kopyala',
	copiedAdvised: 'Önerilen hashtag’ler kopyalandı: açıklamana yapıştır',
	evidence: {
		makerYoutube:
			'YouTube’un {region} bölgesinde “{query}” için gösterdiklerinden oluşturuldu: sonuçlardaki {videos} video ve {suggestions} arama önerisi.',
		makerOllama:
			'Yerel yapay zekâ modeli, YouTube’un {region} bölgesinde “{query}” için gösterdiklerinden seçti: sonuçlardaki {videos} video ve {suggestions} arama önerisi.',
		basedOn: {
			trending: '“{query}” için çıkan {videos} videodan son 30 gündeki {recent} videonun birkaçı kullanıyor.',
			hashtags: '“{query}” için çıkan videoların kullandığı etiketler; sizin kelimelerinize en yakın olanlar önce.',
			longTail: 'YouTube’un “{query}” için kendi arama önerileri.',
		},
		basedOnNone: {
			trending:
				'Son 30 günün videolarından ikisinin ya da daha fazlasının kullandığı bir etiket yok (“{query}” için çıkan {videos} videodan {recent} tanesi).',
			hashtags: '“{query}” için çıkan videoların etiketlerinden hiçbiri sizin kelimelerinize yeterince yakın değil.',
			longTail: 'YouTube “{query}” için daha uzun bir arama önermiyor.',
		},
		usedBy: '{tag}: “{query}” için çıkan {videos} videodan {count} tanesi kullanıyor',
	},
	copyAll: 'Tümünü kopyala',
	copied: 'Kopyalandı!',
	copiedAll: 'Hashtag’ler panoya kopyalandı',
	copiedOne: 'Hashtag kopyalandı: {tag}',
	copyOne: 'Kopyala: {tag}',
	copyFailed: 'Tarayıcınız kopyalamaya izin vermedi. Hashtag’leri seçip kendiniz kopyalayın.',
	previewTitle: 'YouTube bunları nasıl gösterir',
	previewHint: 'YouTube, açıklamanızdaki ilk üç hashtag’i başlığın üstünde gösterir.',
	previewVideoTitle: 'Video başlığınız',
	rules: {
		title: 'YouTube’un hashtag kuralları',
		limit: 'Videoyu anlatan üç ila beş hashtag genellikle yeterlidir: uzun bir liste izleyicilere spam gibi görünür.',
		never: 'Asla 60’tan fazla hashtag kullanmayın: sayı 60’ı aşarsa YouTube videodaki tüm hashtag’leri yok sayar.',
		form: 'Hashtag’lerde boşluk ya da noktalama işareti olmaz; her dilin harfleri kullanılabilir.',
	},
	steps: {
		title: 'YouTube hashtag’leri nasıl oluşturulur',
		copy: {
			name: 'Videonuzu anlatın',
			text: 'Videonuzla ilgili birkaç anahtar kelime yazın ya da başlığını ve kendi etiketlerini kullanmak için videonun YouTube bağlantısını yapıştırın.',
		},
		paste: {
			name: 'Bir kategori seçin',
			text: 'İsterseniz bir kategori ve izleyicileriniz başka bir ülkedeyse YouTube bölgesini seçin, ardından “Hashtag oluştur” düğmesine basın.',
		},
		download: {
			name: 'Kopyalayın ve kullanın',
			text: 'Hashtag’leri tek tek ya da hepsini birden kopyalayın ve en uygun üç ila beşini videonuzun açıklamasına ekleyin.',
		},
	},
	faq: {
		count: {
			question: 'Kaç hashtag kullanmalıyım?',
			answer:
				'Genel öneri, iyi seçilmiş üç ila beş hashtag kullanmaktır. YouTube’un tek kesin sınırı şudur: bir videoda 60’tan fazla hashtag varsa hepsini yok sayar. Uzun bir liste ise bundan çok önce spam gibi görünür. İlk üçü videonuzun başlığının üstünde görünür.',
		},
		ai: {
			question: 'Hashtag’leri kim yazıyor?',
			answer:
				'Bu sunucuda çalışan küçük bir yapay zekâ modeli. Anahtar kelimeleriniz hiçbir zaman dışarıdaki bir yapay zekâ hizmetine gönderilmez. Model meşgulse ya da kurulu değilse yerleşik bir oluşturucu yanıt verir ve sayfa bunu belirtir.',
		},
		language: {
			question: 'Hashtag’ler hangi dilde olur?',
			answer:
				'Bu sayfanın dilinde; anahtar kelimeleriniz açıkça başka bir dildeyse o dilde. Her dilin harfleri korunur; örneğin ü, ñ veya ş.',
		},
	},
} satisfies NamespaceHashtagTranslation

export default tr_hashtag
