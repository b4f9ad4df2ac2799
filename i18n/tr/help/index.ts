import type { NamespaceHelpTranslation } from '../../i18n-types'

const tr_help = {
	meta: {
		title: 'Yardım merkezi: tüm araçlar için yanıtlar ve çözümler – Tubekit',
		description:
			'Tubekit’in küçük resim, transkript, hashtag, profil fotoğrafı ve bölüm araçları hakkında yanıtlar: boyutlar, biçimler, diller, gizlilik ve yaygın hataların çözümü.',
		keywords:
			'tubekit yardım, youtube küçük resim indirici yardım, youtube transkript sss, hashtag oluşturucu sss, bölüm oluşturucu sss, youtube araçları sorun giderme',
	},
	h1: 'Yardım merkezi',
	intro:
		'Tubekit’in beş aracı, verilerinize ne olduğu ve bir şeyler ters gittiğinde ne yapmanız gerektiği hakkında en sık sorulan soruların yanıtları. Aşağıdan bir sekme seçin; sorunuzun yanıtı burada yoksa bize yazın.',
	tabs: {
		label: 'Yardım konuları',
		tools: 'Araç rehberleri',
		general: 'Genel SSS',
		resources: 'Kaynaklar',
	},
	accordion: {
		expand: 'Yanıtı göster',
		collapse: 'Yanıtı gizle',
	},
	toolGuides: {
		title: 'Araç rehberleri',
		intro: 'Her aracın nasıl çalıştığı, neleri yapıp neleri yapamadığı ve neden bazen başarısız olduğu.',
	},
	tools: {
		thumbnail: {
			title: 'Küçük resim indirici',
			tryLink: 'Küçük resim indiriciyi dene',
			faq: {
				q1: {
					q: 'Hangi küçük resim boyutlarını indirebilirim?',
					a: 'YouTube’un video için sakladığı her boyutu indirebilirsiniz: HD 1280×720 (maxresdefault), HD 720 (hq720, o da 1280×720), standart 640×480 (sddefault), yüksek 480×360 (hqdefault), orta 320×180 (mqdefault) ve temel 120×90 (default). Her boyut ölçüleriyle birlikte gösterilir; böylece indirmeden önce ne alacağınızı görürsünüz.',
				},
				q2: {
					q: 'Bir boyut neden “mevcut değil” olarak işaretleniyor?',
					a: 'YouTube, HD 1280×720 görseli yalnızca HD olarak yüklenen videolar için oluşturur; bu yüzden birçok eski videoda bu boyut yoktur. Her videoda HD 720 ya da standart sürüm de bulunmaz. Tubekit hangi boyutların gerçekten var olduğunu kontrol eder ve gri bir yer tutucu göstermek yerine diğerlerini işaretler. HD yoksa bir sonraki en büyük boyutu alın. Standart, yüksek ve temel boyutların 4:3 oranlı görseller olduğunu unutmayın: geniş ekran bir video bunlarda genellikle üstte ve altta siyah şeritlerle görünür.',
				},
				q3: {
					q: 'Hangi bağlantıları yapıştırabilirim?',
					a: 'Tek bir YouTube videosuna giden her bağlantıyı: normal bir izleme (watch) bağlantısı, youtu.be kısa bağlantısı, Shorts bağlantısı, canlı yayın bağlantısı, yerleştirme (embed) bağlantısı ya da m.youtube.com’dan bir mobil bağlantı. Videodan sonra gelen başlangıç zamanı veya oynatma listesi gibi ek kısımlar sorun olmaz. Bir oynatma listesinin tamamına ya da bir kanala giden bağlantının tek bir küçük resmi yoktur; bir kanalın profil fotoğrafı için profil fotoğrafı indiriciyi kullanın.',
				},
				q4: {
					q: 'Küçük resimler hangi biçimde kaydedilir?',
					a: 'JPG dosyası olarak; YouTube’un WebP biçiminde de sunduğu boyutlar için ayrıca WebP (daha küçük dosyalar) olarak. Dosya adı “thumbnail-” ile başlar, ardından seçtiğiniz boyut gelir. Görseller Tubekit sunucusu üzerinden gelir; böylece tarayıcınız YouTube’a ya da Google’a hiç bağlanmaz. Bir içerik üreticisi küçük resmini yeni değiştirdiyse bir süre eskisini görmeye devam edebilirsiniz: bu site bir sonucu birkaç saate kadar saklayabilir, YouTube’un görsel sunucularının yeni görseli göstermesi de biraz zaman alabilir.',
				},
				q5: {
					q: 'Neden hata aldım?',
					a: 'Genellikle bağlantı bir video bağlantısı olmadığı için ya da video özel olduğu veya kaldırıldığı için; hangisinin söz konusu olduğunu mesaj size söyler. Mesaj YouTube’un istekleri reddettiğini veya engellediğini söylüyorsa sorun bağlantınızda değildir: YouTube bu sunucuyu bir süreliğine sınırlıyordur. 5 ila 10 dakika bekleyip tekrar deneyin.',
				},
			},
		},
		transcript: {
			title: 'Transkript indirici',
			tryLink: 'Transkript indiriciyi dene',
			faq: {
				q1: {
					q: 'Hangi videoların transkriptini alabilirim?',
					a: 'Altyazısı olan herkese açık her videonun transkriptini alabilirsiniz; altyazıları içerik üreticisi yüklemiş ya da YouTube otomatik olarak oluşturmuş olabilir. Kontrol etmek için videoyu YouTube’da açın ve oynatıcıda CC düğmesine bakın. Otomatik altyazıların yüklemeden sonra görünmesi biraz zaman alabilir ve YouTube bunları her video için oluşturmaz; örneğin videoda çoğunlukla müzik varsa ya da ses net değilse.',
				},
				q2: {
					q: 'Hangi dilleri seçebilirim?',
					a: 'Videonun kendi altyazılarını almak için dili “Otomatik algıla” olarak bırakın ya da yaklaşık 60 dilden birini seçin. Bir videoyu açtığınızda listede önce videonun kendi altyazıları yer alır. Videoda bulunmayan bir dil seçerseniz YouTube videonun ana altyazısını makine çevirisiyle o dile çevirir. Makine çevirileri bir videoyu anlamak için faydalıdır, ancak bunları herhangi bir yerde yayımlamadan önce dikkatlice okuyun.',
				},
				q3: {
					q: 'Hangi dosya biçimleri var?',
					a: 'Zaman damgalı ya da damgasız düz metin (.txt), SRT ve VTT altyazı dosyaları ve JSON. SRT, video düzenleme programlarının çoğunun içe aktardığı biçimdir; VTT, web video oynatıcılarının altyazı biçimidir; JSON ise kendi betikleriniz için her satırı başlangıç zamanı ve süresiyle birlikte verir. İndirmeden önce metnin tamamını kopyalayabilir, içinde arama yapabilir ve zaman damgalarını açıp kapatabilirsiniz.',
				},
				q4: {
					q: 'Bazı videoların transkripti neden alınamıyor?',
					a: 'Videonun hiç altyazısı olmayabilir ya da video özel, yaş kısıtlamalı, kanal üyelerine özel veya kaldırılmış olabilir. Bu durumların her biri için ayrı bir mesaj gösterilir; bu yüzden önce mesajı okuyun. Mesaj YouTube’un istekleri reddettiğini veya engellediğini söylüyorsa YouTube bu sunucuyu bir süreliğine sınırlıyordur: 5 ila 10 dakika bekleyip tekrar deneyin.',
				},
				q5: {
					q: 'Transkriptler ne kadar doğru?',
					a: 'Tam olarak YouTube’daki altyazılar kadar: Tubekit kelimeleri değiştirmez. İçerik üreticisinin yüklediği altyazılar genellikle otomatik altyazılardan çok daha doğrudur. Otomatik altyazılar isimleri, marka adlarını, sayıları ve teknik terimleri sık sık yanlış yazar ve az noktalama işareti kullanır; bu yüzden metni yeniden kullanmadan önce bunları kontrol edin. Arama kutusu, bir kelimenin geçtiği her yeri bulmanıza yardımcı olur.',
				},
			},
		},
		hashtag: {
			title: 'Hashtag oluşturucu',
			tryLink: 'Hashtag oluşturucuyu dene',
			faq: {
				q1: {
					q: 'Ne girmeliyim?',
					a: 'Videonuzla ilgili birkaç anahtar kelime, en fazla 300 karakter; örneğin “ekşi mayalı ekmek, yeni başlayanlar, yoğurmadan”. Bir YouTube video bağlantısı da yapıştırabilirsiniz: bu durumda videonun başlığı ve transkripti anahtar kelime olarak kullanılır. Bir kategori (oyun, teknoloji, güzellik, yemek, fitness, seyahat, müzik, eğitim, komedi veya yaşam tarzı) seçmek isteğe bağlıdır, ancak önerilerin nişinize uymasına yardımcı olur.',
				},
				q2: {
					q: 'Üç grup ne anlama geliyor?',
					a: '“Gündemde” grubunda (5 ila 8 hashtag) birçok videonun yarıştığı geniş kapsamlı, popüler hashtag’ler yer alır. “Önerilen” gruptakiler (8 ila 12) konunuza özeldir: işe bunlarla başlayın. “Uzun kuyruklu” grupta (5 ila 8) ise rekabetin daha az, küçük bir kanalın görülme şansının daha yüksek olduğu dar kapsamlı ifadeler bulunur. Bir hashtag’i kopyalamak için üzerine tıklayın ya da tüm hashtag’leri aralarında boşlukla kopyalamak için “Tümünü kopyala” düğmesini kullanın.',
				},
				q3: {
					q: 'Kaç hashtag kullanmalıyım ve bunları nereye koymalıyım?',
					a: 'Hashtag’leri videonuzun açıklamasına koyun. Genel öneri, videoyu gerçekten anlatan üç ila beş hashtag kullanmaktır; YouTube’un tek kesin sınırı, 60’tan fazla hashtag içeren bir videodaki tüm hashtag’leri yok saymasıdır. Açıklamadaki ilk üç hashtag videonuzun başlığının üstünde görünür; bu yüzden en iyilerinizi başa koyun. Bir hashtag’de boşluk olmaz; Tubekit onları zaten bu şekilde yazar. Yalnızca videonuzu gerçekten tanımlayan hashtag’ler kullanın: YouTube’un kuralları yanıltıcı veya konuyla ilgisiz hashtag’leri yasaklar.',
				},
				qEvidence: {
					q: 'Hashtag’ler nereden geliyor?',
					a: 'YouTube’un sizin kelimeleriniz için gösterdiklerinden: Sunucumuz, sayfanın dilinde ve anahtar kelimelerin yanında başka bir YouTube bölgesi seçmediğiniz sürece o dilin ana bölgesinde (Türkçe için Türkiye, İngilizce için ABD, Almanca için Almanya, İspanyolca için İspanya, Felemenkçe için Hollanda) YouTube aramasına (www.youtube.com) ve arama önerilerine (suggestqueries-clients6.youtube.com) sorar; grupları sonuçlarda çıkan videolardan ve insanların aradıklarından oluşturur. Kelimeleriniz YouTube’a tarayıcınızdan değil, sunucumuzdan gider; YouTube’un yanıtı yalnızca sorgu önbelleğinde 6 saat kalır. Seçtiğiniz bölge hiçbir yerde saklanmaz: her yeni ziyaret yine ana bölgeyle başlar.',
				},
				q4: {
					q: 'Hashtag’leri kim yazıyor?',
					a: 'Doğrudan Tubekit sunucusunda çalışan bir yapay zekâ modeli (Ollama; varsayılan olarak küçük qwen2.5:1.5b modeli). Anahtar kelimeleriniz hiçbir zaman dışarıdaki bir yapay zekâ şirketine gönderilmez. Kullanılabilir bir model yoksa onun yerine yerleşik bir oluşturucu yanıt verir ve sayfa bunu size bildirir. Yapay zekâ önerileri isabetsiz olabilir; bu yüzden kullanmadan önce onları okuyun.',
				},
				q5: {
					q: 'Oluşturma neden yavaş sürüyor ya da neden başarısız oluyor?',
					a: 'Hashtag’leri yazmak modelin birkaç saniyesini alır; aynı anda çok kişi kullanıyorsa daha uzun sürer. Bekleyen kişi sayısı çok fazlaysa sayfa size kaç saniye sonra tekrar denemeniz gerektiğini söyler. Boş anahtar kelimeler ya da 300 karakteri aşan girişler reddedilir. Bir video bağlantısı yapıştırdıysanız ve YouTube istekleri reddediyorsa 5 ila 10 dakika bekleyin ya da anahtar kelimelerinizi kendiniz yazın.',
				},
			},
		},
		profile: {
			title: 'Profil fotoğrafı indirici',
			tryLink: 'Profil fotoğrafı indiriciyi dene',
			faq: {
				q1: {
					q: 'Hangi kanal bağlantıları çalışır?',
					a: 'youtube.com’daki bir kanala giden her bağlantı çalışır: kanalın herkese açık kullanıcı adını içeren bağlantı (youtube.com/@ad), kanal kimliği bağlantısı (/channel/UC…) ve eski /c/… ile /user/… bağlantıları. Bağlantının /videos veya /shorts gibi bir sekmeyle bitmesi fark etmez. Bağlantıyı almanın en kolay yolu, kanalı açıp adresi tarayıcınızdan kopyalamaktır.',
				},
				q2: {
					q: 'Fotoğraflar ne kadar büyük?',
					a: '88, 176, 240, 480 ve 800 piksel boyutlarında kare fotoğraflar alırsınız; 800×800, YouTube’un sunduğu en büyük boyuttur. Dosyalar JPG biçimindedir ve araç bunları kanalın adıyla birlikte gösterir.',
				},
				q3: {
					q: 'Kanalın banner görselini de indirebilir miyim?',
					a: 'Evet. Kanalın banner görseli varsa araç onu kendi indirme düğmesiyle gösterir; o da JPG olarak iner. Banner görünmüyorsa kanal henüz banner eklememiştir.',
				},
				q4: {
					q: 'Fotoğraf YouTube’da yuvarlak görünüyor, dosyam ise kare. Neden?',
					a: 'YouTube profil fotoğraflarını kare olarak saklar ve yalnızca gösterirken daire şeklinde kırpar. İndirdiğiniz dosya karenin tamamıdır; bu yüzden köşelerin YouTube’da gizlendiğini unutmayın. Profil fotoğrafları kanallarına aittir: onları sahibinin izniyle kullanın, örneğin bir iş birliği duyurusu için.',
				},
				q5: {
					q: 'Neden hata aldım?',
					a: 'Bağlantının bir oynatma listesine veya başka bir sayfaya değil, bir kanala gittiğinden emin olun. “Kanal bulunamadı”, bağlantıdaki herkese açık kullanıcı adına (@ad) ya da kanal kimliğine sahip bir kanal olmadığı anlamına gelir; kapatılmış bir kanal için ayrı bir mesaj gösterilir. YouTube istekleri reddediyor veya engelliyorsa 5 ila 10 dakika bekleyip tekrar deneyin.',
				},
				q6: {
					q: 'YouTube kendi profil fotoğrafım için neleri kabul ediyor?',
					a: 'YouTube Yardım Merkezine göre dosya JPG, GIF, BMP ya da PNG biçiminde, en fazla 4 MB boyutunda ve hareketsiz olmalıdır; önerilen boyut 800×800 pikseldir. Fotoğraf 98×98 piksel boyutunda ve daire şeklinde kırpılarak gösterilir; bu yüzden önemli kısmı ortada tutun ve fotoğrafı o boyutta kontrol edin. Fotoğrafınızı YouTube Studio’da, kanalınızın görünümünü düzenlediğiniz bölümden değiştirebilirsiniz.',
				},
			},
		},
		chapter: {
			title: 'Bölüm oluşturucu',
			tryLink: 'Bölüm oluşturucuyu deneyin',
			faq: {
				q1: {
					q: 'Bölümleri videoma nasıl eklerim?',
					a: 'Bölüm satırlarını kopyalayıp YouTube Studio’da videonun açıklamasına, her biri ayrı bir satırda olacak şekilde yapıştırın. Açıklamayı kaydettiğinizde YouTube bunları ilerleme çubuğunda gösterir.',
				},
				q2: {
					q: 'Neden YouTube’un kendi bölümlerini aldım?',
					a: 'Videonun açıklamasında zaten bölümler var, bu yüzden araç onları gösterir. Transkriptten yeni bir liste almak için “Bunun yerine yeni bölümler oluştur”a basın.',
				},
				q3: {
					q: 'Neden hata aldım?',
					a: 'Bölümler altyazılardan oluşturulur: altyazısı olmayan bir video, hâlâ yayında olan bir canlı yayın ya da 30 saniyeden kısa bir video bölüm alamaz. Mesaj hangisi olduğunu söyler.',
				},
			},
		},
	},
	general: {
		title: 'Genel sorular',
		intro: 'Tubekit nedir, ücreti var mı ve verilerinize ne oluyor?',
		privacyLink: 'Gizlilik politikasını oku',
		termsLink: 'Kullanım koşullarını oku',
		faq: {
			q1: {
				q: 'Tubekit gerçekten ücretsiz mi?',
				a: 'Evet. Tüm araçlar ücretsizdir; ücretli bir plan ve Tubekit tarafından konulmuş bir indirme sınırı yoktur. Bu siteyi işleten kişi, siteyi herkes için hızlı tutmak amacıyla bir ziyaretçinin dakikada gönderebileceği istek sayısını sınırlayabilir; bu sınıra ulaşırsanız mesaj size kaç saniye beklemeniz gerektiğini söyler.',
			},
			q2: {
				q: 'Bir hesaba ihtiyacım var mı?',
				a: 'Hayır. Ziyaretçiler için kayıt ya da giriş yoktur: bir aracı açın, bir bağlantı yapıştırın ve sonucu kullanın. Sitedeki tek giriş, siteyi işleten kişinin yönetim alanına aittir.',
			},
			q3: {
				q: 'Tubekit benimle ilgili neleri saklıyor?',
				a: 'Çok az şey. Girdiğiniz bağlantılar ve anahtar kelimeler saklanmaz; YouTube’a aynı şey iki kez sorulmasın diye sonuçlar birkaç saate kadar sunucunun belleğinde kalabilir ve bunların hiçbiri diske yazılmaz. Sayfa görüntülemeleri IP adresiniz ya da bir çerez kullanılmadan yalnızca gün, sayfa, dil ve yönlendiren web sitesine göre sayılır ve 400 gün sonra silinir; araç kullanımı yalnızca gün, araç ve sonuca göre sayılır. IP adresiniz, hız sınırlamasında ve istek günlüğünde kullanılmadan önce anahtarlı bir özetle (yalnızca bu sunucunun bildiği bir anahtarla hesaplanan bir HMAC) değiştirilir. Kullanılan tek çerez, dil tercihinizi hatırlar. Tarayıcınız Google’a hiç bağlanmaz: Tubekit sunucusu her şeyi sizin için YouTube’dan alır. İletişim formuyla gönderilen mesajlar ise saklanır; varsayılan olarak 2 yıl boyunca.',
			},
			q4: {
				q: 'Tubekit hangi dillerde kullanılabilir?',
				a: 'Sitenin tamamı İngilizce, Almanca, İspanyolca, Türkçe ve Felemenkçe olarak kullanılabilir. Dili, sayfanın üst kısmındaki dil menüsünden değiştirebilirsiniz; seçiminiz hatırlanır. Site dilinden bağımsız olarak transkript indirici yaklaşık 60 altyazı dili sunar.',
			},
			q5: {
				q: 'Tubekit’i kendim barındırabilir miyim?',
				a: 'Evet. Tubekit, tek bir Docker konteyneri olarak çalışan ve verilerini varsayılan olarak tek bir SQLite dosyasında tutan açık kaynaklı bir yazılımdır. Yapay zekânın yazdığı hashtag’ler için qwen2.5:1.5b (yaklaşık 1 GB) gibi bir modelle yerel bir Ollama sunucusu ekleyin; böyle bir sunucu yoksa hashtag’leri yerleşik oluşturucu yazar. Projenin README dosyası kurulumu ve tüm ayarları açıklar.',
			},
			q6: {
				q: 'Tubekit’in YouTube ile bir bağlantısı var mı ve indirdiklerimi kullanabilir miyim?',
				a: 'Tubekit’in YouTube veya Google ile hiçbir bağlantısı yoktur; YouTube, Google LLC’nin ticari markasıdır. Tubekit yalnızca YouTube’da herkese açık olan içerikleri gösterir; ancak küçük resimler, profil fotoğrafları ve transkriptler yine de içerik üreticilerine aittir. Bunları yalnızca meşru amaçlarla kullanın: kendi içeriğiniz için, yorum ya da araştırma amacıyla veya sahibinin izniyle. YouTube’un koşullarına uyun ve otomatik toplu istekler göndermeyin.',
			},
		},
	},
	commonIssues: {
		title: 'Sık karşılaşılan sorunlar',
		problemLabel: 'Sorun',
		fixLabel: 'Çözüm',
		items: {
			i1: {
				problem: '“Bu bir YouTube video bağlantısına benzemiyor” ya da “Lütfen geçerli bir YouTube bağlantısı girin”',
				fix: 'Bağlantıyı tarayıcınızın adres çubuğundan ya da YouTube’un Paylaş düğmesinden yeniden kopyalayın ve onunla birlikte başka bir şeyin kopyalanmadığından emin olun. Küçük resim ve transkript araçları tek bir videoya giden bir bağlantı ister; profil fotoğrafı indirici ise youtube.com’da bir kanal bağlantısı ister.',
			},
			i2: {
				problem: '“Bu videonun altyazısı yok”',
				fix: 'İçerik üreticisi altyazı yüklememiş, YouTube da otomatik altyazı oluşturmamış. Videonun YouTube sayfasında CC düğmesine bakın. Yeni yüklenmiş bir videoysa daha sonra tekrar deneyin: otomatik altyazıların görünmesi biraz zaman alabilir.',
			},
			i3: {
				problem: 'YouTube istekleri reddediyor veya engelliyor',
				fix: 'YouTube bazen tek bir sunucudan kabul ettiği istek sayısını sınırlar. Bunun sebebi bağlantınız değildir. 5 ila 10 dakika bekleyip tekrar deneyin; birkaç saniyede bir yeniden denemek işe yaramaz.',
			},
			i4: {
				problem: 'İndirme başlamıyor',
				fix: 'Tarayıcınızın indirme için izin isteyip istemediğini ya da indirmeyi engelleyip engellemediğini kontrol edin ve indirilenler klasörünüze bakın. iPhone veya iPad’de indirilen dosyalar Dosyalar uygulamasındaki İndirilenler klasörüne gider. Hiçbiri işe yaramazsa sayfayı yenileyin ve sonucu yeniden alın.',
			},
			i5: {
				problem: 'Sayfa, hashtag’lerin yerleşik oluşturucudan geldiğini söylüyor',
				fix: 'Yapay zekâ modeli kullanılamıyordu ya da meşguldü; bu yüzden Tubekit’in daha basit yerleşik oluşturucusu yanıt verdi. Bu hashtag’ler yine de kullanılabilir. Yapay zekânın yazdığı hashtag’ler için bir dakika sonra tekrar deneyin. Siteyi kendiniz işletiyorsanız Ollama’nın çalıştığını ve modelin indirilmiş olduğunu kontrol edin.',
			},
		},
	},
	bestPractices: {
		title: 'En iyi uygulamalar',
		items: {
			b1: {
				title: 'Temiz bağlantılar yapıştırın',
				text: 'Bağlantıları adres çubuğundan veya Paylaş düğmesinden kopyalayın. En iyi sonucu doğrudan YouTube’dan kopyalanan bağlantılar verir; bit.ly gibi başka hizmetlerle kısaltılmış bağlantılar tanınmaz.',
			},
			b2: {
				title: 'Mevcut en büyük küçük resmi alın',
				text: 'Varsa HD sürümü kullanın, gerekirse boyutunu kendiniz küçültün. Başka bir kanalın tasarımını incelemek için orta boyuta (320×180) da bakın: bu boyut, küçük resimlerin akışlarda göründüğü boyuta yakındır.',
			},
			b3: {
				title: 'Transkriptleri yeniden kullanmadan önce gözden geçirin',
				text: 'Otomatik altyazılar isimleri, sayıları ve teknik terimleri yanlış yazar. Bir transkripti altyazıya, blog yazısına ya da video açıklamasına dönüştürmeden önce bunları düzeltin.',
			},
			b4: {
				title: 'Videonuza uyan birkaç hashtag seçin',
				text: 'Videonuzu tanımlayan üç ila beş hashtag, uzun bir listeden daha etkilidir. En güçlü üç tanesini açıklamanızın başına koyun, çünkü başlığınızın üstünde bunlar görünür.',
			},
			b5: {
				title: 'Diğer içerik üreticilerinin emeğine saygı gösterin',
				text: 'Başka kanalların küçük resimlerini, fotoğraflarını ve transkriptlerini referans olarak, yorum için ya da izin alarak kullanın ve içerik üreticisini kaynak olarak belirtin. Bunları asla kendi içeriğinizmiş gibi yeniden yüklemeyin.',
			},
		},
	},
	resources: {
		title: 'Kaynaklar',
		intro: 'Yer imlerine eklemeye değer resmî YouTube kaynakları ve hazırlamakta olduğumuz makaleler.',
		external: {
			title: 'İçerik üreticileri için resmî kaynaklar',
			note: 'Bunlar YouTube’un kendi web siteleridir. Yeni bir sekmede açılırlar ve Tubekit tarafından işletilmezler.',
			newTab: 'yeni sekmede açılır',
			links: {
				l1: {
					title: 'YouTube Yardım Merkezi',
					description:
						'YouTube’un video yükleme, altyazılar, hashtag’ler, telif hakkı, para kazanma ve hesap sorunları hakkındaki resmî yanıtları.',
					url: 'https://support.google.com/youtube',
				},
				l2: {
					title: 'YouTube Creators sitesi',
					description:
						'YouTube’un içerik üreticilerine yönelik sitesi; kanal açma, izleyici kitlesi oluşturma ve videolardan para kazanma üzerine dersler içerir.',
					url: 'https://www.youtube.com/creators/',
				},
				l3: {
					title: 'Resmî YouTube blogu',
					description:
						'Yeni özelliklerin, politika değişikliklerinin ve içerik üreticilerine yönelik haberlerin duyuruları, doğrudan YouTube’dan.',
					url: 'https://blog.youtube/',
				},
			},
		},
		articles: {
			title: 'Hazırlanan makaleler',
			comingSoon: 'Çok yakında',
			items: {
				a1: {
					title: 'YouTube Analytics verilerini okumak',
					description:
						'YouTube Studio’daki hangi sayıların küçük bir kanal için önemli olduğu ve tıklama oranı ya da izlenme süresi düştüğünde neyi değiştirmeniz gerektiği.',
				},
				a2: {
					title: 'Tek fikir, birçok biçim',
					description:
						'Transkripti başlangıç noktası olarak kullanarak uzun bir videoyu Shorts videolarına, bir blog yazısına ve sosyal medya gönderilerine nasıl dönüştürebileceğiniz.',
				},
				a3: {
					title: 'Bir iş birliği planlamak',
					description:
						'Birlikte çalışmak için doğru kanalı bulmak, ayrıntılarda anlaşmak ve videoyu birlikte duyurmak.',
				},
			},
		},
		contact: {
			title: 'Hâlâ yardıma mı ihtiyacınız var?',
			text: 'İletişim formuyla bize yazın. Genellikle {hours} saat içinde yanıt veriyoruz. Bir araçla ilgili sorun yaşıyorsanız yapıştırdığınız bağlantıyı ve gördüğünüz mesajın tam metnini bize iletin.',
			link: 'Destek ekibine ulaş',
		},
	},
} satisfies NamespaceHelpTranslation

export default tr_help
