import type { Glossary } from './types'

/**
 * Turkish: TDK spelling, "siz" throughout, and the words YouTube's own Turkish interface and
 * YouTube Studio show creators. Where a Studio label could not be confirmed, the texts
 * describe the screen instead of guessing a label.
 *
 * Conventions an editor holds the texts to, beyond the banned variants below:
 * - Sentence case for every title, heading, button, tab and label (only the first word and proper
 *   names capitalized): "Küçük resim indirici", "Transkripti al", "Yardım merkezi". Proper names keep
 *   their capitals: YouTube Studio, YouTube Analytics, Topluluk Kuralları, YouTube Yardım Merkezi.
 * - Buttons and links use the bare verb stem, as YouTube does ("Kopyala", "Aracı aç", "Rehberi oku");
 *   instructions in running text use the polite -(y)In form ("kopyalayın").
 * - Tool names are common nouns in running text: "Tubekit’in transkript indiricisi", "hashtag
 *   oluşturucuya". A button named in text is quoted: “Küçük resmi al” düğmesine basın.
 * - After a colon the text continues in lower case (proper names excepted), one rule for every string.
 * - Suffixes after brands and numbers follow pronunciation and take the typographic apostrophe:
 *   YouTube’un, Tubekit’in, Google’a, Analytics’te, SEO’yu, 60’tan, 15’i. Names of institutions and
 *   titles take no apostrophe (TDK): Dünya Sağlık Örgütüne, Topluluk Kurallarını.
 * - Publishing: a video is "yayınlanır" (broadcast, as YouTube says); a text (guide, transcript on a
 *   web page, blog post) is "yayımlanır" (TDK).
 */
export const tr: Glossary = {
	language: 'tr',
	formality: 'siz (buttons and links: bare verb stem, as in YouTube’s own Turkish interface)',
	quotes: { open: '“', close: '”', avoid: ['"', '„', '«', '»', '‹', '›', '‘', "'"] },
	spelling:
		'Turkish, TDK (Türk Dil Kurumu) spelling: yapay zekâ, hâlâ, hâle, dâhil, resmî, hikâye, iş birliği, altyazı',
	terms: [
		{ concept: 'tool', term: 'araç', avoid: ['alet', 'aletler', 'gereç', 'tool', 'tools'] },
		{
			concept: 'thumbnail',
			term: 'küçük resim',
			avoid: [
				'thumbnail',
				'thumbnaili',
				'thumbnail’ı',
				'kapak fotoğrafı',
				'kapak görseli',
				'kapak resmi',
				'önizleme görseli',
				'önizleme resmi',
				'küçük görsel',
				'minyatür',
			],
			note: 'YouTube Studio shows "Küçük resim". The meta keywords keep the words people type into search engines; the help names the downloaded files, which start with "thumbnail-".',
			allowIn: ['thumbnail.meta.keywords', 'guideThumbnails.meta.keywords', 'help.tools.thumbnail.faq.q4.a'],
		},
		{
			concept: 'profile picture',
			term: 'profil fotoğrafı',
			avoid: ['profil resmi', 'profil resmini', 'avatar', 'kanal fotoğrafı', 'kanal fotoğrafını', 'kanal logosu', 'pp'],
			note: 'The meta keywords keep the search words creators use ("pp", "kanal logosu").',
			allowIn: ['profile.meta.keywords'],
		},
		{
			concept: 'channel banner',
			term: 'banner görseli; only at a page’s first mention described: "kanal sayfasının üstündeki geniş görsel (banner)"',
			avoid: [
				'banner resmi',
				'banner resmini',
				'banner resimleri',
				'banner resimlerini',
				'kanal kapağı',
				'kapak resmi',
				'kapak fotoğrafı',
			],
			note: 'A plain description, not a Studio label: Turkish Studio’s name for this field („Banner resmi“?) could not be confirmed (docs/i18n-review/tr.md; searched again for the 2026-12 review), so no text presents one as YouTube’s. "Banner resmi" is avoided only to keep one term; "kapak" words would clash with the thumbnail. After the first mention the long description is not repeated.',
			allowIn: ['thumbnail.meta.keywords'],
		},
		{
			concept: 'channel handle (youtube.com/@name)',
			term: 'herkese açık kullanıcı adı (the @name); its link: "kanalın herkese açık kullanıcı adını içeren bağlantı (youtube.com/@ad)"',
			avoid: [
				'tanıtıcı',
				'@ ile başlayan',
				'@ adı',
				'@ adına',
				'@ adını',
				'kullanıcı adı bağlantısı',
				'kullanıcı adı bağlantıları',
			],
			note: 'YouTube’s Turkish term: its announcement of handles says „Herkese açık kullanıcı adlarının başında “@” simgesi bulunur“ (quoted in Turkish press, e.g. cozumpark.com, October 2022). „tanıtıcı“ was a press translation, not YouTube’s word.',
		},
		{
			concept: 'Test & Compare (Studio’s A/B test of thumbnails and titles)',
			term: 'YouTube Studio’nun A/B testi (küçük resim ve başlık A/B testi)',
			avoid: [
				'Test ve karşılaştırma',
				'Test ve Karşılaştırma',
				'Test & Compare',
				'Test et ve karşılaştır',
				'karşılaştırma testi',
				'karşılaştırma testine',
				'karşılaştırma testini',
			],
			note: 'The Turkish Studio label could not be confirmed (only press articles were found, with „Küçük Resim Test Et ve Karşılaştır“ in a machine-like translation), so the texts name what it is, an A/B test, in a short phrase rather than a long description.',
		},
		{
			concept: 'Mix (YouTube’s automatic playlist)',
			term: 'Mix',
			avoid: ['karışık liste', 'karışık listesi', 'karma liste'],
			note: 'YouTube Turkish keeps the name „Mix“.',
		},
		{
			concept: 'the 120×90 thumbnail size (file default.jpg)',
			term: 'temel',
			avoid: ['varsayılan boyut', 'varsayılan boyutta', 'varsayılan boyutların', 'varsayılan (120', 'varsayılan 120'],
			note: '„varsayılan“ is a calque of the file name and reads as “preselected”; German and Dutch say „Basis“ too. „varsayılan olarak“ (by default) stays.',
		},
		{
			concept: 'transcript',
			term: 'transkript',
			avoid: ['transcript', 'döküm', 'dökümü', 'metin dökümü', 'deşifre', 'deşifresi', 'yazı dökümü'],
			note: 'YouTube shows "Transkripti göster". The English word stays in the keywords as a search term.',
			allowIn: ['transcript.meta.keywords'],
		},
		{
			concept: 'caption track (the captions of one language)',
			term: 'altyazı (bir dildeki altyazı)',
			avoid: [
				'altyazı kanalı',
				'altyazı kanalları',
				'altyazı kanalını',
				'altyazı kanalının',
				'altyazı kanallarını',
				'altyazı izi',
				'altyazı parçası',
			],
			note: '"Kanal" is the channel. YouTube lists caption tracks simply as languages of "Altyazılar"; where one track is meant, say "videonun ana altyazısı", "o dildeki altyazı".',
		},
		{
			concept: 'captions / subtitles',
			term: 'altyazı',
			avoid: ['alt yazı', 'alt yazılar', 'alt yazısı', 'alt yazıları', 'caption', 'captions'],
			note: 'TDK writes "altyazı" as one word; YouTube Studio’s screen is "Altyazılar". "Subtitle Edit" is a program’s name.',
		},
		{
			concept: 'auto-generated captions',
			term: 'otomatik altyazılar; as a label: "{language} (otomatik oluşturulan)"',
			avoid: [
				'otomatik üretilen altyazılar',
				'otomatik üretilmiş altyazılar',
				'otomatik oluşturulmuş altyazılar',
				'makine altyazısı',
				'makine altyazıları',
				'otomatik altyazılandırma',
			],
		},
		{
			concept: 'channel',
			term: 'kanal',
			avoid: [],
			note: 'Only for a YouTube channel: never for a caption track (see above). Example addresses keep /channel/.',
		},
		{ concept: 'video', term: 'video', avoid: ['vidyo', 'vidyolar', 'vidyoyu'] },
		{
			concept: 'Shorts',
			term: 'Shorts (plural and inflected: "Shorts videoları", "Shorts videolarında")',
			avoid: [
				'Shorts’lar',
				'Shorts’ları',
				'Shorts’larda',
				'Shorts’larınız',
				'kısa videolar',
				'kısa video',
				'Short’lar',
			],
			note: 'YouTube keeps the name "Shorts" in Turkish and inflects the noun after it.',
		},
		{
			concept: 'Shorts feed; related video (a Short’s link to a long video)',
			term: 'Shorts akışı; ilgili video',
			avoid: ['Shorts beslemesi', 'Shorts feed', 'bağlantılı video', 'related video'],
		},
		{
			concept: 'auto-dubbing, dubbed audio track, multi-language audio',
			term: 'otomatik dublaj; dublajlı ses parçası; çok dilli ses',
			avoid: [
				'otomatik seslendirme',
				'auto-dubbing',
				'ses kanalı',
				'ses kanalları',
				'ses izi',
				'çok dilli ses parçası özelliği',
			],
			note: 'The player’s setting is "Ses parçası"; "kanal" stays the channel.',
		},
		{
			concept: 'playlist',
			term: 'oynatma listesi',
			avoid: ['çalma listesi', 'çalma listeleri', 'çalma listesine'],
			note: 'YouTube says "Oynatma listesi". The English word appears only inside example addresses (youtube.com/playlist?list=…).',
		},
		{
			concept: 'keyword',
			term: 'anahtar kelime',
			avoid: ['anahtar sözcük', 'anahtar sözcükler', 'keyword', 'keywords'],
		},
		{
			concept: 'tag (the hidden video tags in YouTube Studio)',
			term: 'etiket',
			avoid: ['taglar', 'tag’ler', 'tagler', 'tag’leri', 'video tag’leri'],
			note: 'YouTube Studio’s field is "Etiketler". A hashtag is never called "etiket".',
		},
		{
			concept: 'hashtag',
			term: 'hashtag (hashtag’ler, hashtag’i)',
			avoid: ['hashtagler', 'hashtagleri', 'hashtagi', 'hashtagler’', 'diyez etiket', 'diyez etiketi', 'etiket bulutu'],
			note: 'YouTube Help in Turkish writes "hashtag’ler" with an apostrophe.',
		},
		{
			concept: 'creator',
			term: 'içerik üreticisi (içerik üreticileri)',
			avoid: [
				'içerik üretici',
				'içerik yaratıcısı',
				'içerik yaratıcıları',
				'içerik oluşturucu',
				'içerik oluşturucular',
				'yaratıcı',
				'yaratıcılar',
				'yapımcı',
				'creator',
				'YouTuber',
				'YouTuberlar',
			],
			note: 'YouTube says "içerik üreticisi". "İçerik üretici araçları" is a broken compound: write "içerik üreticileri için araçlar".',
		},
		{ concept: 'subscriber', term: 'abone', avoid: ['takipçi', 'takipçiler', 'subscriber'] },
		{
			concept: 'private (video visibility)',
			term: 'özel',
			avoid: ['gizli'],
			note: 'YouTube’s visibility setting is "Özel". "Gizli" reads as secret; for tags that viewers do not see, write "izleyicilerin görmediği".',
		},
		{ concept: 'unlisted', term: 'liste dışı', avoid: ['listelenmemiş', 'listede olmayan', 'listelenmeyen'] },
		{
			concept: 'age-restricted',
			term: 'yaş kısıtlamalı',
			avoid: ['yaş sınırı', 'yaş sınırlı', 'yaş sınırlaması', 'yaş sınırlamalı', 'yaş kısıtlaması var'],
		},
		{
			concept: 'members-only',
			term: 'kanal üyelerine özel',
			avoid: ['yalnızca kanal üyelerine açık', 'üyelere açık', 'abonelere özel', 'sadece üyelere'],
			note: 'YouTube labels such videos "Üyelere özel"; members are not subscribers (abone).',
		},
		{
			concept: 'live stream',
			term: 'canlı yayın',
			avoid: ['canlı akış', 'yayın akışı', 'livestream', 'canlı yayın akışı'],
		},
		{ concept: 'upload', term: 'yüklemek, yükleme', avoid: ['upload', 'karşıya yükleme', 'karşıya yüklemek'] },
		{ concept: 'download', term: 'indirmek, indirme', avoid: ['download', 'downloader'] },
		{
			concept: 'link / URL',
			term: 'bağlantı',
			avoid: ['link', 'linki', 'linkler', 'URL', 'URL’si', 'URL’yi'],
			note: 'YouTube says "Bağlantıyı kopyala". Example addresses (youtube.com/@ad) are shown as they are. The developers’ page names the batch ZIP’s query field `url`, which stays English.',
			allowIn: [
				'apiDocs.operations.thumbnailsBatchZip.description',
				'apiDocs.operations.transcriptBatchZip.description',
			],
		},
		{
			concept: 'YouTube Studio',
			term: 'YouTube Studio',
			avoid: ['YouTube Stüdyo', 'YouTube Stüdyosu', 'Creator Studio', 'İçerik Üreticisi Stüdyosu'],
		},
		{
			concept: 'YouTube Analytics',
			term: 'YouTube Analytics (Studio’s menu item "Analytics")',
			avoid: ['YouTube Analiz', 'YouTube Analizleri', 'YouTube İstatistikleri', 'Analitik'],
			note: 'Turkish YouTube Studio keeps the English name "Analytics".',
		},
		{
			concept: 'Subtitles screen in YouTube Studio',
			term: 'YouTube Studio’nun Altyazılar bölümü',
			avoid: ['Alt Yazılar', 'Altyazı sekmesi'],
		},
		{ concept: 'impressions', term: 'gösterimler', avoid: ['izlenimler', 'impression', 'impressions'] },
		{
			concept: 'impressions click-through rate',
			term: 'gösterim tıklama oranı (short: tıklama oranı)',
			avoid: [
				'gösterimlerin tıklama oranı',
				'gösterimlerin tıklama oranını',
				'tıklama geçiş oranı',
				'tıklanma oranı',
				'CTR',
			],
		},
		{
			concept: 'watch time',
			term: 'izlenme süresi',
			avoid: ['izleme süresi', 'izleme süresini', 'izleme süresinden', 'seyir süresi', 'watch time'],
		},
		{
			concept: 'average view duration',
			term: 'ortalama izlenme süresi',
			avoid: ['ortalama izleme süresi', 'ortalama izleme süresini', 'ortalama görüntüleme süresi'],
		},
		{
			concept: 'audience retention',
			term: 'kitleyi elde tutma',
			avoid: [
				'izleyici tutma',
				'izleyiciyi elde tutma',
				'izleyici elde tutma',
				'izleyicileri elde tutma',
				'kitle tutma',
				'izleyici bağlılığı',
			],
		},
		{
			concept: 'traffic sources',
			term: 'trafik kaynakları (trafik kaynağı)',
			avoid: ['trafik kanalları', 'trafik kaynak türü'],
		},
		{
			concept: 'Analytics tabs in YouTube Studio (Content, Audience, Research) and a video’s own Analytics',
			term: 'İçerik sekmesi, Kitle sekmesi, Araştırma sekmesi; videonun Analytics sayfası',
			avoid: [
				'Erişim sekmesi',
				'Etkileşim sekmesi',
				'Erişim ve Etkileşim sekmeleri',
				'Hedef kitle sekmesi',
				'İzleyici sekmesi',
			],
			note: 'Studio’s Analytics now opens on Overview, Content, Audience and (on some channels) Research; the old Reach and Engagement tabs are gone, so the guides name only these.',
		},
		{
			concept: 'Studio upload questions',
			term: 'çocuklara özel; ücretli tanıtım; değiştirilmiş veya yapay içerik',
			avoid: ['sentetik içerik', 'ücretli promosyon', 'çocuklar için yapılmış', 'yapay veya değiştirilmiş'],
			note: 'The wording of YouTube’s Turkish upload details; the texts quote them as questions, not as exact labels.',
		},
		{ concept: 'views', term: 'görüntüleme', avoid: ['izlenme sayısı', 'izlenme sayıları', 'görüntülenme sayısı'] },
		{
			concept: 'contact category: bug report',
			term: 'hata bildirimi',
			avoid: ['hata raporu', 'hata raporları', 'böcek', 'bug'],
			note: 'Not "hata mesajı", which is the error message a tool shows.',
		},
		{
			concept: 'contact category: feature request / idea',
			term: 'özellik isteği (özellik fikri)',
			avoid: ['özellik talebi', 'özellik talepleri', 'özellik önerisi'],
		},
		{
			concept: 'contact category: legal and privacy',
			term: 'Yasal konular ve gizlilik',
			avoid: ['Yasal/Gizlilik', 'Yasal/gizlilik', 'Hukuk/Gizlilik'],
			note: 'Quoted word for word where the privacy policy names the category.',
		},
		{
			concept: 'contact category: partnership',
			term: 'İş birliği ve ticari konular',
			avoid: ['İş/İş Birliği', 'işbirliği', 'işbirlikleri'],
		},
		{ concept: 'help center', term: 'yardım merkezi', avoid: ['destek merkezi', 'yardım masası'] },
		{ concept: 'guide', term: 'rehber', avoid: ['kılavuz', 'kılavuzlar', 'klavuz'] },
		{
			concept: 'AI',
			term: 'yapay zekâ',
			avoid: ['yapay zeka', 'yapay zekanın', 'yapay zekaya', 'yapay zekayla', 'AI'],
		},
		{
			concept: 'TDK spellings',
			term: 'hâlâ, hâle, hâli, dâhil, resmî, hikâye, kâğıt, şikâyet, davetkâr',
			avoid: ['hala', 'hale', 'dahil', 'dahildir', 'hikaye', 'kağıt', 'şikayet', 'davetkar', 'resmi olmayan'],
			note: '"resmi" alone is not banned: it is also "the picture" (Küçük resmi al).',
		},
		{
			concept: 'GDPR terms in the privacy policy (legal basis, legitimate interest, controller, processor)',
			term: 'hukuki sebep; meşru menfaat; veri sorumlusu; veri işleyen; cited as "GDPR madde 6(1)(f)"',
			avoid: [
				'hukuki dayanak',
				'yasal dayanak',
				'hukuki temel',
				'meşru çıkar',
				'meşru çıkarımız',
				'meşru yarar',
				'veri denetleyicisi',
				'veri kontrolörü',
				'veri işleyici',
				'veri işlemci',
			],
			note: 'The terms of KVKK and of the Turkish GDPR translations ("kişisel veri işlemenin hukuki sebebi", "meşru menfaat"). One citation style throughout: "GDPR madde 15".',
		},
		{
			concept: 'GDPR rights and the authority',
			term: 'erişim, düzeltme, silme, işlemenin kısıtlanması, veri taşınabilirliği, itiraz, şikâyet hakkı; denetim makamı',
			avoid: [
				'veri aktarılabilirliği',
				'verilerin taşınabilirliği hakkı',
				'işlemeyi sınırlama',
				'işlemenin sınırlandırılması',
				'denetim otoritesi',
				'denetleyici makam',
				'gözetim makamı',
			],
		},
		{
			concept: 'worked example (section title in every guide)',
			term: 'Uygulamalı bir örnek',
			avoid: ['Çalışılmış örnek', 'İşlenmiş örnek'],
		},
		{
			concept: 'sen-form (formality is siz)',
			term: 'siz: -(y)In, -InIz',
			avoid: ['sunucunda', 'kanalın için', 'videon', 'videonu', 'videonun için', 'senin', 'sana', 'seni'],
			note: 'Buttons keep the bare stem ("Kopyala"), which is not the sen-form in Turkish interfaces.',
		},
		{
			concept: 'the keyed hash that replaces a client’s IP address',
			term: 'anahtarlı özet (HMAC)',
			avoid: ['tek yönlü özet', 'tek yönlü bir özet', 'tek yönlü özetle', 'tek yönlü bir özetle'],
			note: 'The key is the protection (a plain hash of an IPv4 address can be reversed by trying them all); the privacy policy and the Help Center say the same.',
		},
		{
			concept: 'using downloaded content within copyright law',
			term: 'sorumlu kullanım; telif hakkı mevzuatının izin verdiği istisnalar (ör. alıntı)',
			avoid: ['adil kullanım', 'adil kullanın'],
			note: '“Adil kullanım” is the US fair-use doctrine; Law No. 5846 has narrow exceptions such as quotation (iktibas).',
		},
	],
}
