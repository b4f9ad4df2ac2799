import type { NamespaceErrorsTranslation } from '../../i18n-types'

const tr_errors = {
	badRequest: 'İstek anlaşılamadı. Lütfen girdiğiniz bilgileri kontrol edip tekrar deneyin.',
	validation:
		'Gönderilen bilgilerin bazıları geçersiz: bir alan eksik, çok uzun ya da beklenen biçimde olmayabilir. Lütfen kontrol edip tekrar deneyin.',
	notFound: 'Bu adreste hiçbir şey bulunamadı.',
	payloadTooLarge: 'Gönderdiğiniz veri çok büyük. Lütfen daha az veri gönderip tekrar deneyin.',
	rateLimited: 'Çok fazla istek gönderildi. Lütfen {seconds} saniye bekleyip tekrar deneyin.',
	internal: 'Sunucumuzda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
	unsupportedMediaType: 'Lütfen isteği JSON biçiminde gönderin.',
	imageHostNotAllowed: 'Burada yalnızca YouTube’daki görseller yüklenebilir.',
	imageSignatureInvalid: 'Bu görsel bağlantısı geçerli değil. Lütfen sayfayı yeniden yükleyin.',
	imageNotFound: 'YouTube’da bu görsel bulunmuyor.',
	imageNotAnImage: 'YouTube bu bağlantı için bir görsel göndermedi.',
	imageTooLarge: 'Bu görsel yüklenemeyecek kadar büyük.',
	imageUpstreamFailed: 'Görsel YouTube’dan yüklenemedi. Lütfen birazdan tekrar deneyin.',
	invalidVideoUrl: 'Bu bir YouTube video bağlantısına benzemiyor.',
	invalidChannelUrl: 'Bu bir YouTube kanal bağlantısına benzemiyor.',
	// A link of the wrong kind: the card links the tool that takes it (params.tool)
	channelLinkNotVideo:
		'Bu bir video değil, bir kanal bağlantısı. Bir kanalın profil fotoğrafını ve banner görselini Profil fotoğrafı indirici’de bulabilirsiniz.',
	playlistLinkNotChannel:
		'Bu bir kanal değil, bir oynatma listesi bağlantısı. Oynatma listelerinin tamamını Küçük resim indirici alır (Transkript indirici de).',
	clipLinkNotChannel:
		'Bu bir kanal değil, bir klip bağlantısı. Klip bağlantılarını Transkript indirici alır (Küçük resim indirici de).',
	videoUnavailable: 'Bu video mevcut değil ya da kaldırılmış.',
	clipNotFound: 'Bu klip mevcut değil ya da kaldırılmış.',
	videoPrivate: 'Bu video özel.',
	ageRestricted: 'Bu video yaş kısıtlamalı: YouTube onu yalnızca oturum açmış izleyicilere gösteriyor.',
	geoBlocked: 'Bu video, bu sunucunun bulunduğu ülkede kullanılamıyor.',
	membersOnly: 'Bu video kanal üyelerine özel.',
	paymentRequired: 'Bu video için ücretli bir YouTube aboneliği ya da satın alma gerekiyor.',
	liveNotStarted: 'Bu canlı yayın henüz başlamadı.',
	unplayable: 'YouTube bu videoyu burada oynatmıyor.',
	noCaptions: 'Bu videonun altyazısı yok.',
	languageUnavailable: 'Bu videonun o dilde altyazısı yok. Mevcut diller: {languages}',
	invalidLanguage: 'Bu bir dil kodu değil. Listeden bir dil seçin.',
	tokenRequired: 'YouTube şu anda bu altyazı için ek doğrulama istiyor. Lütfen daha sonra tekrar deneyin.',
	youtubeBlocked: 'YouTube bu sunucuyu geçici olarak engelliyor. Lütfen daha sonra tekrar deneyin.',
	consentWall: 'YouTube içerik yerine bir onay sayfası gösterdi. Lütfen tekrar deneyin.',
	channelNotFound: 'Kanal bulunamadı.',
	videoChannelNotFound:
		'YouTube bu videonun kanalını göstermedi. Bunun yerine kanalın kendi bağlantısını yapıştırın (youtube.com/@ad).',
	channelTerminated: 'Bu kanal YouTube tarafından kapatıldı.',
	playlistNotFound: 'Bu oynatma listesi mevcut değil ya da özel.',
	playlistPrivate:
		'Bu oynatma listesi özel: yalnızca sahibi oturum açtığında görebilir (örneğin Beğenilen videolar veya Daha sonra izle listesi).',
	playlistUnviewable: 'YouTube bu tür oynatma listelerini göstermiyor.',
	mixUnavailable: 'Bu Mix yüklenemiyor: başladığı video kullanılamıyor.',
	upstreamError: 'YouTube beklenmeyen bir yanıt gönderdi. Lütfen birazdan tekrar deneyin.',
	upstreamUnreachable: 'Bu sunucu şu anda YouTube’a bağlanamıyor. Lütfen birazdan tekrar deneyin.',
	upstreamTimeout: 'YouTube’un yanıtı çok gecikti. Lütfen birazdan tekrar deneyin.',
	keywordsRequired: 'Lütfen birkaç anahtar kelime girin',
	keywordsTooLong: 'Anahtar kelimeler en fazla {max} karakter olabilir.',
	keywordsNoWords:
		'Lütfen videonuz hakkında birkaç kelime yazın: yalnızca emoji ve noktalama işaretlerinden hashtag oluşturulamaz.',
	unknownCategory: 'Bu kategori yok. Lütfen listeden birini seçin.',
	unknownRegion: 'YouTube böyle bir bölge sunmuyor. Lütfen listeden birini seçin.',
	modelBusy: 'Şu anda birçok kişi hashtag oluşturuyor. Lütfen {seconds} saniye sonra tekrar deneyin.',
	chaptersTooShort: 'Bu video bölümler için çok kısa: YouTube her biri en az 10 saniyelik en az üç bölüm ister.',
	chaptersLive:
		'Bu bir canlı yayın: yayın bittikten ve YouTube altyazılarını oluşturduktan sonra bölümler oluşturulabilir.',
	contactRequired: 'Lütfen tüm zorunlu alanları doldurun.',
	contactInvalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
	contactTooLong: 'Bu alan çok uzun: en fazla {max} karakter girebilirsiniz.',
	contactInvalid: 'Bazı alanlarda izin verilmeyen karakterler var ya da kategori bilinmiyor.',
	adminOff: 'Yönetim alanı kapalı: ne ADMIN_PASSWORD ne de ADMIN_TOKEN ayarlanmış.',
	adminUnauthorized: 'Lütfen yönetim alanına giriş yapın.',
	csrfInvalid: 'Bu formun süresi doldu. Lütfen sayfayı yenileyip tekrar deneyin.',
	sessionsUnavailable:
		'Yönetici girişi şu anda kullanılamıyor: ortak oturum deposuna (Redis) ulaşılamıyor. Lütfen birazdan tekrar deneyin.',
	network: 'Sunucuya ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
	// Whole playlists and channels
	invalidListUrl:
		'Bu bağlantı bir oynatma listesine ya da kanala gitmiyor. Bir oynatma listesi bağlantısı (youtube.com/playlist?list=…) veya kanal bağlantısı (youtube.com/@ad) yapıştırın.',
	batchRunning: 'Devam eden bir toplu işleminiz var. Yenisini başlatmadan önce bitmesini bekleyin ya da durdurun.',
	batchLinkInvalid:
		'“{link}” bir YouTube videosunun bağlantısı değil. Her satıra bir tane olacak şekilde video bağlantıları ya da bir oynatma listesi veya kanal bağlantısı yapıştırın.',
	batchTooManyLinks:
		'{count} farklı video yapıştırdınız; bir toplu işlem en fazla {max} video alır. Daha az bağlantı yapıştırın ya da birkaç toplu işleme bölün.',
} satisfies NamespaceErrorsTranslation

export default tr_errors
