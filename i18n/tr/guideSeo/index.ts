import type { NamespaceGuideSeoTranslation } from '../../i18n-types'

const tr_guideSeo = {
	meta: {
		title: 'YouTube SEO rehberi: videolarınızın keşfedilmesi için 5 adım – Tubekit',
		description:
			'YouTube SEO’yu adım adım öğrenin: anahtar kelime araştırması, başlık, açıklama ve bölümler, etiket ve hashtag’ler, küçük resim ve altyazılar. Pratik ve güncel.',
		keywords:
			'youtube seo, youtube seo rehberi, youtube videolarını üst sıralara taşıma, youtube anahtar kelime araştırması, youtube başlığı, youtube açıklaması, video bölümleri, youtube etiketleri, youtube hashtag’leri',
	},
	h1: 'YouTube SEO rehberi: videolarınızın bulunmasını sağlayın',
	badges: {
		b1: 'Yeni başlayanlara uygun',
		b2: '15 dk okuma',
		b3: 'Adım adım',
	},
	intro: {
		p1: 'YouTube SEO, doğru izleyicilerin videonuzu bulmasına yardımcı olma işidir: YouTube aramasında, Google’da ve zaten izledikleri videoların yanındaki önerilerde. YouTube’a göre arama sonuçları alaka düzeyi, etkileşim ve kaliteye göre sıralanır: başlığınızın, açıklamanızın ve videonuzun aramayla ne kadar örtüştüğü, izleyicilerin videoya nasıl tepki verdiği ve kanalınızın bu konuda ne kadar güvenilir göründüğü.',
		p2: 'Hiçbir ayar ya da hile, insanların izlemek istediği bir videonun yerini tutmaz. SEO’nun yaptığı, YouTube’un videonuzu doğru anlamasını ve videoyu bir listede gören izleyicilerin onu aradıkları yanıt olarak tanımasını sağlamaktır. Bu rehber, bir sonraki yüklemenizde uygulayabileceğiniz beş adımı tek tek anlatıyor; ardından temeller oturduğunda kullanabileceğiniz ileri düzey stratejileri gösteriyor.',
		p3: 'Arama, videonuza giden yollardan yalnızca biridir. Pek çok kanalda aramadan çok ana sayfadan ve abonelik akışından, ayrıca başka videoların yanında ve sonrasında çıkan önerilen videolardan görüntüleme gelir. İzleyicilerinizi hangi yolun getirdiğini kanalınızın Analytics bölümündeki trafik kaynakları gösterir. Bu yollarda kimse arama yapmaz: YouTube bir videoyu, daha önce izlediklerine bakılırsa ondan hoşlanacak izleyicilere sunar ve onların tepkisinden öğrenir: tıklıyorlar mı, ne kadar izliyorlar, daha fazlası için geri geliyorlar mı? Anahtar kelimeler YouTube’un videonun konusunu anlamasına yardım eder; ana sayfa ve önerilen videolar için ise doğru izleyicileri tıklamaya ikna eden bir küçük resim ve başlık ile onları izlemeye devam ettiren bir giriş daha önemlidir.',
	},
	process: {
		title: '5 adımlı YouTube SEO süreci',
		text: 'Bu adımları her video için, tercihen çekimden önce uygulayın: en iyi anahtar kelime, videoyu baştan sona üzerine kurduğunuz kelimedir.',
		tipsLabel: 'İpuçları',
	},
	steps: {
		step1: {
			title: 'İzleyicilerinizin ne aradığını bulun',
			text: 'Kendi kullanacağınız kelimelerle değil, izleyicilerinizin gerçekten yazdığı kelimelerle başlayın. Konunuzu YouTube arama çubuğuna yazın, çıkan önerileri not edin ve en üstteki sonuçlara bakın: bunlar, YouTube’un zaten iyi bir yanıt saydığı videolardır. Her video için bir ana ifade ve ona yakın iki üç varyasyon seçin.',
			tips: {
				t1: 'Bilgisayarda YouTube Studio’da Analytics bölümünü ve orada yeni video fikirleri sunan sekmeyi açın (eski adı Araştırma’ydı; her kanalda yoktur): bu sekme, izleyicilerinizin ve YouTube’daki diğer kişilerin neler aradığını gösterir; iyi videosu az olan konular da buna dâhildir.',
				t2: 'Google Trends, ifadelere duyulan ilgiyi doğrudan YouTube’daki aramalar üzerinden de karşılaştırabilir: grafiğin üstündeki filtrelerden sonuçları web aramaları yerine YouTube aramalarıyla sınırlayın.',
				t3: '“Ekmek” gibi geniş kelimeler yerine “yeni başlayanlar için ekşi maya” gibi belirli ifadeleri tercih edin: bu ifadelerde rekabet eden video sayısı daha azdır ve onları arayan kişiler ne istediklerini bilir.',
			},
		},
		step2: {
			title: 'Aramayla örtüşen ve tıklamayı hak eden bir başlık yazın',
			text: 'Başlığınız, elinizdeki en güçlü metin sinyalidir ve izleyicinin okuduğu ilk şeydir. Ana ifadenizi başa yakın koyun, izleyicinin ne elde edeceğini açıkça söyleyin ve yalnızca videonun gerçekten sunduğu şeyi vaat edin. YouTube 100 karaktere kadar izin verir, ancak uzun başlıklar arama sonuçlarında ve telefonlarda kesilir; bu yüzden önemli kelimeler başta olmalıdır.',
			tips: {
				t1: 'Başlığın yalnızca ilk 40 ila 60 karakteri göründüğünde de anlamlı olup olmadığını kontrol edin. Bu yalnızca kabaca bir ölçüdür: başlığın nerede kesileceği ekrana bağlıdır.',
				t2: 'İzleyiciye tıklaması için bir neden verin: bir sonuç, bir süre ya da belirli bir durum (“10 dakikada”, “tripod olmadan”). Tamamı büyük harfle yazılmış başlıklardan ve abartıdan kaçının: kandırıldığını hisseden izleyiciler erkenden ayrılır ve bu da YouTube’a videonun aramaya uygun olmadığını gösterir.',
				t3: 'Başlık ile küçük resim birbirini tamamlasın: küçük resim gösterir, başlık anlatır. Aynı kelimeleri ikisinde birden tekrarlamayın.',
			},
		},
		step3: {
			title: 'İşe yarar bir açıklama yazın ve bölümler ekleyin',
			text: 'Açıklamanızın ilk bir iki satırı arama sonuçlarında ve izleyici açıklamanın tamamını açmadan önce görünür; bu satırları, videoyu ana ifadenizi içeren sade kelimelerle özetlemek için kullanın. Altına ayrıntıları, bağlantıları, kaynakları ve bölümleri ekleyin: bölümler, videoyu adlandırılmış kısımlara ayıran zaman damgalarıdır. Bölümler sayesinde izleyiciler ihtiyaç duydukları kısma atlayabilir; Google Arama da bunları önemli anlar olarak gösterebilir.',
			tips: {
				t1: 'YouTube’un bölüm kuralları (YouTube Yardım Merkezi’nin video bölümleri sayfası, aşağıda bağlantısı var): ilk zaman damgası 0:00 olmalı, artan sırada en az üç zaman damgası gerekir ve her bölüm en az 10 saniye uzunluğunda olmalıdır. Her zaman damgasını ayrı bir satırın başına yazın.',
				t2: 'Bölümleri izleyicilerin arayacağı şekilde adlandırın: “2. Bölüm” değil, “Ekşi mayayı beslemek”.',
				t3: 'Algoritma için değil, insanlar için yazın. Tekrarlanan anahtar kelimelerle doldurulmuş bir açıklama kötü okunur ve YouTube’un politikalarına göre spam sayılabilir.',
				t4: 'YouTube bölümleri kendisi de oluşturabilir. Otomatik bölümler ayarı, YouTube Studio’da her videonun ayrıntılarında “Daha fazla göster” altında ve yükleme varsayılanlarınızda bulunur. Açıklamaya kendi yazdığınız bölümler otomatik olanların yerini alır; bu yüzden YouTube’un önerdiği bölümlere bakın ve uymuyorlarsa ayarı kapatın.',
			},
		},
		step4: {
			title: 'Etiketleri ve hashtag’leri YouTube’un amaçladığı şekilde kullanın',
			text: 'Etiketler ve hashtag’ler farklı şeylerdir. Etiketler, YouTube Studio’da girdiğiniz ve izleyicilerin görmediği anahtar kelimelerdir; YouTube’a göre videoların keşfedilmesinde çok küçük bir rol oynarlar ve daha çok insanların sık yanlış yazdığı kelimeler için işe yararlar. Hashtag’ler ise başlığınızda ya da açıklamanızda # ile yazılan, görünür ve tıklanabilir kelimelerdir; izleyicileri aynı hashtag’i taşıyan diğer videolara götürürler.',
			tips: {
				t1: 'Çok sayıda hashtag yerine birkaç isabetli hashtag kullanın: genel tavsiye, videoyu gerçekten anlatan üç ila beş hashtag’dir. YouTube’un tek kesin kuralı üst sınırdır (aşağıda bağlantısı verilen YouTube Yardım Merkezi hashtag sayfasına bakın): bir videoda 60’tan fazla hashtag varsa YouTube hepsini yok sayar. Uzun bir liste ise bundan çok önce spam gibi görünür.',
				t2: 'Başlığınızda kendi hashtag’i yoksa YouTube, açıklamanızdaki ilk üç hashtag’i izleme sayfasında başlığın üstünde gösterir; bu yüzden en alakalı olanları başa koyun. Hashtag’lerde boşluk olmaz: #ekşimayalıekmek doğru, #ekşimayalı ekmek yanlış.',
				t3: 'Etiketleri kısa ve dürüst tutun: ana ifadeniz, birkaç varyasyonu ve sık yapılan yazım hataları. Tüm etiketler birlikte en fazla 500 karakter olabilir (aşağıda bağlantısı verilen YouTube Yardım Merkezi etiket sayfası); videoyla ilgisi olmayan etiketler ya da hashtag’ler YouTube’un politikalarını ihlal eder.',
			},
		},
		step5: {
			title: 'Tıklamayı kazanın, izleyiciyi tutun, altyazı ekleyin',
			text: 'Sıralamada yer almak işin yalnızca yarısıdır: izleyiciler gördükleri arasından seçim yapar, YouTube da ardından ne yaptıklarına bakar. Net bir küçük resim ve başlık tıklamayı getirir; başlığın vaat ettiğini hızla sunan bir açılış ise izleyicilerin izlemeye devam etmesini sağlar ve bu, YouTube’a videonun aramaya yanıt verdiğini gösterir. Doğru altyazılar, videonun ses kapalıyken de, başka dil konuşan izleyiciler için de anlaşılır olmasını sağlar.',
			tips: {
				t1: 'Küçük resminizi telefon ekranı için tasarlayın: tek bir ana öğe, güçlü kontrast, en fazla birkaç kelime. Bir sonraki rehber bunu ayrıntılı olarak ele alıyor.',
				t2: 'Uzun bir girişle değil, doğrudan sonuçla açın: sonucu gösterin ya da izleyicinin ne öğreneceğini söyleyin, sonra bunu sunun. YouTube Studio’da videonun Analytics sayfasını açın: oradaki kitleyi elde tutma grafiği, izleyicilerin tam olarak nerede ayrıldığını gösterir.',
				t3: 'YouTube Studio’da otomatik altyazıları kontrol edip isimleri ve teknik terimleri düzeltin ya da kendi altyazı dosyanızı, örneğin SRT veya VTT, yükleyin. İyi altyazılar sağır ve işitme güçlüğü çeken izleyicilere, sesi kapalı izleyenlere ve çevrilmiş altyazı kullanan izleyicilere yardımcı olur.',
			},
		},
	},
	advanced: {
		title: 'İleri düzey stratejiler',
		intro:
			'Beş adımı her yüklemede uygular hâle geldiğinizde bu stratejiler yalnızca tek tek videoların değil, tüm kanalınızın büyümesine yardımcı olur.',
		s1: {
			title: 'Konu kümeleri ve oynatma listeleri oluşturun',
			text: 'Tek bir konu etrafında birkaç video yayınlayın ve bunları birbirine bağlayın: açıklamalarda, kartlarda ve bitiş ekranlarında birinden ötekine yönlendirin, hepsini net ve aranabilir adlı bir oynatma listesinde toplayın. Bir videoyu bitiren izleyici sırada ne izleyeceğini hemen bulur; YouTube da kanalınızın hangi konuları iyi ele aldığını öğrenir.',
		},
		s2: {
			title: 'Arama terimlerinizden öğrenin',
			text: 'YouTube Studio’da Analytics’i açıp İçerik sekmesine ya da tek bir videonun Analytics sayfasına gidin ve trafik kaynaklarına bakın: “YouTube araması” kaynağı, izleyicilerin videolarınızı bulmadan önce yazdığı terimleri listeler. Bu ifadeleri gelecekteki başlıklarda ve açıklamalarda kullanın; beklenmedik terimlerle bulunan eski videolarınıza da bu terimlere uygun daha iyi bir başlık, açıklama ve bölümler verin.',
		},
		s3: {
			title: 'Başlıkları ve küçük resimleri test edin',
			text: 'Kullanılabildiği yerlerde YouTube Studio’nun A/B testi, bir küçük resmin (birçok kanalda başlığın da) en fazla üç sürümünü farklı izleyicilere gösterir ve yalnızca en çok tıklananı değil, izlenme süresinden en büyük payı alanı seçer. Shorts gibi bu testin kapsamadığı videolarda her seferinde tek bir öğeyi değiştirin ve değişiklikten önceki ve sonraki haftaları karşılaştırın; bu tür karşılaştırmaların kaba olduğunu unutmayın.',
		},
		s4: {
			title: 'Başka dillerdeki izleyicilere ulaşın',
			text: 'YouTube Studio’da çevrilmiş başlıklar ve açıklamalar ekleyebilirsiniz; izleyiciler bunları kendi dillerinde görür. Başka dillerde altyazı da yükleyebilirsiniz. YouTube kanalınıza otomatik dublaj sunuyorsa bu özellik videoya başka dillerde dublajlı ses parçaları ekler; bunları yayına girmeden önce ya da sonra YouTube Studio’da gözden geçirebilirsiniz. Kendi dublajlı ses parçalarınızı da yükleyebilirsiniz (çok dilli ses). İzleyicilerinizin zaten izlediği dillerle başlayın: Analytics’in Kitle sekmesi izleyicilerinizin nerede olduğunu gösterir.',
		},
		s5: {
			title: 'İşe yarayan videoları güncel tutun ve yeniden değerlendirin',
			text: 'Güncelliğini yitirmeyen videolar yıllarca arama trafiği getirmeye devam edebilir. İnsanların konuyu arama biçimi değiştiğinde başlığı, açıklamayı, bölümleri ve küçük resmi güncelleyin; yeni bilgiler içeren bir yorumu sabitleyin ve en iyi anları, ilgili video olarak tam videoya yönlendiren Shorts videolarına dönüştürün.',
		},
	},
	shorts: {
		title: 'Shorts: izleyiciler bu videoları nasıl bulur',
		intro:
			'Shorts, en fazla üç dakikalık dikey ya da kare videolardır. Pek çok izleyici onlarla, bir Shorts videosundan diğerine kaydırarak geçtiği Shorts akışında karşılaşır; bu yüzden bir Shorts videosu uzun bir videodan farklı yollarla bulunur.',
		s1: {
			title: 'Shorts akışında ilk saniye belirleyicidir',
			text: 'Shorts akışında bir Shorts videosu hemen oynamaya başlar: önce tıklanacak bir küçük resim ya da başlık yoktur. İzleyiciler izleyerek ya da kaydırıp geçerek karar verir; YouTube’un öneri sistemi de her ikisinden öğrenir. Videonun neyle ilgili olduğunu bir girişten sonra değil, ilk anda gösterin.',
		},
		s2: {
			title: 'Başlıklar ve hashtag’ler yine de önemlidir',
			text: 'Akışın dışında Shorts videoları arama sonuçlarında, hashtag sayfalarında, kanalınızın Shorts sekmesinde ve ana sayfadaki Shorts sıralarında görünür. Bu yerlerde insanların okuduğu ve aramanın dikkate aldığı şey başlıktır: başlığı kısa tutun ve konuyu açıkça söyleyin. İki üç konu hashtag’i ekleyin. #Shorts hashtag’i gerekmez: bir videoyu Shorts yapan, biçimidir.',
		},
		s3: {
			title: 'Küçük resim, sizin seçtiğiniz bir karedir',
			text: 'Bir Shorts videosuna, uzun bir videoya olduğu gibi ayrıca tasarlanmış bir küçük resim eklenmez. Videoyu YouTube mobil uygulamasında yüklerken karelerinden birini küçük resim olarak seçersiniz; bu yüzden ana öğenin dikey görüntünün ortasında durduğu, net ve iyi aydınlatılmış bir an planlayın.',
		},
		s4: {
			title: 'İzleyicileri tam videoya yönlendirin',
			text: 'Bir Shorts videosu, daha uzun videolarınızdan birine ilgili video olarak bağlantı verebilir; izleyiciler Shorts oynatıcısında ona dokunabilir. Uzun bir videonun en güçlü anından bir Shorts videosu kesin ve tam videoyu ilgili video olarak bağlayın; böylece daha fazlasını isteyen izleyiciler nereye gideceklerini bilir.',
		},
		s5: {
			title: 'Bir dakikadan uzunsa Content ID hak talebi olmasın',
			text: 'Bir dakikadan uzun olan ve etkin bir Content ID hak talebi bulunan Shorts videosu, telif hakkı sahibinin seçtiği politika ne olursa olsun YouTube’da engellenir (YouTube Yardım Merkezi’nin Content ID hak talepleri sayfası, aşağıda bağlantısı var). Uzun Shorts videolarında size ait olmayan müzik ve klipleri kullanmayın; bir hak talebi çıkarsa talep edilen bölümü YouTube Studio’da kaldırın ya da talep yanlışsa itiraz edin.',
		},
	},
	workedExample: {
		title: 'Uygulamalı bir örnek',
		intro:
			'Tom’un küçük bir bisiklet tamiri kanalı var. Beş adımı, patlak lastik tamiriyle ilgili bir sonraki videosuna şöyle uyguluyor; ardından bir de Shorts videosu ekliyor. Kanal ve ayrıntıları hayalî; adımlar ise yukarıdakilerin aynısı.',
		steps: {
			s1: 'Arama: Tom YouTube aramasına “patlak lastik” yazınca “bisiklet patlak lastik tamiri” ve “yama kiti olmadan patlak lastik tamiri” önerileri çıkıyor. En üstteki sonuçlar uzun ve ağır ilerliyor; yorumlarda da sürekli küçücük bir deliğin nasıl bulunacağı soruluyor. Tom ana ifade olarak “bisiklet patlak lastik tamiri” ifadesini, varyant olarak da “lastikteki deliği bulma” ifadesini seçiyor ve videoyu deliği bulmanın etrafında planlıyor.',
			s2: 'Başlık: “Bisiklet patlak lastik tamiri: deliği bul, yamala, yola devam”. Ana ifade başta; böylece telefon başlığı kısaltsa da görünmeye devam ediyor, geri kalanı da izleyicinin ne elde edeceğini söylüyor.',
			s3: 'Açıklama ve bölümler: ilk satır şöyle: “Yama kitiyle bisikletinizin patlak lastiğini evde tamir edin: deliği bulun, iç lastiği yamalayın ve bir daha patlamaması için lastiği kontrol edin.” Altında kullandığı ekipman ve beş bölüm yer alıyor: 0:00 Neler gerekiyor, 0:40 Tekerleği sökmek, 2:05 Deliği bulmak, 4:20 İç lastiği yamalamak, 6:50 Her şeyi yerine takmak.',
			s4: 'Etiketler ve hashtag’ler: Türkçe karakter kullanmadan arama yapan izleyiciler için “bisiklet lastigi” yazımını da içeren birkaç etiket ve açıklamanın sonunda üç hashtag: #bisikletbakımı #patlaklastik #bisiklet.',
			s5: 'Tıklama ve altyazılar: küçük resimde Tom’un başparmağı yamalanmış deliği gösteriyor, yanında iki kelimelik bir yazı var. Video, hiçbir şey anlatmadan önce tamamlanmış tamirle açılıyor. Yüklemeden sonra Tom, otomatik altyazıların “sibop” ve “lastik sökücü” kelimelerini yanlış anladığı yerleri düzeltiyor.',
			s6: 'Bir Shorts videosu: deliği bir kap suyun içinde bulma püf noktasını gösteren 40 saniyelik bölüm dikey bir Shorts videosuna dönüşüyor; tam video da onun ilgili videosu oluyor.',
		},
		result:
			'Bir ay sonra videonun Analytics sayfasındaki trafik kaynakları, başka tamir videolarının yanında çıkan önerilen videoların artık aramadan daha fazla görüntüleme getirdiğini ve arama yapanların çoğunun “bisiklet iç lastik yama” yazdığını gösteriyor. Tom bu ifadeyi açıklamaya ekliyor, dördüncü bölümün adını “Bisikletin iç lastiğini yamalamak” olarak değiştiriyor ve önerilerden gelen izleyicilerin devam edebileceği bir yer olsun diye bitiş ekranına bir sonraki tamir videosunu koyuyor.',
	},
	mistakes: {
		title: 'Kaçınılması gereken yaygın hatalar',
		m1: 'Sayısız köklü videonun zaten yarıştığı geniş bir anahtar kelimenin peşine düşmek.',
		m2: 'Videonun sunmadığı bir şeyi vaat eden bir başlık ya da küçük resim.',
		m3: 'Asıl özetin bağlantıların altında kaybolduğu, kopyala-yapıştır bir açıklama.',
		m4: 'Videoyla pek ilgisi olmayan, “ne olur ne olmaz” diye eklenmiş onlarca etiket ve hashtag.',
		m5: 'Kontrol edilmeden bırakılan ve bu yüzden isimlerin ve önemli terimlerin yanlış çıktığı otomatik altyazılar.',
		m6: 'Bir videoyu tek bir günün ardından değerlendirmek: arama trafiği çoğu zaman haftalar ve aylar içinde birikir.',
	},
	tubekit: {
		title: 'İşinize yarayacak Tubekit araçları',
		intro: 'İki ücretsiz Tubekit aracı, 3. ve 4. adımlarda size zaman kazandırır. Hesap yok, üyelik yok.',
		hashtag: {
			title: 'Hashtag oluşturucu',
			text: 'Birkaç anahtar kelime yazın ya da videonuzun bağlantısını yapıştırın, isterseniz bir kategori seçin; gündemdeki, önerilen ve uzun kuyruklu hashtag’ler alın. Bunları Tubekit sunucusunda çalışan küçük bir yapay zekâ modeli yazar; bu yüzden anahtar kelimeleriniz dışarıdaki hiçbir yapay zekâ hizmetine gitmez. Sonucu öneri olarak görün: yalnızca videonuzu gerçekten tanımlayan birkaç tanesini tutun.',
			link: 'Hashtag oluşturucuyu dene',
		},
		transcript: {
			title: 'Transkript indirici',
			text: 'Videonuz herkese açık olduğunda ve altyazısı bulunduğunda transkriptini zaman damgalarıyla indirin. Bölümlerin doğal olarak nerede ayrıldığını görmek için baştan sona okuyun, açıklamanızda gerçekten söylediğiniz ifadeleri kullanın ya da transkripti bir blog yazısına dönüştürün. Metin, SRT, VTT veya JSON olarak indirin.',
			link: 'Transkript indiriciyi dene',
		},
	},
	resources: {
		title: 'YouTube’un kendi kaynakları',
		r1: {
			label: 'YouTube’da arama nasıl işler: YouTube’un kendi açıklaması',
			url: 'https://www.youtube.com/howyoutubeworks/product-features/search/',
		},
		r2: {
			label: 'Video bölümleri: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/9884579',
		},
		r3: {
			label: 'YouTube’da hashtag kullanımı: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r4: {
			label: 'Videolara etiket ekleme: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/146402',
		},
		r5: {
			label: 'Content ID hak talepleri: YouTube Yardım Merkezi',
			url: 'https://support.google.com/youtube/answer/6013276?hl=tr',
		},
	},
	disclaimer:
		'YouTube, Google LLC’nin ticari markasıdır. Tubekit’in YouTube veya Google ile herhangi bir bağlantısı yoktur.',
} satisfies NamespaceGuideSeoTranslation

export default tr_guideSeo
