import type { NamespaceGuideTranscriptionTranslation } from '../../i18n-types'

const tr_guideTranscription = {
	meta: {
		title: 'Video transkripsiyonu: SEO için YouTube altyazıları – Tubekit',
		description:
			'YouTube videolarınızı doğru altyazı ve transkriptlere dönüştürün: dört adımlı süreç, altyazı türleri karşılaştırması, SEO kullanımları ve eklenecek yeni diller.',
		keywords:
			'youtube transkripsiyon, youtube altyazı, video transkripti, altyazı seo, srt dosyası, kapalı altyazı, otomatik altyazı doğruluğu, altyazı çevirme',
	},
	h1: 'Video transkripsiyonu: izleyicilere ve aramaya yardımcı olan altyazılar',
	intro: {
		p1: 'Bir videoda söylediğiniz her kelime, insanların ve arama motorlarının okuyabileceği bir içeriktir; ama yalnızca metin olarak var olduğunda. Altyazılar ve transkriptler konuşmanızı bu metne dönüştürür. Sağır ve işitme güçlüğü çeken izleyicilerin videoyu takip etmesini sağlar, sesi kapalı izleyenlere yardımcı olur, çevirmenlere üzerinde çalışacakları bir metin verir ve YouTube ile Google’a videonuzda anlattıklarınızın yazılı bir hâlini sunar.',
		p2: 'Bu rehber, uygulamaya dönük bir süreci adım adım anlatıyor: YouTube’un otomatik altyazılarıyla başlayın, onları temizleyin, zamanlayın ve yayınlayın. Ayrıca başlıca altyazı türlerinin karşılaştırmasını, bir transkripti arama için nasıl yeniden kullanacağınızı ve sırada hangi dilleri eklemeye değdiğini göreceksiniz. Buradaki süreler ölçüm sonucu değildir, yalnızca kabaca bir fikir verir: sonuçlarınız ses kaydınıza, konunuza ve ne kadar dikkatli kontrol ettiğinize bağlıdır.',
		p3: 'Kendi videolarınız için gereken şeylerin çoğu YouTube Studio’da var. Altyazılar sayfasında otomatik altyazıları yerinde düzenleyebilir (YouTube bunun için otomatik parçanın düzenlenebilir bir kopyasını oluşturur) ve altyazı parçalarınızın her birini .srt, .vtt ya da .sbv dosyası olarak indirebilirsiniz. Tubekit’in transkript indiricisi diğer durumlar içindir: yönetmediğiniz kanallardaki videolar (örneğin çekimden önce incelediğiniz üst sıradaki sonuçlar), bir oynatma listesinden ya da kanaldan aynı anda çok sayıda video ve YouTube Studio’ya giriş yapmadan metnin hızlı bir kopyası.',
	},
	badges: {
		seo: 'SEO odaklı',
		time: '15 dk okuma',
		a11y: 'Erişilebilirlik',
	},
	benefits: {
		title: 'Altyazılar neden emeğe değer',
		seo: {
			title: 'Arama',
			text: 'Bir transkript, gerçekten söylediğiniz kelimeleri, isimleri ve terimleri açıkça yazıya döker. YouTube ve Google altyazı metnini okuyabilir; bir web sayfasında yayımladığınız transkript de arama motorlarının dizine eklediği sıradan bir metindir. YouTube, altyazıların sıralamada ne kadar ağırlık taşıdığını açıklamaz; bu yüzden bunu bir kestirme yol değil, yararlı bir ek olarak görün.',
			impact: 'Söylediğiniz anahtar kelimeler okunabilir metne dönüşür',
		},
		accessibility: {
			title: 'Erişilebilirlik',
			text: 'Dünya Sağlık Örgütüne göre yaklaşık 430 milyon kişi, engelleyici düzeyde işitme kaybıyla yaşıyor. Konuşmaya dayalı bir videoyu onlar için erişilebilir kılan şey doğru altyazılardır. Otomatik altyazılar yardımcı olur, ancak hataları çoğu zaman tam da önemli kelimelere denk gelir: isimler, sayılar ve teknik terimler.',
			impact: 'Videolarınızı sağır ve işitme güçlüğü çeken izleyiciler için erişilebilir kılar',
		},
		reach: {
			title: 'Küresel erişim',
			text: 'Altyazılar çevirilerin başlangıç noktasıdır. İzleyiciler altyazılarınızı oynatıcıda YouTube’a otomatik olarak çevirtebilir; temiz bir orijinal altyazı da bu makine çevirilerini belirgin biçimde iyileştirir. En önemli dilleriniz için kendi kontrol ettiğiniz çevirileri ekleyebilirsiniz.',
			impact: 'İzleyicilerin videoyu kendi dillerinde takip etmesini sağlar',
		},
		engagement: {
			title: 'Etkileşim',
			text: 'Pek çok kişi telefonundan, sesi açamayacağı yerlerde izler: trende, işte, uyuyan bir çocuğun yanında. Altyazı sayesinde kaydırıp geçmek yerine videonuzu izlemeye devam edebilirler. Altyazılar, anadili farklı olan izleyicilerin hızlı konuşmaya yetişmesine de yardımcı olur.',
			impact: 'Sesi kapalı izleyenleri videoda tutar',
		},
	},
	tabs: {
		process: 'Süreç',
		types: 'Altyazı türleri',
		seo: 'SEO ipuçları',
		languages: 'Diller',
	},
	process: {
		intro:
			'Dört adım sizi ham bir videodan yayınlanmış, doğru altyazılara götürür. Süreler, tek konuşmacılı ve sesi net, tipik 10 dakikalık bir video için verilmiştir.',
		labels: {
			tips: 'İpuçları',
			time: 'Süre',
		},
		step1: {
			title: 'İlk taslağı alın',
			text: 'Sıfırdan yazmayın. Videonuz YouTube’a yüklendikten bir süre sonra YouTube genellikle onun için otomatik altyazı oluşturur. YouTube Studio’da Altyazılar bölümünü ve videoyu açın: otomatik parçanın düzenlenebilir bir kopyasını oluşturup orada düzeltin ya da zamanlamayı koruyan bir altyazı dosyası olarak indirin. Tubekit’in transkript indiricisi aynı altyazıları giriş yapmadan, düz metin ya da SRT veya VTT dosyası olarak verir. Bir senaryodan okuyarak çektiyseniz o senaryo da iyi bir taslaktır.',
			tips: {
				t1: 'Otomatik altyazıların yüklemeden sonra görünmesi, özellikle uzun videolarda biraz zaman alabilir. Transkript indirici videonun henüz altyazısı olmadığını söylüyorsa daha sonra tekrar deneyin.',
				t2: 'Zamanlamayı koruyup yalnızca kelimeleri düzeltmek istiyorsanız SRT veya VTT’yi; metinden bir blog yazısı ya da açıklama hazırlamak istiyorsanız düz metni seçin.',
				t3: 'Transkript indirici özel, yaş kısıtlamalı veya kaldırılmış videoları okuyamaz; bu yüzden onu herkesin erişebildiği videolarda kullanın. Kendi özel videonuzun altyazılarını ise YouTube Studio’dan indirin.',
			},
			time: '5–10 dakika',
		},
		step2: {
			title: 'Metni düzeltin',
			text: 'Videoyu oynatırken taslağı okuyun. Önce yanlış duyulmuş kelimeleri, isimleri, marka adlarını, sayıları ve teknik terimleri düzeltin: izleyicilerin kafasını en çok karıştıran hatalar bunlardır. Ardından noktalama işaretlerini ekleyin ve cümleleri birbirinden ayırın, çünkü otomatik altyazılar çoğu zaman bunlar olmadan akıp gider. Dolgu kelimelerini yalnızca okumayı zorlaştırdıkları yerlerde çıkarın.',
			tips: {
				t1: 'Videoyu 1,25× hızda oynatın ve klavyeyle duraklatın: hataları yalnızca okuyarak bulacağınızdan daha hızlı fark edersiniz.',
				t2: 'Kendi adınız ya da kanalınızın adı gibi, makinenin her seferinde yanlış yazdığı kelimeler için düzenleyicinizin bul ve değiştir özelliğini kullanın.',
				t3: 'Anlatım için önemli olan sesleri [müzik] ya da [gülüşmeler] gibi işaretleyin; birden fazla kişi konuşuyorsa konuşmacıları belirtin.',
			},
			time: '15–30 dakika',
		},
		step3: {
			title: 'Altyazıları zamanlayın ve biçimlendirin',
			text: 'İyi altyazılar bir bakışta kolayca okunur. Her altyazıyı bir ya da iki kısa satırla sınırlayın, satırları konuşmadaki doğal duraklamalarda bölün ve her altyazıyı okunacak kadar uzun süre ekranda bırakın. Bir SRT veya VTT dosyasını düzelttiyseniz zamanlama büyük ölçüde hazırdır: yalnızca kelime eklediğiniz ya da çıkardığınız yerleri kontrol edin.',
			tips: {
				t1: 'Yaygın bir pratik kural, satır başına yaklaşık 42 karakter ve altyazı başına en fazla iki satırdır.',
				t2: 'Hiç zamanlama yok mu? YouTube Studio, düz bir transkripti videonuzun sesiyle otomatik olarak eşitleyebilir; yani temiz bir metin dosyası yeterlidir.',
				t3: 'Subtitle Edit veya Aegisub gibi ücretsiz altyazı düzenleme programları ses dalga biçimini gösterir; bu da zamanlamayı düzeltmeyi çok hızlandırır.',
			},
			time: '10–20 dakika',
		},
		step4: {
			title: 'Yayınlayın ve yeniden kullanın',
			text: 'YouTube Studio’da Altyazılar bölümünü açın, videoyu seçin ve videonun dilinde altyazı ekleyin: altyazı dosyanızı yükleyin (YouTube’un kabul ettiği biçimler, YouTube Yardım Merkezi’nin desteklenen altyazı dosyaları sayfasında yer alır; en basiti SRT’dir) ya da metni yapıştırıp eşitlemeyi YouTube’a bırakın. Ardından transkripti başka yerlerde de değerlendirin: açıklamada, bölümler olarak ya da web sitenizde bir makale olarak.',
			tips: {
				t1: 'Altyazı eklemeden önce videonun ayrıntılarında dilini ayarlayın; böylece YouTube altyazıyı doğru dilin altına kaydeder.',
				t2: 'Dosyanın doğru okunduğundan emin olmak için ilk dakikayı yeni altyazılarınız açıkken izleyin.',
				t3: 'Son SRT dosyanızı saklayın: çeviriler ve ileride yapacağınız yeniden yüklemeler için en iyi başlangıç noktası odur.',
			},
			time: '5–10 dakika',
		},
	},
	types: {
		intro:
			'Altyazı edinmenin dört yaygın yolu vardır. Doğruluk, emek ve maliyet bakımından farklıdırlar ve bunları bir arada kullanabilirsiniz: her video için otomatik altyazılar, en önemli videolar için özenle hazırlanmış altyazılar.',
		labels: {
			accuracy: 'Doğruluk',
			effort: 'Emek',
			seoValue: 'SEO değeri',
			bestFor: 'En uygun olduğu durum',
		},
		type1: {
			name: 'Otomatik altyazılar (YouTube)',
			accuracy:
				'Tek kişinin net konuşmasında yeterli; isimlerde, teknik terimlerde, müzikte, ağır aksanlarda ve üst üste konuşmalarda zayıf',
			effort: 'Yok: YouTube sizin için oluşturur',
			seoValue: 'Temel: her videoda bulunur, ama hatalar önemli terimlerinizi bulanıklaştırır',
			bestFor: 'Ücretsiz bir ilk taslak ve net, basit konuşma içeren videolar',
		},
		type2: {
			name: 'İçerik üreticisinin elle yazdığı',
			accuracy: 'En yüksek: her ismi ve terimi bilirsiniz, ne söylemek istediğinizi de bilirsiniz',
			effort: 'Yüksek: her satırı yazıp zamanlamak, videonun süresinin birkaç katını alır',
			seoValue: 'Yüksek: tam olarak sizin ifadeleriniz ve yazımınız',
			bestFor: 'Süresi kısa olan videolar, senaryolu videolar ve bütçesi olmayan kanallar',
		},
		type3: {
			name: 'Profesyonel altyazı hizmeti',
			accuracy: 'Net seste çok yüksek; isimlerin ve niş terimlerin bir listesini gönderdiğinizde onlar da doğru çıkar',
			effort: 'Sizin için düşük, ama ücretli; çoğu zaman video dakikası başına ücretlendirilir',
			seoValue: 'Yüksek: doğru ve tutarlı biçimlendirilmiş metin',
			bestFor: 'Kurslar, röportajlar, sponsorlu ve kurumsal videolar',
		},
		type4: {
			name: 'Otomatik ya da yapay zekâ taslağı, sizin düzenlemenizle',
			accuracy: 'Her satırı sesle karşılaştırarak kontrol ettiğiniz sürece elle yazılmış altyazılara yakın',
			effort: 'Orta: yazmak yerine okuyup düzeltirsiniz',
			seoValue: 'Yüksek: emeğin küçük bir kısmıyla doğru metin',
			bestFor: 'Haftalık yayın yapan çoğu kanal: kalite ile zaman arasındaki en iyi denge',
		},
		files: {
			title: 'Altyazı dosyaları, görüntüye gömülü yazı ve Shorts',
			f1: {
				title: 'YouTube’un kabul ettiği dosyalar',
				text: 'YouTube Yardım Merkezi’nin desteklenen altyazı dosyaları sayfası, başlangıç için SubRip (.srt) ya da SubViewer (.sbv) önerir: her metin düzenleyicinin açabildiği, zaman bilgisi içeren ve UTF-8 olarak kaydedilmiş düz metin dosyaları. YouTube ayrıca .sub, .mpsub, .lrc ve .cap dosyalarını, konum ve stil bilgisi de taşıyabilen WebVTT (.vtt) ve TTML gibi gelişmiş biçimleri de kabul eder.',
			},
			f2: {
				title: 'Kapalı altyazı mı, görüntüye gömülü yazı mı?',
				text: 'Kapalı altyazılar ayrı bir parçadır: izleyiciler onları açıp kapatabilir, YouTube otomatik olarak çevirebilir, arama da okuyabilir. Görüntüye gömülü yazı ise görüntünün parçasıdır: altyazı gösterilmeyen yerlerde bile herkes görür, ama kapatılamaz, çevrilemez ve metin olarak okunamaz. Gömülü yazıyı kısa ekran yazıları ve dikkat çekici girişler için, kapalı altyazıları ise söylenenler için kullanın.',
			},
			f3: {
				title: 'Shorts videolarında altyazı',
				text: 'Shorts videoları da diğer videolar gibi otomatik altyazı alır; altyazılarını YouTube Studio’daki aynı Altyazılar sayfasında ekler ya da düzeltirsiniz. İzleyiciler altyazıları Shorts oynatıcısının menüsünden açar. Görüntüye ayrıca yazı koyuyorsanız onu, başlığın, kanal adının ve düğmelerin videonun üstünde durduğu alt ve sağ kenardan uzak tutun.',
			},
		},
		note: 'Bu değerlendirmeler yöntemleri birbiriyle karşılaştırır; test sonucu değildir. Arka plan müziği, ağır aksanlar, aynı anda konuşan birkaç kişi ve uzmanlık terimleri her yöntemi zorlaştırır, en çok da otomatik altyazıları; her konuşmacı için ayrı bir mikrofonla kaydedilmiş temiz ses ise hepsine yardımcı olur.',
	},
	seo: {
		intro:
			'Transkript, altyazıdan fazlasıdır. İyi kullanıldığında açıklamanızı, bölümlerinizi ve web sitenizi besler; bunların her biri de izleyicilere ve arama motorlarına daha fazla ipucu verir.',
		labels: {
			example: 'Örnek',
		},
		s1: {
			title: 'Ana anahtar kelimenizi erken ve net söyleyin',
			text: 'Altyazılar yalnızca söylediğinizi içerebilir. Videonun konusunu ilk 30 saniye içinde, bir izleyicinin arayacağı şekilde sade kelimelerle söyleyin. Bu, izleyicilerin kalmaya karar vermesine yardımcı olur ve ifadeyi altyazılarınıza ve transkriptinize taşır.',
			example:
				'“Evet arkadaşlar, bugün size söz verdiğim o şeyi yapıyoruz” yerine “Bugün size bir deve tabanının saksısını köklerine zarar vermeden nasıl değiştireceğinizi göstereceğim” deyin.',
		},
		s2: {
			title: 'Zaman damgalarını bölümlere dönüştürün',
			text: 'Transkripti zaman damgalarıyla indirirseniz her kısmın nerede başladığını bir bakışta görebilirsiniz. Bunları açıklamanıza bölüm olarak ekleyin: YouTube, ilk bölümün 0:00’da başlamasını, artan sırada en az üç bölüm olmasını ve her bölümün en az 10 saniye sürmesini ister. Bölümler arama sonuçlarında önemli anlar olarak görünebilir.',
			example:
				'0:00 Saksı değiştirmek neden önemli · 1:12 Doğru saksıyı seçmek · 3:40 Toprağı karıştırmak · 6:05 Sonrasında bakım',
		},
		s3: {
			title: 'Transkriptten daha iyi bir açıklama yazın',
			text: 'Transkriptiniz, konuyu anlatırken kullandığınız kelimeleri zaten içerir. Videoyu özetleyen iki üç cümleyi seçin, toparlayın ve açıklamanızın açılışı olarak kullanın; arama sonuçlarında görünen kısım orasıdır. Transkriptin tamamını açıklamaya yapıştırmayın: spam gibi okunur, üstelik altyazılar bu metni zaten kapsar.',
			example:
				'1.500 kelimelik bir transkriptten şunu alın: “Deve tabanını ilkbaharda, bir boy büyük bir saksıya, iri taneli ve suyu iyi süzen bir toprakla aktarın.” Açıklama bu cümleyle başlar.',
		},
		s4: {
			title: 'Transkripti web sitenizde yayımlayın',
			text: 'Temizlenmiş, ara başlıklarla düzenlenmiş ve videonun yerleştirildiği bir transkript, arama motorlarının diğer sayfalar gibi dizine eklediği, insanların göz gezdirip alıntılayabileceği bir makaleye dönüşür. Böyle bir makale, videonuza yalnızca YouTube’dan değil, web aramasından da ziyaretçi getirebilir.',
			example:
				'12 dakikalık bir eğitim videosu, en üstte video ve ara başlıklı dört kısma ayrılmış transkriptle “Deve tabanının saksısı nasıl değiştirilir (adım adım)” başlıklı bir blog yazısına dönüşür.',
		},
		cta: 'Videonuzun transkriptini al',
	},
	languages: {
		intro:
			'Orijinal dildeki altyazılarınız temizlendikten sonra sıradaki adım çevirilerdir. Bu sekiz dil, YouTube’daki kitlelerinin büyüklüğüne göre seçildi: birlikte Hindistan, ABD, Brezilya, Endonezya, Meksika ve Japonya gibi en çok YouTube izleyicisine sahip ülkeleri kapsıyorlar; Arapça ise 20’den fazla ülkedeki izleyicilere ulaşıyor. YouTube, otomatik altyazılarının doğruluğuna dair dil bazında bir rakam yayınlamıyor; bu yüzden bu liste, altyazıların her dilde ne kadar iyi çalıştığı hakkında bir şey iddia etmez: her parçayı yayınlamadan önce kontrol edin.',
		labels: {
			language: 'Dil',
			speakers: 'Konuşan sayısı',
		},
		l1: {
			name: 'İngilizce',
			speakers: 'Yaklaşık 1,5 milyar konuşan',
		},
		l2: {
			name: 'İspanyolca',
			speakers: 'Yaklaşık 560 milyon konuşan',
		},
		l3: {
			name: 'Hintçe',
			speakers: 'Yaklaşık 600 milyon konuşan',
		},
		l4: {
			name: 'Portekizce',
			speakers: 'Yaklaşık 260 milyon konuşan',
		},
		l5: {
			name: 'Arapça',
			speakers: 'Konuşma dilindeki pek çok lehçesiyle 300 milyonu aşkın konuşan',
		},
		l6: {
			name: 'Endonezce',
			speakers: 'Kabaca 200 ila 300 milyon konuşan, çoğu ikinci dil olarak; tahminler çok farklıdır',
		},
		l7: {
			name: 'Japonca',
			speakers: 'Yaklaşık 125 milyon konuşan',
		},
		l8: {
			name: 'Almanca',
			speakers: 'Yaklaşık 130 milyon konuşan',
		},
		note: 'Dil ne olursa olsun otomatik altyazıların kalitesi en çok sesinize bağlıdır: düzeltmeler için, özellikle adlar ve teknik terimler için zaman ayırın. İzleyicilerinizin şu anda nereden geldiğini görmek için kanalınızın Analytics bölümündeki Kitle sekmesine bakın ve bu dilleri çevrilmiş altyazı olarak eklemeyi düşünün. Siz ekleyene kadar izleyiciler, oynatıcının altyazı ayarlarından YouTube’un otomatik çevirisini açabilir. YouTube kanalınıza otomatik dublaj sunuyorsa videoya başka dillerde dublajlı ses parçaları da eklenebilir; izleyiciler bunları oynatıcının ses parçası ayarından seçer. Bu parçaları YouTube Studio’da gözden geçirin; çok dilli ses özelliği size açıksa kendi dublajlı ses parçalarınızı da yükleyin. Bir çeviri hazırlamak için Tubekit’in transkript indiricisinde hedef dili seçin: videonun o dilde altyazısı yoksa, YouTube’un sunduğu durumlarda makine çevirisini, anadili o dil olan birinin düzeltebileceği bir SRT dosyası olarak alırsınız. Konuşan sayıları, o dili ikinci dil olarak konuşanları da kapsayan kaba ve yuvarlanmış tahminlerdir; yayınlanan rakamlar kaynaktan kaynağa değişir.',
	},
	workedExample: {
		title: 'Uygulamalı bir örnek',
		intro:
			'Priya küçük bir kanalda elektronik tablo becerileri öğretiyor: İngilizceyi hızlı konuşuyor ve bolca fonksiyon adı kullanıyor. 12 dakikalık “VLOOKUP vs XLOOKUP” videosunun altyazılarını şöyle hazırlıyor. Priya ve kanalı hayalî; adımlar yukarıdaki süreci izliyor.',
		steps: {
			s1: 'Taslak: YouTube’un otomatik altyazıları çıktıktan sonra videoyu YouTube Studio’nun Altyazılar sayfasında açıyor ve otomatik parçayı kendi düzenleyicisinde düzeltmek için SRT dosyası olarak indiriyor. (Başka bir kanalın videosu için Tubekit’in transkript indiricisini kullanırdı, çünkü Studio yalnızca kendi videolarını gösterir.)',
			s2: 'Düzeltme: taslak sıradan cümlelerde iyi, ama “V look up” ve “X look up” yazıyor, sütun harflerini atlıyor ve cümleleri ayırmadan arka arkaya diziyor. Fonksiyon adlarını bul ve değiştir özelliğiyle düzeltiyor, sonra videoyu 1,25× hızda oynatıp gerisini düzeltiyor.',
			s3: 'Zamanlama: iki kısa satırı birleştirdiği yerlerde zamanlamayı Subtitle Edit’te kontrol ediyor; diğer altyazılar YouTube’un zamanlamasını koruyor.',
			s4: 'Yayınlama: YouTube Studio’nun Altyazılar bölümünde düzeltilmiş SRT dosyasını videonun İngilizce altyazısı olarak yüklüyor, sonra altyazılar açıkken ilk dakikayı izliyor.',
			s5: 'Yeniden kullanma: transkript her kısmın nerede başladığını gösteriyor; böylece açıklamaya beş bölüm ekleniyor, açıklamanın ilk satırları da videoda kendi söylediği özet cümlesinden geliyor.',
			s6: 'Diller: Kitle sekmesi Meksika’dan pek çok izleyici geldiğini gösteriyor; bu yüzden YouTube’un kendi İngilizce altyazısından yaptığı İspanyolca makine çevirisini, dil olarak İspanyolcayı seçip Tubekit’in transkript indiricisinden SRT dosyası olarak alıyor, İspanyolca konuşan bir arkadaşına düzelttiriyor ve sonucu İspanyolca altyazı olarak yüklüyor.',
		},
		result:
			'Altyazılarında ve bölümlerinde “XLOOKUP” artık izleyicilerin aradığı yazımla geçiyor; sağır ve işitme güçlüğü çeken izleyiciler de her fonksiyon adını takip edebiliyor.',
	},
	nextSteps: {
		title: 'Sıradaki adımlarınız',
		n1: 'En çok izlenen üç videonuzu seçin ve otomatik altyazılarını düzeltilmiş altyazılarla değiştirin.',
		n2: 'Yapay zekâyla ya da otomatik oluşturulan bir altyazı taslağını düzenlemeyi her yüklemenin parçası yapın; böylece yeni videolar doğru altyazılarla yayına girer.',
		n3: 'Bir sonraki videonuza bölümler ve transkripte dayalı bir açıklama açılışı ekleyin.',
		n4: 'YouTube Analytics’in Kitle sekmesinde en çok izleyici gelen ülkelere bakın ve ilk sıradaki ülkenin dili için kontrol edilmiş bir çeviri ekleyin.',
	},
} satisfies NamespaceGuideTranscriptionTranslation

export default tr_guideTranscription
