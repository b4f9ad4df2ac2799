import type { NamespaceGuideThumbnailsTranslation } from '../../i18n-types'

const tr_guideThumbnails = {
	meta: {
		title: 'YouTube küçük resim tasarımı: ilkeler, renkler, araçlar – Tubekit',
		description:
			'Tıklanan YouTube küçük resimleri tasarlayın: YouTube’un boyut kuralları, altı tasarım ilkesi, renk stratejileri ve paletler, yaygın hatalar ve ücretsiz araçlar.',
		keywords:
			'youtube küçük resim tasarımı, youtube thumbnail boyutu, küçük resim ipuçları, küçük resim renkleri, küçük resim hataları, ücretsiz thumbnail hazırlama, 1280x720 küçük resim',
	},
	h1: 'Tıklanan küçük resimler tasarlayın',
	badges: {
		b1: 'Tasarımın temelleri',
		b2: '20 dk okuma',
		b3: 'Ücretsiz araçlar',
	},
	intro: {
		p1: 'Küçük resminiz çoğu zaman izleyicinin videonuzdan gördüğü ilk şeydir: aramada, ana sayfada, diğer videoların yanında, telefonda ya da televizyonda. Bir iki saniye içinde videonun ne hakkında olduğunu ve neden izlemeye değer olduğunu göstermesi gerekir.',
		p2: 'Bu rehber YouTube’un teknik gereksinimlerini, altı tasarım ilkesini, rengin nasıl kullanılacağını, tıklama kaybettiren hataları ve küçük resim hazırlamak için ücretsiz araçları ele alıyor. Tasarım eğitimi almış olmanız gerekmez; çalışmanızı izleyicilerin gerçekte gördüğü boyutta kontrol etme alışkanlığı yeterlidir.',
	},
	tabs: {
		label: 'Rehber bölümleri',
		principles: 'İlkeler',
		colors: 'Renkler',
		mistakes: 'Hatalar',
		tools: 'Araçlar',
	},
	principles: {
		title: 'İyi bir küçük resmin altı ilkesi',
		intro:
			'İlk ilke YouTube’un kendi kurallarıdır; diğer beşi ise neredeyse her nişte işe yarayan tasarım alışkanlıklarıdır.',
		tipLabel: 'İpucu',
		list: {
			p1: {
				title: 'Teknik temelleri doğru kurun',
				text: 'YouTube Yardım Merkezi’nin özel küçük resim ekleme sayfası (aşağıda bağlantısı var), 16:9 en boy oranında 1280×720 piksel (en az 640 piksel genişlik) ve JPG, GIF ya da PNG dosyası önerir. Dosya boyutu sınırı uzun süre 2 MB’ydi; bilgisayardaki YouTube Studio artık bazı kanallarda daha büyük dosyaları da kabul ediyor, bu yüzden yükleme penceresinde ne yazdığına bakın. Görseli kuralların izin verdiği kadar büyük yapın: yerleştirilmiş oynatıcılarda da video başlamadan önce bu görsel gösterilir. Farklı en boy oranındaki bir görsel yeniden boyutlandırılır ve siyah şeritlerle gösterilir.',
				tip: 'Özel küçük resimler, YouTube’un orta düzey özelliklerinden biridir. Bunları YouTube Studio’daki kanal ayarlarında bir kez, telefon numaranızı doğrulayarak açarsınız (YouTube Yardım Merkezi’nin orta düzey ve gelişmiş özellikler sayfasına bakın). Bunun, kanal adının yanındaki doğrulama rozetiyle hiçbir ilgisi yoktur. 2 MB veya daha küçük bir JPG, mobil uygulama dâhil her yerden sorunsuz yüklenir. Shorts videolarında durum farklıdır: küçük resim olarak Shorts videosunun bir karesini YouTube mobil uygulamasında seçersiniz.',
			},
			p2: {
				title: 'En küçük ekran için tasarlayın',
				text: 'İzleyicilerin çoğu küçük resminizi tasarladığınızdan çok daha küçük görür; telefonda küçük resim çoğu zaman başparmağınızdan geniş değildir. İnce çizgiler, küçük nesneler ve küçük yazılar bu boyutta kaybolur. Tam boyutta tasarlayın, ama çalışmanızı küçük boyutta değerlendirin.',
				tip: 'Küçük resmi bir posta pulu boyutuna inene kadar uzaklaştırın ya da ona telefonunuzdan bakın. Bir saniye içinde neyi gösterdiğini anlayamıyorsanız sadeleştirin. Güvenli alanlara dikkat edin: YouTube video süresini sağ alt köşede gösterir; bilgisayarda biri fareyle küçük resmin üzerine geldiğinde sağ üst köşede Daha sonra izle ve Sıraya ekle simgeleri belirir; bazı görünümler de köşeleri yuvarlar ya da kenarları biraz kırpar. Yüzleri, metni ve ana nesneyi köşelerden ve kenarlardan uzak tutun.',
			},
			p3: {
				title: 'Tek ve net bir ana öğe',
				text: 'Güçlü bir küçük resmin tek bir odak noktası vardır: bir yüz, bir ürün, bir sonuç, bir önce-sonra karşılaştırması. Geri kalan her şey ya onu destekler ya da çıkarılır. Gözün onu hemen bulması için ana öğeyi ışıkla, bir dış çizgiyle, bulanıklaştırmayla ya da sade bir fonla arka plandan ayırın.',
				tip: 'Üçler kuralını kullanın: ana öğeyi merkezin biraz dışına yerleştirin ve varsa metni onun üzerine değil, yanındaki boş alana koyun.',
			},
			p4: {
				title: 'Videoya uyan bir duygu gösterin',
				text: 'Yüzler dikkat çeker ve net bir ifade, izleyicilere nasıl bir video bekleyeceklerini söyler: şaşkınlık, merak, odaklanma, sevinç. İfade videonun tonuna uymalıdır; sakin bir eğitim videosunda şok olmuş bir yüz yanlış bir beklenti yaratır. Her nişte yüz gerekmez: ürünler, yemekler ve manzaralar bir küçük resmi tek başlarına taşıyabilir.',
				tip: 'Sonradan kullanılabilir bir kare aramak yerine, çekim sırasında iyi ışıkta ve istediğiniz ifadeyle küçük resim için ayrı birkaç fotoğraf çekin.',
			},
			p5: {
				title: 'Az kelime, iri yazı',
				text: 'Küçük resimdeki metin başlığı tekrarlamamalı, ona bir şey katmalıdır. En fazla birkaç kelime kullanın; kalın ve sade bir yazı tipiyle, telefonda okunabilecek kadar büyük yazın. Metni, görselin tek başına gösteremeyeceği merak unsuru için saklayın: bir sonuç, bir soru, bir sayı, bir karşıtlık.',
				tip: 'Metne kalın bir dış çizgi, bir gölge ya da arkasına düz renkli bir kutu ekleyin; böylece kalabalık bir arka planda da okunabilir kalır.',
			},
			p6: {
				title: 'Yalnızca videonun sunduğunu vaat edin',
				text: 'Küçük resim bir vaattir. Tıklayıp gösterileni bulamayan izleyiciler hızla ayrılır; izleyicileri yanıltan ya da şiddet veya müstehcenlik içeren küçük resimler YouTube’un Topluluk Kurallarını ihlal edebilir. En iyi küçük resim, en çok tıklamayı getiren değil, videoyu sonuna kadar keyifle izleyecek izleyicileri çeken küçük resimdir.',
				tip: 'Videonuz için YouTube Studio’nun A/B testi kullanılabiliyorsa iki ya da üç küçük resim sürümü yükleyin: YouTube kazananı yalnızca tıklamalara göre değil, izlenme süresinden aldığı paya göre seçer.',
			},
		},
	},
	colors: {
		title: 'Renk kullanımı',
		intro:
			'Renk, kimse daha tek bir kelime okumadan küçük resmi fark edilir kılar. Ana öğenizi arka plandan ayırır, videonun havasını belirler ve tutarlı kullanıldığında kanalınızı kalabalık bir akışta tanınır hâle getirir.',
		strategiesTitle: 'Beş renk stratejisi',
		strategies: {
			s1: {
				title: 'Önce kontrast gelir',
				text: 'Açık ile koyu arasındaki fark, renk tonundan daha önemlidir. Parlak bir ana öğeyi koyu bir arka plana koyun ya da tam tersini yapın ve tasarımınızı gri tonlamada kontrol edin: ana öğe ve metin siyah beyazda öne çıkmıyorsa renkli hâlde de çıkmaz.',
			},
			s2: {
				title: 'Tamamlayıcı renkleri eşleştirin',
				text: 'Renk çemberinde birbirinin karşısında duran renkler, örneğin turuncu ve mavi, sarı ve mor ya da kırmızı ve petrol mavisi, birbirini daha güçlü gösterir. Birini ana öğe ya da metin için, diğerini arka plan için kullanın.',
			},
			s3: {
				title: 'Çevrenizden ayrışın',
				text: 'Küçük resminiz YouTube’un beyaz ya da koyu arayüzünde, aynı konudaki diğer videoların yanında durur. Konunuzu aratın, sonuçlara bakın ve orada eksik olan renkleri seçin: her küçük resim kırmızıysa göz sarı ya da yeşil olana gider.',
			},
			s4: {
				title: 'Paleti küçük tutun',
				text: 'Siyah ya da beyaza ek olarak iki üç ana renk genellikle yeterlidir; her ek renk dikkati dağıtır. Odak noktasını doygun, arka planı daha sakin tutun; böylece ana öğe öne çıkar ve görselin tamamı cırtlak görünmez.',
			},
			s5: {
				title: 'Rengi markanızın parçası yapın',
				text: 'Kendinize ait birkaç imza rengi seçin ve bunları aynı yazı tipi ve benzer bir yerleşimle birlikte her küçük resimde kullanın. Böylece düzenli izleyicileriniz videolarınızı bir bakışta tanır; her seri de bu renklerden kendi vurgu rengini alabilir.',
			},
		},
		note: 'Pek çok kişi renkleri farklı görür; en sık da kırmızı ile yeşili. Mesajı asla yalnızca kırmızı-yeşil farkına bırakmayın: belirgin bir açıklık-koyuluk farkı herkes için işe yarar.',
		palettesTitle: 'Örnek paletler',
		palettesIntro:
			'Bunlar kural değil, uyarlayabileceğiniz başlangıç noktalarıdır. Aşağıdaki havalar yaygın tasarım alışkanlıklarıdır ve bir zevk meselesidir, araştırma sonucu değildir: renkler kültüre ve nişe göre farklı algılanır. Videonuzun havasına en yakın paleti seçin ve küçük boyutta test edin.',
		colorsLabel: 'Renkler',
		moodLabel: 'Hava (zevk meselesi)',
		palettes: {
			p1: {
				name: 'Yüksek enerji',
				colors: 'sarı, siyah, beyaz',
				mood: 'Çarpıcı ve aciliyet hissi veren: meydan okuma videoları, oyun, haberler ve sonuç odaklı nasıl yapılır videoları.',
			},
			p2: {
				name: 'Sade teknoloji',
				colors: 'lacivert, parlak camgöbeği, beyaz',
				mood: 'Modern ve net: teknoloji incelemeleri, yazılım eğitimleri, bilim.',
			},
			p3: {
				name: 'Sıcak ve samimi',
				colors: 'mercan, krem, petrol mavisi',
				mood: 'Davetkâr ve kişisel: yaşam tarzı, yemek, seyahat vlogları.',
			},
			p4: {
				name: 'Sakin ve güvenilir',
				colors: 'orman yeşili, kırık beyaz, hardal sarısı',
				mood: 'Ayakları yere basan ve inandırıcı: eğitim, kişisel finans, kendin yap, sağlıklı yaşam.',
			},
		},
	},
	mistakes: {
		title: 'Altı yaygın küçük resim hatası',
		intro:
			'Tıklama kaybettiren en sık sorunlar bunlardır. Neye bakacağınızı bildiğinizde her birini düzeltmek hızlıdır.',
		fixLabel: 'Çözüm',
		list: {
			m1: {
				title: 'Çok fazla metin',
				text: 'Küçük resimdeki koca bir cümle telefonda okunamaz ve dikkat için başlığınızla yarışır.',
				fix: 'Metni başlığa bir şey katan birkaç kelimeye indirin ya da metni tamamen kaldırın, bırakın görsel kendini anlatsın.',
			},
			m2: {
				title: 'Kalabalık bir görsel',
				text: 'Birkaç yüz, oklar, emojiler, logolar ve karmaşık bir arka plan, gözün odaklanacağı bir yer bırakmaz.',
				fix: 'Tek bir ana öğe ve en fazla bir destekleyici öğe bırakın. Arka planı bulanıklaştırın, karartın ya da değiştirin.',
			},
			m3: {
				title: 'Düşük kontrast ve karanlık fotoğraflar',
				text: 'Videodan alınmış loş bir kare ya da arka plana yakın renkte bir metin, özellikle küçük ekranlarda akışın içinde kaybolur.',
				fix: 'Ana öğeyi aydınlatın ve kontrastını artırın, bir dış çizgi ya da kenar ışığı ekleyin ve tasarımı gri tonlamada kontrol edin.',
			},
			m4: {
				title: 'Karşılığı olmayan tık tuzağı',
				text: 'Videoda olmayan bir şeyi göstermek bir tıklama kazandırabilir, ama izleyiciler erkenden ayrılır ve bir sonraki küçük resminize daha az güvenir. Yanıltıcı küçük resimler YouTube’un politikalarını da ihlal edebilir.',
				fix: 'Videoda gerçekten yer alan bir sahneyi ya da sonucu gösterin. Sunumu abartabilirsiniz, ama özü asla.',
			},
			m5: {
				title: 'Yanlış boyut ya da bulanık görsel',
				text: 'Yanlış en boy oranındaki bir görsel siyah şeritlerle gösterilir; büyütülmüş küçük bir görsel de büyük ekranlarda ve televizyonlarda bulanık görünür.',
				fix: 'Her tasarıma keskin, yüksek çözünürlüklü kaynak görsellerle 1280×720’lik bir tuval üzerinde başlayın ve her yükleme yolunun kabul ettiği 2 MB veya daha küçük bir JPG olarak dışa aktarın.',
			},
			m6: {
				title: 'Köşelerdeki ya da alt kenardaki önemli ayrıntılar',
				text: 'YouTube, video süresini sağ alt köşede gösterir; izlemeye başlamış izleyiciler için de alt kenar boyunca kırmızı bir ilerleme çubuğu gösterir. Bilgisayarda fare küçük resmin üzerindeyken Daha sonra izle ve Sıraya ekle simgeleri sağ üst köşeyi kapatır. Bu yerlerdeki önemli her şey örtülebilir.',
				fix: 'Yüzleri, metni ve ana nesneyi köşelerden ve alt kenardan uzak tutun.',
			},
		},
	},
	tools: {
		title: 'Küçük resim hazırlamak için araçlar',
		intro:
			'Pahalı yazılımlara ihtiyacınız yok. Bu araçlar ücretsizdir ya da ücretsiz bir planları vardır; hızlı şablonlardan ayrıntılı fotoğraf düzenlemeye kadar her şeyi karşılarlar.',
		list: {
			t1: {
				name: 'Canva',
				text: 'Doğru boyutta hazır YouTube küçük resim şablonları sunan bir web ve mobil uygulama. Fotoğrafınızı ekleyin, metni ve renkleri değiştirin, JPG veya PNG olarak dışa aktarın. Ücretsiz plan küçük resim işlerinin çoğunu karşılar; tek tıkla arka plan kaldırma gibi bazı özellikler ücretli plan gerektirir.',
			},
			t2: {
				name: 'GIMP',
				text: 'Windows, macOS ve Linux için ücretsiz, açık kaynaklı bir görsel düzenleyici. Katmanları, maskeleri, seçim araçları ve renk ayarlarıyla bir ana öğeyi dekupe etmek gibi ayrıntılı fotoğraf işlerinin üstesinden gelir. Öğrenmesi daha uzun sürer, ama hiçbir özellik bir aboneliğe bağlı değildir.',
			},
			t3: {
				name: 'Photopea',
				text: 'Tarayıcınızda çalışan, Photoshop’a çok benzeyen, katman ve PSD dosyası desteği sunan ücretsiz bir görsel düzenleyici. Yazılım kuramadığınız bir bilgisayarda işinizi görür. Ücretsiz sürüm reklam gösterir; ücretli plan reklamları kaldırır.',
			},
			t4: {
				name: 'Figma',
				text: 'Yerleşim tasarımı için yapılmış, ücretsiz planı olan tarayıcı tabanlı bir tasarım aracı. Yüz, metin ve logo için sabit alanları olan tek bir küçük resim şablonu oluşturun, sonra her video için çoğaltın: kanalınızda tutarlı bir stil korumanın kolay bir yolu.',
			},
			t5: {
				name: 'Tubekit küçük resim indirici',
				text: 'Herhangi bir YouTube video bağlantısını yapıştırın ve küçük resmini YouTube’un sakladığı her boyutta, HD 1280×720’den 120×90’a kadar görün. Nişinizde neyin işe yaradığını incelemek, kendi küçük resminizin izleyicilerin gördüğü küçük boyutlarda nasıl durduğunu görmek ya da orijinal dosyasını kaybettiğiniz bir küçük resmi geri almak için kullanın. Küçük resimler içerik üreticilerine aittir: başka kanalların görsellerini kendinizinmiş gibi değil, yalnızca referans olarak kullanın.',
				link: 'Küçük resim indiriciyi aç',
			},
		},
	},
	workedExample: {
		title: 'Uygulamalı bir örnek',
		intro:
			'Sam, küçük bir teknoloji kanalında uygun fiyatlı kulaklıkları inceliyor. Bu rehberdeki ilkeler, “50 doların altındaki en iyi uygun fiyatlı kulaklıklar” videosunun küçük resmini şöyle şekillendiriyor. Sam ve kanalı hayalî; adımlar bu rehberi izliyor.',
		steps: {
			s1: 'Temeller: Figma’da 1280×720’lik bir tuval, yaklaşık 400 KB’lik bir JPG olarak dışa aktarılıyor; sınırın epey altında.',
			s2: 'Ana öğe: tek bir kulaklık; büyük, merkezin biraz solunda, yandan aydınlatılmış ve sade lacivert bir fonun önünde dekupe edilmiş.',
			s3: 'Duygu: şaşkın bir yüz yerine Sam’in eli kulaklığı kameraya doğru tutuyor; bu sakin, pratik bir inceleme ve küçük resim de bunu söylüyor.',
			s4: 'Metin: sağdaki boş alanda kalın beyaz harflerle yalnızca “50 $ ALTI” yazıyor. Başlık zaten “en iyi uygun fiyatlı kulaklıklar” diyor; küçük resim bunu tekrarlamıyor.',
			s5: 'Renk: bu konudaki arama sonuçları beyaz ve gri ürün fotoğraflarıyla dolu; bu yüzden Sam kanalın lacivert ve camgöbeği paletini kullanıyor ve küçük resim orada öne çıkıyor.',
			s6: 'Kontrol: telefondaki akış boyutuna küçültüldüğünde kulaklık da yazı da hâlâ net seçiliyor. Video süresinin göründüğü sağ alt köşede de, bilgisayarda fareyle üzerine gelince simgelerin çıktığı sağ üst köşede de önemli hiçbir şey yok.',
		},
		result:
			'Sam, YouTube Studio’nun A/B testine biri yazılı, biri yazısız iki sürüm yüklüyor ve YouTube’un izlenme süresinden aldığı paya göre seçtiği sürümü tutuyor.',
	},
	resources: {
		title: 'YouTube’un kendi kaynakları',
		r1: {
			label: 'Özel küçük resim ekleme: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/72431',
		},
		r2: {
			label: 'Küçük resim ve başlık ipuçları: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/12340300',
		},
		r3: {
			label: 'Başlık ve küçük resimleri A/B testiyle karşılaştırma: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/16391400',
		},
	},
	disclaimer:
		'YouTube, Google LLC’nin ticari markasıdır. Tubekit’in YouTube veya Google ile herhangi bir bağlantısı yoktur.',
} satisfies NamespaceGuideThumbnailsTranslation

export default tr_guideThumbnails
