import type { NamespaceGuideWorkflowTranslation } from '../../i18n-types'

const tr_guideWorkflow = {
	meta: {
		title: 'YouTube içerik iş akışı: fikirden yüklemeye adım adım – Tubekit',
		description:
			'Araştırmadan yayın sonrasına beş aşamada eksiksiz bir YouTube içerik iş akışı: adımlar, araçlar, süre tahminleri, dört şablon ve haftalık bir program.',
		keywords:
			'youtube içerik iş akışı, youtube prodüksiyon süreci, video prodüksiyon takvimi, youtube yükleme kontrol listesi, içerik planlama, içerik üreticisi iş akışı',
	},
	h1: 'YouTube içerik iş akışı: fikirden yüklemeye tekrarlanabilir bir sistem',
	intro: {
		p1: 'Çoğu kanal fikir eksikliğinden tıkanmaz. Her video farklı bir şekilde yapıldığı için tıkanır: araştırma çekimden sonra yapılır, küçük resim gece yarısı son anda akla gelir ve altyazılar hiç tamamlanmaz. Sabit bir iş akışı bu kararları sizin yerinize verir; böylece enerjinizi videonun kendisine ayırabilirsiniz.',
		p2: 'Bu rehber işi beş aşamaya ayırıyor; her aşamada üç somut adım, işinize yarayacak araçlar ve gerçekçi bir süre aralığı var. İlk dört aşama, 8–15 dakikalık tipik bir video için toplamda kabaca 7 ila 14 saat sürer; sizin rakamlarınız farklı olacaktır ve sistem rutine dönüştükçe kısalacaktır. Ayrıca dört yaygın içerik türü için şablonlar, örnek bir haftalık program ve Tubekit’in ücretsiz araçlarının devreye girdiği yerleri bulacaksınız.',
	},
	badges: {
		system: 'Eksiksiz sistem',
		time: '25 dk okuma',
		templates: 'Şablonlar dâhil',
	},
	phases: {
		title: 'Beş aşama',
		intro:
			'Aşamaları sırayla uygulayın. Her aşama, bir sonrakinin temelini oluşturan somut bir çıktıyla biter: bir plan, ham görüntüler, kurgulanmış bir video, yayınlanmış bir yükleme ve son olarak bir sonraki video için çıkarılan dersler.',
		labels: {
			phase: 'Aşama',
			duration: 'Süre',
			steps: 'Adımlar',
			tools: 'Araçlar',
			tip: 'Püf noktası',
		},
		phase1: {
			title: 'Planlama ve araştırma',
			duration: '1–2 saat',
			text: 'Kameraya dokunmadan önce videonun ne hakkında olduğuna, kimin için olduğuna ve birinin neden tıklayacağına karar verin. Bir saatlik araştırma, kimsenin aramadığı bir şeyi çekmeye harcanacak saatleri kurtarır.',
			steps: {
				s1: {
					title: 'İnsanların aradığı bir konu seçin',
					text: 'Fikrinizi YouTube’un arama çubuğuna yazın ve çıkan önerileri not edin: bunlar gerçek aramalardan gelir. Birkaç aday konuyu karşılaştırın ve kanalınıza uyan, belirgin bir ilgi gören birini seçin.',
					tools:
						'YouTube arama önerileri, YouTube Analytics’te yeni video fikirleri sunan sekme (kanalınızda varsa), Google Trends',
				},
				s2: {
					title: 'Zaten üst sıralarda olan videoları inceleyin',
					text: 'Konunuzdaki ilk beş sonucu izleyin. Neleri ele aldıklarını, yorumlarda neyin eksik bulunduğunu ve başlıklarıyla küçük resimlerinin yan yana nasıl göründüğünü not edin. Transkriptlerine göz gezdirmek, nasıl yapılandırıldıklarını görmenin hızlı bir yoludur. Bunu yalnızca araştırma için kullanın: videonuz kopyalamamalı, bir şey katmalıdır.',
					tools: 'YouTube araması, Tubekit’in transkript ve küçük resim indiricileri, bir not uygulaması',
				},
				s3: {
					title: 'Başlığı, küçük resim fikrini ve taslağı yazın',
					text: 'İki üç başlık seçeneği hazırlayın ve küçük resmin kabataslak bir çizimini yapın. Ardından videonun taslağını çıkarın: ilk 15–30 saniye için merak uyandıran bir açılış, sırasıyla ana noktalar ve bir sonraki videonuza yönlendiren net bir kapanış.',
					tools: 'Google Dokümanlar, Notion, kâğıt ve kalem',
				},
			},
			tip: 'Küçük resmi tek bir cümleyle anlatamıyorsanız fikir muhtemelen henüz yeterince net değildir. Değişiklik yapmanın henüz hiçbir maliyeti yokken fikri şimdi netleştirin.',
		},
		phase2: {
			title: 'İçerik üretimi',
			duration: '2–4 saat',
			text: 'Taslağı görüntüye dönüştürün. İyi bir hazırlık çekimi sakin ve hızlı kılar; bu aşamada alınan temiz ses ise kurguda size saatler kazandırır ve altyazılarınızın da daha doğru olmasını sağlar.',
			steps: {
				s1: {
					title: 'Senaryoyu yazın ya da konuşma noktalarını maddeleyin',
					text: 'Eğitim ve açıklayıcı videolar için tam bir senaryo yazın; serbest konuşurken daha iyiyseniz madde işaretleri yeterlidir. Açılış cümlelerinizi doğal gelene kadar sesli okuyun ve ana konunuzu erkenden sade kelimelerle söyleyin.',
					tools: 'Google Dokümanlar, bir teleprompter uygulaması, not kartları',
				},
				s2: {
					title: 'Sesi, ışığı ve kadrajı kurun',
					text: 'Önce ses: ağzınıza yakın duran bir yaka ya da USB mikrofonu, her türlü kamera mikrofonundan iyidir. Yüzünüzü bir pencereye ya da yumuşak bir ışığa dönün, arka planı düzenli tutun ve netlemeyle pozlamayı kaymamaları için kilitleyin.',
					tools: 'Yaka ya da USB mikrofonu, pencere ışığı ya da softbox, tripod, akıllı telefon ya da kamera',
				},
				s3: {
					title: 'Ana çekimi ve ek görüntüleri kaydedin',
					text: 'Bölüm bölüm kaydedin; bir hatadan sonra devam etmek yerine o cümleyi tekrarlayın. Toparlanmadan önce taslağınızdaki her nokta için ara görüntüler (B-roll), yakın çekimler ve ekran kayıtları alın.',
					tools: 'Kamera uygulaması ya da kamera, ekran kaydı için OBS Studio, bir çekim listesi',
				},
			},
			tip: 'Asıl çekimden önce on saniyelik bir deneme kaydı yapın ve kulaklıkla dinleyin. Yankı, uğultu ya da hışırdayan bir gömlek şimdi kolayca düzeltilir, sonra düzeltmesi çok zordur.',
		},
		phase3: {
			title: 'Post-prodüksiyon',
			duration: '3–6 saat',
			text: 'Kurgu genellikle en uzun aşamadır. Kabadan inceye doğru çalışın: önce yapı, sonra tempo, en son ince ayar. Sonradan çıkarabileceğiniz bir sahnenin renkleriyle uğraşmaya başlamayın.',
			steps: {
				s1: {
					title: 'Kaba kurguyu yapın',
					text: 'En iyi çekimleri taslaktaki sıraya göre dizin; hataları, uzun duraklamaları ve tekrarlanan noktaları kesin. Kaba kurguyu durmadan bir kez izleyin ve dikkatinizin dağıldığı yerleri not edin.',
					tools: 'DaVinci Resolve, Adobe Premiere Pro, Final Cut Pro veya CapCut',
				},
				s2: {
					title: 'Tempoyu, sesi ve görüntüyü iyileştirin',
					text: 'Not aldığınız yavaş yerleri sıkılaştırın, ara görüntüler ve ekran yazıları ekleyin ve sesi, sesiniz her türlü müziğin üzerinde net duyulacak şekilde dengeleyin. Yalnızca kullanım hakkına sahip olduğunuz müzikleri ve klipleri kullanın.',
					tools: 'YouTube Ses Kitaplığı, Audacity, düzenleyicinizin renk ve ses araçları',
				},
				s3: {
					title: 'Küçük resmi oluşturun ve altyazıları hazırlayın',
					text: '1. aşamada çizdiğiniz küçük resmi 1280×720 boyutunda tasarlayın ve arama sonuçlarında ve telefonlarda göründüğü gibi küçük boyutta kontrol edin. Son videoyu dışa aktarın; senaryoyla çalışıyorsanız onu altyazılarınızın temeli olarak düzenleyin.',
					tools: 'Canva, Photoshop, GIMP veya Subtitle Edit',
				},
			},
			tip: 'Son hâline getirmeden önce bir taslak dışa aktarın ve telefonunuzda izleyin. Küçük yazılar, sesi düşük kısımlar ve yavaş girişler, izleyicilerinizin çoğunun kullandığı ekranda çok daha kolay fark edilir.',
		},
		phase4: {
			title: 'Optimizasyon ve yükleme',
			duration: '1–2 saat',
			text: 'Birinin izlemeye başlayıp başlamayacağını videonun vitrini belirler. Başlığa, küçük resme, açıklamaya ve altyazılara, videonun kendisine gösterdiğiniz özeni gösterin.',
			steps: {
				s1: {
					title: 'Başlığı, açıklamayı ve hashtag’leri yazın',
					text: 'Son başlığınızı seçin ve açıklamayı videoyu özetleyen iki üç cümleyle açın. Zaman damgalı bölümler ve üç ila beş alakalı hashtag ekleyin: başlıkta hashtag yoksa YouTube ilk üçünü başlığın üstünde gösterir, bir videoda 60’tan fazla hashtag varsa da hepsini yok sayar.',
					tools: 'YouTube Studio, Tubekit’in hashtag oluşturucusu',
				},
				s2: {
					title: 'Küçük resmi ve altyazıları yükleyin',
					text: 'Özel küçük resminizi ve altyazı dosyanızı yükleyin. Küçük resim 1280×720 boyutunda ve JPG, PNG ya da GIF olmalı. Sınır uzun süre 2 MB’ydi; bilgisayardaki YouTube Studio artık bazı kanallarda daha büyük dosyaları da kabul ediyor, bu yüzden yükleme penceresine bakın. Henüz altyazı dosyanız yok mu? Yüklemeden birkaç saat sonra, YouTube’un otomatik altyazıları hazır olduğunda geri gelin ve onları YouTube Studio’da düzeltin.',
					tools: 'YouTube Studio, SRT veya VTT altyazı dosyası',
				},
				s3: {
					title: 'Yükleme ayarlarını tamamlayın ve yayını planlayın',
					text: 'İlgili tek bir videoya ya da oynatma listesine yönlendiren bir bitiş ekranı, başka videolardan bahsettiğiniz anlara da kartlar ekleyin. YouTube’un yükleme sırasında sorduğu soruları yanıtlayın: video çocuklara özel mi, ücretli tanıtım içeriyor mu, değiştirilmiş veya yapay içerik barındırıyor mu? YouTube, anlamlı ölçüde değiştirilmiş ya da örneğin yapay zekâyla üretilmiş gerçekçi içeriklerin belirtilmesini zorunlu tutar; gerçek bir kişinin söylemediği bir şeyi söylemesi ya da hiç yaşanmamış gerçekçi bir sahne bunlara örnektir. Fikir, senaryo ya da altyazı için yapay zekâ kullanmak ise belirtilmeyi gerektirmez. Yayınlamadan önce yüklemenin kontroller adımına bakın: YouTube videoyu telif hakkıyla korunan içerik açısından ve YouTube İş Ortağı Programı’ndaki kanallarda reklam uygunluğu açısından kontrol eder. Sonucu bekleyin; bulunan sorunları video hâlâ özelken düzeltin ya da itiraz edin. Ardından videoyu izleyicilerinizin YouTube’da olduğu bir saate planlayın (Analytics’in Kitle sekmesi izleyicilerinizin ne zaman çevrimiçi olduğunu gösterir) ya da ilk gösterim olarak ayarlayın: izleyiciler geri sayım olan bir izleme sayfasında bekler ve videoyu canlı sohbet eşliğinde ilk kez birlikte izler.',
					tools:
						'YouTube Studio’da yükleme ayrıntıları, kontroller, bitiş ekranları, kartlar, planlama ve ilk gösterimler, YouTube Analytics',
				},
			},
			tip: 'Videoyu yayından birkaç saat önce özel ya da planlanmış olarak yükleyin. Bu, YouTube’a HD sürümleri işlemesi ve otomatik altyazıları oluşturması için zaman tanır; böylece video eksiksiz yayına girer.',
		},
		phase5: {
			title: 'Yayın sonrası optimizasyon',
			duration: 'Sürekli',
			text: 'Yayınlamak bitiş çizgisi değildir. İlk günler izleyicilerin nasıl tepki verdiğini gösterir ve zaten yayında olan bir videoda yapılan küçük değişiklikler bile gerçek bir fark yaratabilir.',
			steps: {
				s1: {
					title: 'İlk 48 saatte kanalınızın başında olun',
					text: 'İlk yorumlara yanıt verin, değer katan ya da bir soru soran bir yorumu sabitleyin ve videoyu izleyicilerinizin zaten bulunduğu yerlerde paylaşın. Erken başlayan sohbetler, kanalınızı yeni izleyicilere canlı gösterir.',
					tools: 'YouTube Studio yorumları, YouTube Studio uygulaması, kanalınızdaki gönderiler',
				},
				s2: {
					title: 'Bir hafta sonra rakamlara bakın',
					text: 'YouTube Studio’da videonun Analytics sayfasını ya da kanalınızın Analytics bölümündeki İçerik sekmesini açın; gösterimleri, gösterim tıklama oranını, ortalama izlenme süresini ve kitleyi elde tutma grafiğini kontrol edin. Düşük bir tıklama oranı başlığa ya da küçük resme işaret eder; grafiğin başındaki keskin bir düşüş ise girişe.',
					tools: 'YouTube Analytics: videonun Analytics sayfası ve İçerik sekmesi',
				},
				s3: {
					title: 'İyileştirin ve yeniden kullanın',
					text: 'Tıklama oranı zayıfsa alternatif bir küçük resim ya da başlık test edin, altyazıları düzeltin ve eksik bölümleri ekleyin. Sonra en iyi kısımları yeniden değerlendirin: klipleri Shorts olarak, transkripti blog yazısı olarak, yorumlardaki soruları da bir sonraki konunuz olarak.',
					tools:
						'YouTube Studio’nun küçük resim ve başlık A/B testi, Tubekit’in transkript indiricisi ve hashtag oluşturucusu',
				},
			},
			tip: 'Her seferinde tek bir şeyi değiştirin ve tarihini not edin. Aksi takdirde farkı yeni küçük resmin mi, yeni başlığın mı yoksa sadece hafta sonunun mu yarattığını anlayamazsınız.',
		},
	},
	workflows: {
		title: 'Dört içerik türü için şablonlar',
		intro:
			'Beş aşama her tür videoya uyar, ancak her aşamada harcadığınız süre formata göre değişir. Bunları başlangıç noktası olarak kullanın ve kendi temponuza göre uyarlayın.',
		labels: {
			planning: 'Planlama',
			production: 'Prodüksiyon',
			keys: 'Başarının anahtarları',
		},
		w1: {
			name: 'Eğitim / öğretici',
			planning: '2–3 saat',
			production: '4–6 saat',
			text: 'İzleyiciler bir sorunla gelir ve yanıt net değilse ayrılır. En çok araştırmaya ve derli toplu bir senaryoya yatırım yapın; her adımı ekranda gösterin.',
			keys: {
				k1: 'Kayda başlamadan önce her adımı kendiniz deneyin; böylece anlattığınız yöntem gerçekten işe yarar.',
				k2: 'İzleyicilerin doğrudan ihtiyaç duydukları kısma atlayabilmesi için bölümler kullanın.',
				k3: 'Doğru altyazılar yayınlayın: otomatik altyazıların en çok hata yaptığı yer teknik terimlerdir.',
			},
		},
		w2: {
			name: 'Eğlence / vlog',
			planning: '30–60 dakika',
			production: '4–8 saat',
			text: 'Az senaryo, bol görüntü. Hikâye kurguda ortaya çıkar; bu yüzden onu taşıyacak çekimleri planlayın ve zamanınızın çoğunu post-prodüksiyona ayırın.',
			keys: {
				k1: 'Hikâyenin gidişatını önceden belirleyin: bir hedef, bir engel ve bir sonuç.',
				k2: 'İhtiyacınızdan çok daha fazlasını çekin ve temponun yüksek kalması için cesurca kesin.',
				k3: 'Küçük resmi videodaki tek bir duygusal anın etrafında kurun.',
			},
		},
		w3: {
			name: 'İnceleme / kutu açılımı',
			planning: '1–2 saat',
			production: '3–5 saat',
			text: 'Burada asıl ürün güvendir. Çekimden önce ürünle vakit geçirmeye zaman ayırın ve onu nasıl edindiğinizi açıkça söyleyin.',
			keys: {
				k1: 'Değerlendirmeden önce ürünü gerçekten kullanın ve kullanım sırasında gösterin.',
				k2: 'Sponsorlukları ve ücretsiz ürünleri hem videoda hem de YouTube Studio’da bildirin.',
				k3: 'İzleyicilerin hızla bulabilmesi için kararınızı ayrı bir bölüme koyun.',
			},
		},
		w4: {
			name: 'Haber / yorum',
			planning: '30–60 dakika',
			production: '1–3 saat',
			text: 'Hız önemlidir, ama doğruluk daha önemlidir. Giriş, grafikler ve küçük resim için hazır bir şablon bulundurun; böylece yalnızca içerik üzerinde çalışmanız gerekir.',
			keys: {
				k1: 'Bilgileri birincil kaynaklardan doğrulayın ve açıklamada bu kaynakları belirtin.',
				k2: 'Yeniden kullanılabilir bir küçük resim düzeni tutun ve yalnızca manşeti ve görseli değiştirin.',
				k3: 'Manşeti tekrarlamak yerine kendi analizinizle değer katın.',
			},
		},
	},
	shorts: {
		title: 'İş akışında Shorts',
		intro:
			'Shorts, en fazla üç dakikalık dikey ya da kare videolardır. Onlar da aynı beş aşamadan geçer, yalnızca çok daha kısa sürede; birçoğu da zaten çektiğiniz uzun bir videodan doğrudan çıkar.',
		s1: {
			title: 'Uzun videoyu planlarken onları da planlayın',
			text: '1. aşamada taslağınızda tek başına işe yarayacak anları işaretleyin: bir ipucu, bir sonuç, bir önce-sonra karşılaştırması. Bunları dikey olarak da çekin ya da kadrajı, dikey bir kırpmanın da işe yarayacağı şekilde kurun.',
		},
		s2: {
			title: 'Doğrudan konuya girin',
			text: 'Shorts akışında bir Shorts videosu hemen oynamaya başlar; önce tıklanacak bir küçük resim ya da başlık yoktur. Hiçbir şey olmazsa izleyiciler birkaç saniye içinde kaydırıp geçer; bu yüzden sonuçla ya da soruyla başlayın ve sesi kapalı izleyenler için ekrana altyazı yerleştirin.',
		},
		s3: {
			title: 'Başlık, hashtag’ler ve küçük resim karesi',
			text: 'Shorts videosuna konusunu söyleyen kısa, sade bir başlık ve iki üç konu hashtag’i verin; #Shorts gerekmez, onu Shorts yapan biçimidir. Videoyu YouTube mobil uygulamasında yüklerken karelerinden birini küçük resim olarak seçin: bu kare, kanalınızın Shorts sekmesinde ve arama sonuçlarında görünür.',
		},
		s4: {
			title: 'Tam videoya bağlantı verin',
			text: 'Uzun videoyu Shorts videosunun ilgili videosu olarak ayarlayın; böylece daha fazlasını isteyen izleyiciler Shorts oynatıcısından doğrudan ona geçebilir. Uzun bir video için sorulan yükleme soruları burada da geçerlidir; gerçekçi değiştirilmiş veya yapay içeriğin belirtilmesi de buna dâhildir.',
		},
		s5: {
			title: 'Bir dakikadan uzunsa Content ID hak talebi olmasın',
			text: 'Bir dakikadan uzun olan ve etkin bir Content ID hak talebi bulunan Shorts videosu, telif hakkı sahibinin seçtiği politika ne olursa olsun YouTube’da engellenir (YouTube Yardım Merkezi’nin Content ID hak talepleri sayfası). Haklarına sahip olduğunuz müzik ve klipleri kullanın, Shorts videosu herkese açılmadan önce de kontrollerin sonucuna bakın; bir hak talebi çıkarsa talep edilen bölümü kaldırın ya da talep yanlışsa itiraz edin.',
		},
	},
	workedExample: {
		title: 'Uygulamalı bir örnek',
		intro:
			'Mia her hafta bir yemek videosu yayınlıyor ve kanalı için tam zamanlı işinin yanında çalışıyor. İşte “Hafta içi akşamlar için 20 dakikada ramen” videosunun bir haftası. Mia ve kanalı hayalî; hafta yukarıdaki aşamaları izliyor.',
		steps: {
			s1: 'Pazartesi, planlama: YouTube’un arama önerileri “kolay ramen tarifi” ve “evde ramen” ifadelerini gösteriyor. İlk beş videoyu izliyor, ikisinin transkriptine göz gezdiriyor, yorumlarda vejetaryen bir sürüm istendiğini not ediyor ve bir küçük resim taslağı çiziyor: dumanı tüten hazır kâse ve “20 DK” yazısı.',
			s2: 'Salı, çekim: maddeler hâlinde bir senaryo, yakaya takılan bir mikrofon ve ışık olarak mutfak penceresi. Japonya gezisiyle ilgili bir hikâyeyle açılan ana çekimi, her adımın yakın planlarını ve bir Shorts videosu için yumurtanın kesildiği iki dikey çekimi kaydediyor.',
			s3: 'Çarşamba ve perşembe, kurgu: çarşamba kaba kurgu; perşembe tavadaki cızırtıyı kendi sesine göre dengeliyor, küçük resmi 1280×720 boyutunda tasarlıyor ve telefonunda kontrol ediyor.',
			s4: 'Cuma, yükleme: videoyu sabah “Hafta içi akşamlar için 20 dakikada ramen (vejetaryen seçenekli)” başlığı, iki cümlelik bir açıklama, altı bölüm ve dört hashtag’le özel olarak yüklüyor. Öğleden sonra YouTube’un otomatik altyazıları hazır oluyor; Mia da malzeme adlarını düzeltiyor. Yükleme ayrıntılarında ücretli tanıtım ile değiştirilmiş veya yapay içerik sorularına hayır diyor: yapay zekâ aracını yalnızca başlık fikirleri bulmak için kullandı ve bunun belirtilmesi gerekmiyor. Kontroller telif hakkı sorunu bulmuyor ve videoyu cumartesi sabahına planlıyor.',
			s5: 'Hafta sonu: yorumları yanıtlıyor ve izleyicilere ramenin üstüne en sevdikleri malzemeyi soran kendi yorumunu sabitliyor. Yumurta kesme Shorts videosu pazar günü yayınlanıyor: tanınmış bir şarkı yerine kendi mutfağının sesleriyle 40 saniye; küçük resmi kesilmiş yumurtanın bir karesi, ilgili videosu da tam video.',
		},
		result:
			'Bir hafta sonra videonun Analytics sayfası, Japonya gezisiyle ilgili o uzun giriş sırasında kitleyi elde tutma grafiğinde keskin bir düşüş gösteriyor. Gelecek haftanın taslağı bunun yerine hazır kâseyle başlıyor.',
	},
	schedule: {
		title: 'Örnek bir haftalık program',
		intro:
			'Aşamaların, günde birkaç saatle tek bir video için bir haftaya nasıl yayılabileceğini aşağıda görebilirsiniz. Günleri hayatınıza göre kaydırın; önemli olan, her aşamanın sabit bir zaman dilimi olmasıdır.',
		monday: {
			day: 'Pazartesi',
			task: 'Planlama ve araştırma: konuyu seçin, öne çıkan videoları inceleyin, başlık seçeneklerini ve taslağı yazın.',
		},
		tuesday: {
			day: 'Salı',
			task: 'İçerik üretimi: senaryoyu bitirin, kurulumu yapın, ana çekimi ve ara görüntüleri kaydedin.',
		},
		wednesday: {
			day: 'Çarşamba',
			task: 'Post-prodüksiyon: kaba kurgu ve tempo üzerinde ilk çalışma.',
		},
		thursday: {
			day: 'Perşembe',
			task: 'Post-prodüksiyon: ses, görüntü ve son dışa aktarma; küçük resmi tasarlayın.',
		},
		friday: {
			day: 'Cuma',
			task: 'Optimizasyon ve yükleme: başlık, açıklama, hashtag’ler, altyazılar, bitiş ekranı, yayın planlaması.',
		},
		weekend: {
			day: 'Hafta sonu',
			task: 'Yayın sonrası: yorumlara yanıt verin, ilk sonuçlara bakın, gelecek hafta için fikir toplayın ve gerçekten dinlenin.',
		},
	},
	toolsCard: {
		title: 'Tubekit iş akışınızın neresinde devreye girer',
		text: 'Tubekit’in araçlarından üçü, bu iş akışında sürekli tekrarlanan işleri üstlenir. Hepsi ücretsizdir ve hesap gerektirmez.',
		hashtag: {
			name: 'Hashtag oluşturucu',
			phase: 'Optimizasyon ve yükleme',
			text: 'Başlığınızdan ve taslağınızdan birkaç anahtar kelime girin, isterseniz bir kategori seçin; gündemdeki, önerilen ve uzun kuyruklu hashtag’ler alın. Bir hashtag’e tıklayarak kopyalayın ve videonuzu en iyi anlatan üç ila beşini tutun.',
			link: 'Hashtag oluşturucuyu aç',
		},
		thumbnail: {
			name: 'Küçük resim indirici',
			phase: 'Planlama ve araştırma, yayın sonrası optimizasyon',
			text: 'Planlama sırasında yan yana karşılaştırmak için konunuzdaki öne çıkan videoların küçük resimlerini kaydedin. Yayından sonra kendi video bağlantınızı yapıştırarak küçük resminizi YouTube’un sunduğu her boyutta, listelerde kullanılan küçük boyutlara kadar görün.',
			link: 'Küçük resim indiriciyi aç',
		},
		transcript: {
			name: 'Transkript indirici',
			phase: 'Planlama ve araştırma, yayın sonrası optimizasyon',
			text: 'Rakiplerinizin bir konuyu nasıl yapılandırdığını görmek için transkriptlerine göz gezdirin. Kendi videonuzun altyazıları hazır olduğunda bunları açıklamanız ve blog yazınız için metin olarak ya da düzeltip yeniden yüklemek için SRT veya VTT olarak indirin.',
			link: 'Transkript indiriciyi aç',
		},
	},
} satisfies NamespaceGuideWorkflowTranslation

export default tr_guideWorkflow
