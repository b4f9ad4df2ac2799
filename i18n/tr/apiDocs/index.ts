import type { NamespaceApiDocsTranslation } from '../../i18n-types'

const tr_apiDocs = {
	meta: {
		title: 'Geliştiriciler için Tubekit API’si',
	},
	h1: 'Tubekit API’si',
	intro: {
		p1: 'Bu sitedeki araçların ve iletişim formunun arkasındaki JSON API’leri. Anahtar ya da hesap gerekmez: JSON gönderin, JSON alın. Her hata {shape} biçimindedir; değişmeyen bir {code} ve isteğin dilinde bir {message} içerir ({lang} ya da {header} başlığı). Yanıtlardaki görseller bu sunucuya giden imzalı bağlantılardır.',
		p2: 'Makineler için aynı açıklama, İngilizce: {openapi} (OpenAPI 3.1). Aşağıdaki alan açıklamaları da o belgedeki gibi İngilizcedir. {home} dönün.',
		home: 'Araçlara',
	},
	endpoints: 'Uç noktalar',
	section: {
		rateLimit: 'İstek sınırı: {budget}.',
		body: 'İstek gövdesi (JSON)',
		query: 'Sorgu parametreleri',
		example: 'Örnek',
		answer: 'Yanıt (200)',
		mediaTypes: 'Medya türleri: {types}',
		errors: 'Hatalar',
	},
	fields: {
		name: 'Alan',
		type: 'Tür',
		required: 'Zorunlu',
		meaning: 'Anlamı',
		yes: 'evet',
		no: 'hayır',
		captionInput: '{path} alanları',
		captionAnswer: '{path} yanıtı',
	},
	errorTable: {
		status: 'Durum',
		code: 'Kod',
		message: 'Mesaj',
		caption: '{path} hataları',
	},
	budgets: {
		tool: '{setting} (varsayılan olarak dakikada 60), tüm araçlar için ortak',
		batch:
			'{setting} (varsayılan olarak saatte 5, iki yol birlikte), istemci başına aynı anda bir toplu iş; en fazla {max} video (200)',
		contact: '{setting} (varsayılan olarak saatte 10)',
	},
	operations: {
		thumbnails: {
			summary: 'Bir videonun küçük resimleri',
			description:
				'Bir videonun tüm küçük resim boyutları, en iyisi önde, YouTube’da olup olmadıkları bilgisiyle. Bağlantılar YouTube’a değil, bu sunucuya giden imzalı bağlantılardır (/api/image). Bir klip bağlantısı (youtube.com/clip/…) videosunun küçük resimlerini ve klibin aralığını (`clip`) verir.',
		},
		profile: {
			summary: 'Bir kanalın profil fotoğrafı',
			description:
				'Bir kanalın adı, kimliği ve herkese açık kullanıcı adı, birkaç kare boyutta ve kırpılmamış profil fotoğrafı ile banner’ı. Görsel bağlantıları bu sunucuya giden imzalı bağlantılardır.',
		},
		transcript: {
			summary: 'Bir videonun transkripti',
			description:
				'Bir videonun altyazı metni, zamanlı satırları ve sahip olduğu altyazı parçaları. `language` verilmezse isteğin dilindeki parça, o yoksa videonun ana parçası. Bir klip bağlantısı (youtube.com/clip/…) videosunun transkriptini klibin satırlarıyla sınırlı verir (zamanlar videonunki olarak kalır), `range: video` ile de videonun tamamını; hangisi olduğunu `clip` söyler. Yanıt `title` ve `text` alanlarını belirtimdeki gibi içerir; `view: page` sitenin kendi biçimidir, `text` içermez (sayfa metnini `cues` ve `chapters` alanlarından kurar).',
		},
		chapters: {
			summary: 'Bir videonun bölümleri',
			description:
				'Video açıklamasına yapıştırılmaya hazır bir bölüm listesi (`0:00 Giriş` gibi satırlar) ve bir açıklama taslağı; transkriptin dilinde ya da istenen dilde (YouTube’un çevrilmiş parçası). Videonun kendi bölümleri varsa onlar gelir (`remake` `1` değilse); yoksa bölümleri transkriptten sunucunun yerel modeli yazar, model kapalı, meşgul ya da yavaşsa yerleşik yöntem (`source` hangisi olduğunu söyler). Her liste YouTube’un kurallarına uyar: ilki 0’da, en az üç bölüm, her biri en az 10 sn.',
		},
		hashtags: {
			summary: 'Bir konu için hashtag’ler',
			description:
				'İsteğin dilinde üç grup hashtag; sunucunun yerel modeli yazar, model kapalı, meşgul ya da yavaşsa yerleşik üretici devreye girer (hangisi olduğunu `source` söyler). YouTube video bağlantısı içeren anahtar kelimeler videonun başlığını, transkriptini ve kendi etiketlerini de getirir; YouTube paylaştıysa yanıt bu başlığı ve etiketleri de verir (`videoTitle`, `videoTags`).',
		},
		thumbnailsBatch: {
			summary: 'Bütün bir oynatma listesinin, kanalın ya da birkaç videonun küçük resimleri, akış olarak',
			description:
				'Bir oynatma listesinin, karmanın ya da kanalın (Videolar sekmesi veya /shorts) videolarını listeler ya da `urls` içinde verilen video bağlantılarını alır (bir kerede yapıştırılmış: her video bir kez, sırasıyla), sonra YouTube’u hiç yormayacak bir hızla tek tek işler. Yanıt her satırda bir JSON nesnesi akıtır: önce liste, sonra biten her video (sonucuyla tamamlandı ya da kendi çevrilmiş nedeniyle başarısız oldu), en sonda toplamlar. İsteği kapatmak toplu işi durdurur. Her videonun en iyi küçük resim boyutu, JPEG olarak.',
		},
		thumbnailsBatchZip: {
			summary: 'Bütün bir oynatma listesinin, kanalın ya da birkaç videonun küçük resimleri, tek ZIP olarak',
			description:
				'Aynı toplu iş tek bir ZIP olarak (liste bağlantısı `list_url` olarak ya da video bağlantıları tekrarlanan `url` parametreleri olarak); videolar işlenirken akıtılır, listenin adını taşır ve index.csv içerir (sıra, kimlik, başlık, dil, dosya, durum: ok ya da neden). Her videonun en iyi küçük resim boyutu, JPEG olarak.',
		},
		transcriptBatch: {
			summary: 'Bütün bir oynatma listesinin, kanalın ya da birkaç videonun transkriptleri, akış olarak',
			description:
				'Bir oynatma listesinin, karmanın ya da kanalın (Videolar sekmesi veya /shorts) videolarını listeler ya da `urls` içinde verilen video bağlantılarını alır (bir kerede yapıştırılmış: her video bir kez, sırasıyla), sonra YouTube’u hiç yormayacak bir hızla tek tek işler. Yanıt her satırda bir JSON nesnesi akıtır: önce liste, sonra biten her video (sonucuyla tamamlandı ya da kendi çevrilmiş nedeniyle başarısız oldu), en sonda toplamlar. İsteği kapatmak toplu işi durdurur. Her videonun `language` dilindeki transkripti (varsayılan: ana parçası); ZIP bunları `format` biçiminde içerir.',
		},
		transcriptBatchZip: {
			summary: 'Bütün bir oynatma listesinin, kanalın ya da birkaç videonun transkriptleri, tek ZIP olarak',
			description:
				'Aynı toplu iş tek bir ZIP olarak (liste bağlantısı `list_url` olarak ya da video bağlantıları tekrarlanan `url` parametreleri olarak); videolar işlenirken akıtılır, listenin adını taşır ve index.csv içerir (sıra, kimlik, başlık, dil, dosya, durum: ok ya da neden). Her videonun `language` dilindeki transkripti (varsayılan: ana parçası); ZIP bunları `format` biçiminde içerir.',
		},
		transcriptDownload: {
			summary: 'Bir videonun transkripti, dosya olarak',
			description:
				'Aynı transkript, kaydedilecek bir dosya olarak (Content-Disposition: attachment): düz metin, zaman damgalı metin, SRT, WebVTT ya da JSON. Bir klip bağlantısında `range`, yukarıdaki gibi klibi ya da videonun tamamını seçer.',
		},
		contact: {
			summary: 'Siteye mesaj gönderme',
			description:
				'Bu siteyi işletenlere bir mesaj; yanıttan önce kaydedilir, sonra onlara e-postayla gönderilir (yanıt adresi: from_email). Ad, e-posta ve mesaj zorunludur; mesaj en fazla {max} karakter olabilir. Yeniden denemenin güvenli olması için bir `submission_id` gönderin: kimliği zaten kayıtlı olan bir gönderim (kaybolan bir yanıt, başka bir sunucuda yeniden deneyen bir yük dengeleyici) 200 ile yanıtlanır ve ikinci kez kaydedilmez.',
		},
	},
} satisfies NamespaceApiDocsTranslation

export default tr_apiDocs
