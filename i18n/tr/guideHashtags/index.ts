import type { NamespaceGuideHashtagsTranslation } from '../../i18n-types'

const tr_guideHashtags = {
	meta: {
		title: 'YouTube hashtag’leri: kurallar, doğru sayı ve doğru seçim – Tubekit',
		description:
			'YouTube’da hashtag’ler nasıl çalışır: başlık mı açıklama mı, başlığın üstünde görünebilen üç hashtag, hashtag sayfaları, Shorts, kurallar, doğru seçim ve kaçınılması gereken hatalar.',
		keywords:
			'youtube hashtag, youtube’da hashtag kullanımı, youtube hashtag kuralları, youtube kaç hashtag, açıklamada hashtag, shorts hashtag, hashtag oluşturucu',
	},
	h1: 'YouTube hashtag’leri: nasıl seçilir ve kullanılır',
	badges: {
		b1: 'Yeni başlayanlara uygun',
		b2: '10 dk okuma',
		b3: 'YouTube’un kuralları dâhil',
	},
	intro: {
		p1: 'YouTube’da hashtag, bir videonun başlığında ya da açıklamasında önüne # konmuş bir kelime veya kısa bir ifadedir. YouTube onu bir bağlantıya dönüştürür: ona dokunan izleyici, aynı hashtag’i taşıyan başka videoları ve Shorts videolarını görür. İyi seçilmiş hashtag’ler videonuzun neyle ilgili olduğunu bir bakışta anlatır ve izleyicilere onu bulmaları için bir yol daha açar.',
		p2: 'Hashtag’ler küçük bir sinyaldir, kestirme bir yol değil. Belirsiz bir başlığı kurtarmazlar; yanlış hashtag’ler ise bir videonun aramada gizlenmesine ya da kaldırılmasına yol açabilir. Bu rehber, YouTube’un hashtag’lerinizle ne yaptığını, hangi kuralları koyduğunu, her video için birkaç iyi hashtag’i nasıl seçeceğinizi ve Tubekit’in hashtag oluşturucusunun size nasıl hızlı bir başlangıç sağlayacağını anlatıyor.',
	},
	how: {
		title: 'YouTube hashtag’leri nasıl kullanır',
		intro: 'Bir hashtag’i nereye yazdığınız, izleyicilerin onu nerede göreceğini belirler. Önemli olan yerler şunlar.',
		s1: {
			title: 'Açıklamada: en fazla üçü başlığın üstünde görünebilir',
			text: 'Hashtag’leri açıklamanın herhangi bir yerine yazabilirsiniz; her biri bağlantıya dönüşür. Başlıkta kendi hashtag’i yoksa YouTube ayrıca açıklamadaki ilk üç hashtag’i alır ve izleme sayfasında videonun başlığının üstünde gösterir. Bu yüzden sıra önemlidir: en alakalı olanları başa koyun.',
		},
		s2: {
			title: 'Başlıkta: başlığın bir parçası olarak',
			text: 'Başlıktaki bir hashtag yazdığınız yerde kalır ve orada bağlantı olarak çalışır. Ancak tıklamaya ikna eden kelimelerden yer çalar ve uzun başlıklar telefonda kesilir. Başlığa yalnızca doğal okunuyorsa, örneğin bir serinin adıysa, bir hashtag koyun; gerisini açıklamaya bırakın.',
		},
		s3: {
			title: 'Hashtag sayfaları bir konudaki videoları toplar',
			text: 'Bir hashtag’e dokunduğunuzda YouTube’da o hashtag’in sayfası açılır (youtube.com/hashtag/ ve ardından kelime); sayfada o hashtag’i kullanan videolar ve Shorts videoları yer alır. İzleyiciler bir hashtag’i # işaretiyle birlikte arayarak da bulabilir. Hashtag ne kadar dar kapsamlı olursa, sayfasında o kadar az video yarışır.',
		},
		s4: {
			title: 'Shorts videolarında da hashtag kullanılır',
			text: 'Bir Shorts videosunu yüklerken ya da YouTube uygulamasında kaydederken başlığına ve açıklamasına hashtag ekleyebilirsiniz; izleyiciler bunlara Shorts oynatıcısında dokunabilir. Shorts akışında izleyiciler çoğunlukla arama yapmaz, kaydırarak ilerler; yine de hashtag sayfalarında ve arama sonuçlarında Shorts videoları da listelenir. Bir videoyu Shorts yapan şey biçimidir, yani en fazla üç dakikalık dikey ya da kare bir video olmasıdır; #Shorts hashtag’i değil. Bu yüzden hashtag’lerinizi konuyu anlatmak için kullanın.',
		},
		s5: {
			title: 'Hashtag’ler etiket değildir',
			text: 'Etiketler, YouTube Studio’da girdiğiniz ve izleyicilerin görmediği anahtar kelimelerdir; YouTube’a göre videoların keşfedilmesinde çok küçük bir rol oynarlar. Hashtag’ler ise görünür ve tıklanabilir olduğu için izleyiciler onları da göz önünde bulundurur. Hashtag’leri, videonuzun kendini tanıtma biçiminin bir parçası olarak düşünün.',
		},
		example: {
			title: 'Örnek bir açıklama',
			hint: 'Hashtag’ler son satırda, en alakalı olanlar önde. Başlıkta kendi hashtag’i olmadığı için YouTube ilk üçünü izleme sayfasında başlığın üstünde gösterir.',
			videoTitle: 'Yeni başlayanlar için ekşi mayalı ekmek: eksiksiz tarif',
			description:
				'İlk ekşi mayalı ekmeğinizi yalnızca un, su ve tuzla pişirin: maya, hamur, şekil verme ve pişirme, adım adım.',
			chapters: {
				c1: '0:00 Neler gerekiyor',
				c2: '1:12 Ekşi mayayı beslemek',
				c3: '4:05 Hamuru yoğurmak',
			},
			hashtags: '#ekşimaya #ekşimayalıekmek #evdeekmek #ekmektarifi #AnnaylaEkmek',
			descriptionLabel: 'Açıklama',
		},
	},
	rules: {
		title: 'YouTube’un hashtag kuralları',
		intro:
			'YouTube Yardım Merkezi, nelere izin verildiğini ve bir hashtag kuralları ihlal ettiğinde ne olacağını açıklıyor. Dört kural neredeyse her şeyi kapsıyor.',
		consequenceLabel: 'Sonuç',
		r1: {
			title: 'Boşluk yok',
			text: 'Hashtag tek bir kelimedir: birden fazla kelimeyi bitişik yazın, #ekşimayalıekmek gibi. Her kelimenin ilk harfini büyük yazmak (#EkşiMayalıEkmek) uzun hashtag’lerin okunmasını kolaylaştırır; ekran okuyucular için de öyle. Her dilin harfleri kullanılabilir: ü, ñ ya da ş gibi.',
			consequence: 'Boşluktan sonrası sıradan metindir: “#ekşi maya” yazarsanız yalnızca #ekşi bağlantıya dönüşür.',
		},
		r2: {
			title: 'Abartı yok',
			text: 'YouTube aşırı hashtag kullanımına karşı uyarır: bir videoda ne kadar çok hashtag olursa, arama yapan izleyiciler için hepsi o kadar az alakalı olur. 60’ta ise net bir sınır çizer.',
			consequence:
				'60’tan fazla hashtag olursa YouTube videodaki tüm hashtag’leri yok sayar. Aşırı hashtag kullanımı ayrıca videonun arama sonuçlarından kaldırılmasına yol açabilir.',
		},
		r3: {
			title: 'Yalnızca videoyla ilgili hashtag’ler',
			text: 'Her hashtag doğrudan videoyla ilgili olmalıdır. Videoyla hiçbir ilgisi olmayan popüler bir hashtag ya da videoda olmayan bir şeyi vaat eden bir hashtag yanıltıcıdır; YouTube’un spam politikaları yanıltıcı meta verilere izin vermez.',
			consequence: 'YouTube videoyu arama sonuçlarında gizleyebilir ya da kaldırabilir.',
		},
		r4: {
			title: 'YouTube politikalarını ihlal eden hiçbir şey',
			text: 'Hashtag’ler de videonun kendisiyle aynı Topluluk Kurallarına tabidir: taciz, nefret söylemi, cinsel içerik ya da şiddeti teşvik eden içerik olmamalı, kaba veya saldırgan ifadeler kullanılmamalıdır.',
			consequence:
				'Böyle bir hashtag, Topluluk Kurallarını ihlal eden her içerik gibi videonun kısıtlanmasına ya da kaldırılmasına yol açabilir.',
		},
	},
	choose: {
		title: 'Hashtag’lerinizi nasıl seçersiniz',
		intro: 'Altı adım, video başına birkaç dakika. Bunları açıklamayı yazmadan önce yapın, sonra değil.',
		exampleLabel: 'Örnek',
		step1: {
			title: 'Videonun konusundan başlayın',
			text: 'İzleyicinin videodan ne kazanacağını tek cümleyle söyleyin. O cümledeki ana konu ve sonuç, arama çubuğuna yazacağınız kelimelerle ifade edildiğinde ilk adaylarınız olur.',
			example: '“İlk ekşi mayalı ekmeğinizi evde pişirin” cümlesinden #ekşimaya, #ekşimayalıekmek ve #evdeekmek çıkar.',
		},
		step2: {
			title: 'Dar ve geniş kapsamlı hashtag’leri karıştırın',
			text: 'Dar kapsamlı hashtag’ler tam olarak bu videoyu anlatır; sayfalarında video daha az rakiple yarışır. Tek bir genel hashtag ise videoyu daha geniş bir konuya yerleştirir. Hashtag’lerinizin çoğu dar kapsamlı olmalı.',
			example: '#yenibaşlayanlaraekşimaya (dar kapsamlı), #ekşimayalıekmek (konu), #ekmek (genel).',
		},
		step3: {
			title: 'İzleyicilerinizin kelimelerini ve dilini kullanın',
			text: 'İzleyiciler bir hashtag sayfasını yalnızca tam yazılışıyla bulur; bu yüzden kendi teknik dilinizi değil, kitlenizin gerçekten kullandığı kelimeleri kullanın. YouTube arama çubuğundaki öneriler yaygın ifadeleri gösterir. Hashtag’leri videonun dilinde yazın: izleyicileriniz o dilde arama yapar.',
			example: 'Türkçe bir ekmek videosu #ekşimaya kullanır; aynı videonun İngilizce sürümü #sourdough.',
		},
		step4: {
			title: 'Önce hashtag sayfasına bakın',
			text: 'Bir hashtag’i kullanmadan önce sayfasını açın ya da YouTube’da aratın. Sizinkine benzer videolar görüyorsanız doğru yerdesiniz. Sayfa alakasız bir şey ya da yanında görünmek istemeyeceğiniz içerikler gösteriyorsa, o hashtag izleyiciler için başka bir anlama geliyordur: kullanmayın.',
			example:
				'youtube.com/hashtag/ekmektarifi, izleyicilerin #ekmektarifi’ne dokunduklarında ne bulduklarını gösterir.',
		},
		step5: {
			title: 'Tutarlı olun ve kendinize ait bir hashtag ekleyin',
			text: 'Aynı konular için aynı hashtag’leri kullanın; böylece bir hashtag’i takip eden izleyiciler o konudaki tüm videolarınızı bulur. Kanalınız ya da seriniz için kısa ve benzersiz bir hashtag, tüm bölümleri tek bir sayfada toplar. Başlamadan önce başka kimsenin kullanmadığını kontrol edin, sonra her videoya ekleyin.',
			example: 'Bir ekmek serisinin her bölümünde #AnnaylaEkmek.',
		},
		step6: {
			title: 'Az tutun, en iyileri öne koyun',
			text: 'YouTube ideal bir sayı belirlemez, yalnızca bir sınır koyar: 60’tan fazla hashtag olursa hepsini yok sayar. Genel tavsiye iyi seçilmiş üç ila beş hashtag’dir; bu kadarını alakalı tutmak da kolaydır. Onları alaka düzeyine göre sıralayın: başlıkta hashtag yoksa izleme sayfasında başlığın üstünde görünenler ilk üçüdür, bir Shorts videosunun açıklamasında da izleyiciler önce ilk hashtag’leri görür.',
			example: 'Beş hashtag’lik bir son satır: en alakalı üçü önde, seri hashtag’i sonda.',
		},
	},
	mistakes: {
		title: 'Kaçınılması gereken yaygın hatalar',
		intro: 'Hashtag sorunlarının çoğu birkaç alışkanlıktan kaynaklanır. Her birinin kolay bir çözümü var.',
		fixLabel: 'Çözüm',
		m1: {
			title: 'Videoyla ilgisi olmayan bir trendden faydalanmaya çalışmak',
			text: 'Başkalarının kitlesinden pay almak için #viral gibi hashtag’leri ya da büyük bir etkinliğin veya başka bir kanalın adını eklemek. Bu, YouTube’un yanıltıcı meta veri kurallarını ihlal eder ve bu yoldan gelen izleyiciler hemen ayrılır.',
			fix: 'Yalnızca videoyu anlattıkları için başlığınızın üstünde görmekten memnun olacağınız hashtag’leri kullanın.',
		},
		m2: {
			title: 'Hashtag duvarı',
			text: 'Açıklamanın sonundaki onlarca hashtag izleyicilere spam gibi görünür, alakalı olanları gölgede bırakır ve 60’ı geçerse YouTube hepsini yok sayar.',
			fix: 'Üç ila beş tane bırakın. Tek cümleyle gerekçelendiremediğiniz her hashtag’i silin.',
		},
		m3: {
			title: 'Boşluklar ve noktalama işaretleri',
			text: 'Boşluk hashtag’i bitirir; yani “#ekşi maya” yazarsanız yalnızca #ekşi bağlantıya dönüşür. Kısa çizgi ya da kesme işareti gibi noktalama işaretleri de hashtag’i aynı şekilde kesebilir.',
			fix: 'Kelimeleri bitişik yazın, okumayı kolaylaştıracaksa büyük harf kullanın ve video yayınlandığında her hashtag’e bir kez tıklayıp kontrol edin.',
		},
		m4: {
			title: 'Her videoda aynı blok',
			text: 'Video ne hakkında olursa olsun her açıklamaya aynı hashtag grubunu yapıştırırsanız bu hashtag’lerin çoğu, çoğu videoda konuyla ilgisiz kalır.',
			fix: 'Kanalınızın ya da serinizin hashtag’ini her yerde aynı tutun, diğerlerini her video için ayrı seçin.',
		},
		m5: {
			title: 'Hashtag olarak koca cümleler',
			text: '#evdeyenibaşlayanlariçinekşimayalıekmeknasılyapılır gibi bir hashtag zor okunur ve birinin aradığı ya da dokunduğu bir şeyle örtüşmesi pek olası değildir.',
			fix: 'Hashtag’leri bir ila üç kelimeyle sınırlayın. Uzun ifadeleri başlıkta ve açıklamada normal metin olarak kullanın.',
		},
		m6: {
			title: 'Yanlış dil',
			text: 'Türkçe konuşan izleyiciler için yapılmış bir videodaki İngilizce hashtag’ler, bu kitlenin pek uğramadığı sayfalara götürür.',
			fix: 'Videonun dilini kullanın. İki dilli bir kitle için her dilde bir iki hashtag kullanın.',
		},
		m7: {
			title: 'Tek hashtag olarak #Shorts',
			text: '#Shorts hashtag’i konu hakkında hiçbir şey söylemez ve bir videoyu Shorts yapan şey de o değildir.',
			fix: 'Shorts videolarınıza da diğer videolarınızdaki gibi, aynı yöntemle seçtiğiniz konu hashtag’leri ekleyin.',
		},
	},
	workedExample: {
		title: 'Uygulamalı bir örnek',
		intro:
			'Yukarıdaki örnek açıklamadaki hayalî ekmek kanalının sahibi Anna, 50 saniyelik bir Shorts videosu paylaşıyor: ekşi mayanın hazır olup olmadığı nasıl anlaşılır? Bu videonun hashtag’lerini altı adımla şöyle seçiyor.',
		steps: {
			s1: 'Konusu: “Ekşi mayanızın hazır olup olmadığını yüzdürme testiyle kontrol edin.” Adaylar: #ekşimaya, #yüzdürmetesti, #ekşimayalıekmek.',
			s2: 'Dar ve geniş kapsamlı: #ekşimaya ve #yüzdürmetesti dar kapsamlı, #ekşimayalıekmek ise daha geniş konu. #ekmek’i dışarıda bırakıyor: 50 saniyelik bir ipucu için fazla genel.',
			s3: 'İzleyicilerinin kelimeleri: YouTube arama çubuğu “ekşi maya hazır mı” ve “ekşi maya yüzdürme testi” önerilerini gösteriyor; bu da Anna’nın seçtiği kelimeleri doğruluyor.',
			s4: 'Hashtag sayfaları: Anna önce her birinin sayfasını açıyor. “Yüzdürme testi” başka izleyiciler için başka şeyler ifade edebilir; bu yüzden #yüzdürmetesti yalnızca sayfasında onunkine benzer videolar çıktığı için listede kalıyor ve bağlam içinde anlam kazandığı için #ekşimaya’dan sonra geliyor.',
			s5: 'Kendi hashtag’i: kanalın her videosunda olduğu gibi #AnnaylaEkmek.',
			s6: 'Az ve sıralı: dört hashtag, en alakalı üçü önde: #ekşimaya #ekşimayalıekmek #yüzdürmetesti #AnnaylaEkmek. #Shorts yok: dikey biçim onu zaten bir Shorts videosu yapıyor.',
		},
		result:
			'Dördü de videoyu anlatıyor ve en alakalı üçü önde olmak üzere açıklamada yer alıyor; izleyiciler onlara Shorts oynatıcısından dokunabiliyor. Seri hashtag’i de videoyu kanalın diğer videolarıyla bir araya getiriyor.',
	},
	tubekit: {
		title: 'Tubekit’in hashtag oluşturucusundan öneriler alın',
		intro:
			'Oluşturucu size hazır bir paket değil, içinden seçim yapacağınız bir liste verir. Aşağıda onu nasıl verimli kullanacağınızı ve yazdıklarınıza ne olduğunu bulabilirsiniz.',
		s1: {
			title: 'Videoyu anlatın',
			text: 'Birkaç anahtar kelime (videoyu ararken kullanacağınız kelimeler) yazın ya da yayınlanmış bir videonun bağlantısını yapıştırın. Bağlantı verdiğinizde oluşturucu videonun başlığını ve altyazılarını okur.',
		},
		s2: {
			title: 'Uygunsa bir kategori seçin',
			text: 'Oyun, Yemek ya da Seyahat gibi bir kategori seçmek isteğe bağlıdır. Seçtiğiniz kategori, önerileri o alanda kullanılan kelimelere yönlendirir.',
		},
		s3: {
			title: 'Üç grubu okuyun',
			text: '“Gündemde” grubunda pek çok videonun yarıştığı geniş ve popüler hashtag’ler yer alır. “Önerilen” grubundakiler doğrudan konunuza özgüdür: oradan başlayın. “Uzun kuyruklu” grubunda ise rekabetin daha az olduğu dar ifadeler bulunur. Hiçbiri YouTube’un canlı verilerinden gelmez; bu yüzden umut verici olanları hashtag sayfalarında kontrol edin.',
		},
		s4: {
			title: 'Seçin, kopyalayın, kontrol edin',
			text: 'Videonuzu gerçekten anlatan üç ila beşini tutun, tek tek ya da hepsini birden kopyalayın ve en alakalıları önde olacak şekilde açıklamanıza yapıştırın. Anahtar kelimeleriniz açıkça başka bir dilde değilse hashtag’ler sayfanın dilinde gelir.',
		},
		privacy: {
			title: 'Anahtar kelimeleriniz bu sunucuda kalır',
			text: 'Hashtag’leri, doğrudan Tubekit sunucusunda çalışan küçük bir yapay zekâ modeli yazar. Anahtar kelimeleriniz hiçbir harici yapay zekâ hizmetine gönderilmez; bağlantı verdiğinizde sunucu YouTube’dan yalnızca o videonun başlığını ve altyazılarını ister. Model meşgulse ya da kurulu değilse onun yerine Tubekit’in yerleşik oluşturucusu yanıt verir ve sayfa bunu size söyler.',
		},
		generator: {
			title: 'Hashtag oluşturucu',
			text: 'Ücretsiz, hesap gerekmez: birkaç anahtar kelimeden ya da bir video bağlantısından gündemdeki, önerilen ve uzun kuyruklu hashtag’ler.',
			link: 'Hashtag oluşturucuyu aç',
		},
		seoGuide: {
			text: 'Hashtag’ler beş adımdan yalnızca biri. SEO rehberi anahtar kelimeleri, başlıkları, açıklamaları, bölümleri ve altyazıları ele alıyor.',
			link: 'SEO rehberini oku',
		},
	},
	resources: {
		title: 'YouTube’un kendi kaynakları',
		r1: {
			label: 'YouTube videolarında hashtag kullanımı: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r2: {
			label: 'Spam, yanıltıcı uygulamalar ve dolandırıcılıkla ilgili politikalar: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/2801973',
		},
		r3: {
			label: 'Topluluk Kuralları: YouTube’un kendi açıklaması',
			url: 'https://www.youtube.com/howyoutubeworks/policies/community-guidelines/',
		},
		r4: {
			label: 'Videolara etiket ekleme: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/146402',
		},
	},
	disclaimer:
		'YouTube, Google LLC’nin ticari markasıdır. Tubekit’in YouTube veya Google ile herhangi bir bağlantısı yoktur.',
} satisfies NamespaceGuideHashtagsTranslation

export default tr_guideHashtags
