import type { NamespaceLegalTranslation } from '../../i18n-types'

const tr_legal = {
	updatedLabel: 'Son güncelleme: {date}',
	privacy: {
		meta: {
			title: 'Gizlilik politikası: takip yok, üçüncü taraf yok – Tubekit',
			description:
				'Tubekit neyi, neden ve hangi hukuki sebeple toplar: IP adresi olmadan sayılan sayfa görüntülemeleri, takip çerezi ve üçüncü taraf yok, iletişim mesajları varsayılan olarak 2 yıl saklanır; ayrıca GDPR kapsamındaki haklarınız.',
			keywords:
				'Tubekit gizlilik politikası, takip yok, çerez bildirimi yok, KVKK, kişisel verilerin korunması, YouTube araçları gizlilik, kendi sunucunuzda barındırma',
		},
		h1: 'Gizlilik politikası',
		intro: {
			p1: 'Bu politika, AB Genel Veri Koruma Tüzüğünün (GDPR) 13. maddesinin gerektirdiği şekilde, bu web sitesini kullandığınızda hangi verilerin toplandığını, neden ve hangi hukuki sebeple toplandığını, kimlere aktarıldığını ve ne kadar süre saklandığını açıklar; Türkiye’deki ziyaretçiler için 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesinin gerektirdiği bilgiler ayrı bir bölümde yer alır. “Biz”, bu Tubekit kurulumunun işletmecisi, yani bu web sitesini işleten kişi anlamına gelir. Verileriniz bakımından veri sorumlusu işletmecidir. Tubekit ücretsiz, açık kaynaklı bir yazılımdır ve herkes onun kendi kopyasını çalıştırabilir.',
			p2: 'Tubekit mümkün olduğunca az veri toplayacak şekilde tasarlanmıştır. Bir hesaba ihtiyacınız yoktur, tarayıcınız yalnızca bu siteyle iletişim kurar (işletmeci, “Alıcılar ve üçüncü taraflar” bölümünde açıklanan isteğe bağlı analiz betiğini açmadıysa), IP adresiniz hiçbir zaman saklanmaz ve araçlara yazdıklarınız kaydedilmez.',
		},
		collected: {
			title: 'Neleri topluyoruz',
			p1: 'Bu sitenin kullanımıyla ilgili kaydettiği her şey ve kaydetmedikleri aşağıda yer alıyor.',
			items: {
				i1: 'Sayfa görüntüleme sayıları: her gün için (son yedi gün için ayrıca saat saat) her sayfanın kaç kez ve hangi dilde görüntülendiği ile sayfaya bağlantı veren sitenin sunucu adı (örneğin “google.com”; hiçbir zaman tam adres değil). Bunun için IP adresi, ziyaretçi kimliği veya çerez kullanılmaz; bu nedenle bir sayfa görüntülemesi sizinle ilişkilendirilemez. Tarayıcınızın kendini tanıttığı bilgi (user agent) yalnızca botları saymamak için okunur ve saklanmaz. Tarayıcınız Do Not Track veya Global Privacy Control sinyali gönderiyorsa sayfa görüntülemeleriniz hiç sayılmaz.',
				i2: 'Araç kullanım sayıları: her gün için (son yedi gün için ayrıca saat saat) her aracın kaç kez kullanıldığı ve nasıl sonuçlandığı, yani başarıyla mı yoksa hangi hatayla mı sonuçlandığı. İstekle ilgili başka hiçbir şey sayılmaz.',
				i3: 'İletişim mesajları: iletişim formunu gönderdiğinizde forma yazdıklarınızı (adınız, e-posta adresiniz, konu, kategori ve mesajınız) sayfanın dili ve gönderdiğiniz zamanla birlikte saklarız. Size yanıt verebilmemiz için ad, e-posta adresi ve mesaj gereklidir; bunları göndermek için yasal veya sözleşmeden doğan bir yükümlülüğünüz yoktur, ancak bunlar olmadan size yanıt veremeyiz. Otomatik bir spam denetimi ayrıca birkaç saniye içinde gönderilen bir form ya da çok sayıda bağlantı içeren bir mesaj gibi işaretleri not eder; böyle bir mesaj yine de bize ulaşır, yalnızca daha dikkatli incelenmek üzere işaretlenir. İnsanların göremediği bir form alanının doldurulduğu bir mesaj ise bir bot tarafından gönderilmiş sayılır: ayrı tutulur, yalnızca işletmeci onu onaylarsa iletilir ve onaylanmazsa {quarantineDays} gün sonra silinir.',
				i4: 'Sunucu istek günlüğü: sunucu, işlediği her istek için günlüğe bir satır yazar: zaman, bir istek kimliği, yöntem, sayfa veya adres yolu (“?” işaretinden sonraki kısım olmadan), durum kodu, yanıtın ne kadar sürdüğü ve IP adresinizin yerine anahtarlı bir özet. Anahtarlı özet bir HMAC’tir: adresinizden (IPv6 adreslerinde adresin ağ kısmından), yalnızca bu sunucunun bildiği bir anahtarla hesaplanır; bu anahtar olmadan özetten adresinize geri dönülemez. IP adresinizin kendisi günlükte hiçbir zaman yer almaz.',
				i5: 'Araçlardan hiçbir şey: girdiğiniz bağlantılar ve anahtar kelimeler isteğinizi yanıtlamak için kullanılır ve saklanmaz. YouTube’a aynı şey yeniden sorulmasın diye yanıt birkaç saate kadar bellekte tutulabilir: sunucunun kendi belleğinde ya da işletmeci birden fazla sunucu çalıştırıyorsa, işletmecinin kendi ağındaki ortak bir bellek içi depoda (Redis). Tubekit bu yanıtı hiçbir zaman diske yazmaz.',
				i6: 'Başka hiçbir şey: hesap yoktur, veritabanımızda IP adresi yoktur, reklam veya takip yoktur ve ziyaretçi profili oluşturulmaz. Hakkınızda otomatik yollarla hiçbir karar alınmaz (GDPR madde 22).',
			},
		},
		use: {
			title: 'Verileri neden ve hangi hukuki sebeple kullanıyoruz',
			p1: 'Bu verileri yalnızca bu siteyi işletmek, güvenliğini sağlamak, geliştirmek ve size yanıt vermek için kullanırız. Verileri reklam için kullanmayız, ziyaretçi profili oluşturmayız ve satmayız. Her amaç, GDPR madde 6(1)’de sayılan hukuki sebeplerden birine dayanır:',
			items: {
				i1: 'Sunucu istek günlüğü: siteyi güvenilir biçimde işletmek, hataları ve kötüye kullanımı tespit etmek için. Hukuki sebep: GDPR madde 6(1)(f); çalışan ve güvenli bir web sitesine yönelik meşru menfaatimiz.',
				i2: 'Hız sınırlaması: IP adresinizin yerini alan anahtarlı özet, hiçbir ziyaretçinin hizmeti tek başına aşırı yükleyememesi için ziyaretçi başına istekleri saymakta kullanılır. Hukuki sebep: GDPR madde 6(1)(f); ücretsiz araçları herkes için kullanılabilir tutmaya yönelik meşru menfaatimiz.',
				i3: 'Sayfa görüntüleme ve araç kullanım sayıları: hangi sayfaların ve araçların kullanıldığını ve araçların çalışıp çalışmadığını, örneğin YouTube’un sunucumuzu ne sıklıkla reddettiğini gösterir. Bunlar her zaman yalnızca toplam sayılardır ve çerez kullanılmadan sayılır. Hukuki sebep, isteğiniz sayılmak üzere işlendiği ölçüde: GDPR madde 6(1)(f); sitenin nasıl kullanıldığını bilmeye ve siteyi geliştirmeye yönelik meşru menfaatimiz.',
				i4: 'İletişim mesajları: size yanıt vermek, sorduğunuz konuyla (örneğin bir hata bildirimi veya bir gizlilik talebiyle) ilgilenmek ve daha sonra gerektiğinde ona geri dönebilmek için. Hukuki sebep: mesajınız bizimle yapılmış ya da yapmak istediğiniz bir sözleşmeyle ilgiliyse (örneğin bir iş birliği talebi) GDPR madde 6(1)(b), diğer durumlarda GDPR madde 6(1)(f), yani bize gönderilen mesajları yanıtlamaya yönelik meşru menfaatimiz. Spam denetimi de GDPR madde 6(1)(f)’ye dayanır: iletişim formunu kullanılabilir tutmaya yönelik meşru menfaatimiz.',
				i5: 'Bir araca girdikleriniz, talebiniz üzerine yalnızca istediğiniz sonucu üretmek için kullanılır. Hukuki sebep: GDPR madde 6(1)(f); kullandığınız araçları sunmaya yönelik meşru menfaatimiz. Girdikleriniz saklanmaz.',
				i6: 'Bir yasa işletmeciyi bir şeyi daha uzun süre saklamakla yükümlü kılıyorsa, örneğin ticaret veya vergi mevzuatı uyarınca bir ticari yazışmayı, bunu saklamanın hukuki sebebi GDPR madde 6(1)(c)’dir. Tubekit’in kendisi bu nedenle hiçbir şey saklamaz: iletişim mesajlarını saklama süresinin sonunda siler; bir mesajı daha uzun süre saklamak zorunda olan işletmeci, onun bir kopyasını Tubekit dışında saklar.',
			},
		},
		objection: {
			title: 'İtiraz hakkınız',
			p1: 'Verilerinizin meşru menfaatlerimize (GDPR madde 6(1)(f)) dayanan işlenmesine, yani yukarıda açıklanan istek günlüğüne, hız sınırlamasına, sayımlara, spam denetimine ve iletişim mesajlarının yanıtlanmasına, özel durumunuzdan kaynaklanan gerekçelerle her zaman itiraz etme hakkına sahipsiniz (GDPR madde 21(1)).',
			p2: 'İtiraz ederseniz, sizin menfaatlerinizden, haklarınızdan ve özgürlüklerinizden üstün gelen zorlayıcı meşru gerekçeler ortaya koyamadığımız ya da verilere hukuki taleplerin tesisi, kullanılması veya savunulması için ihtiyaç duymadığımız sürece bu işlemeyi durdururuz.',
			p3: 'İtiraz etmek için iletişim formu üzerinden bize yazın ve “Yasal konular ve gizlilik” kategorisini seçin; belirli bir ifade kullanmanız gerekmez.',
			link: 'İletişim formu üzerinden itiraz edin',
		},
		cookies: {
			title: 'Çerezler ve yerel depolama',
			p1: 'Bu site yalnızca çalışmak için ihtiyaç duyduğu, aşağıda listelenen işlevsel çerezleri yerleştirir. Takip, analiz veya reklam çerezi yoktur ve sayfa görüntülemeleri hiçbir çerez kullanılmadan sayılır. AB’nin e-Gizlilik kurallarına göre, istediğiniz bir hizmet için kesinlikle gerekli olan bir bilginin, örneğin seçtiğiniz bir ayarın tarayıcınızda saklanması onay gerektirmez. Bu yüzden bir çerez bildirimi görmezsiniz: buna gerek yoktur.',
			p2: 'Dil seçiminiz kişisel veri sayıldığı ölçüde, onu kullanmanın hukuki sebebi GDPR madde 6(1)(f)’dir: siteyi size seçtiğiniz dilde göstermeye yönelik bizim ve sizin meşru menfaatiniz.',
			p3: 'Çerezleri ve site verilerini istediğiniz zaman tarayıcınızın ayarlarından silebilirsiniz. Site çalışmaya devam eder; yalnızca dilinizi yeniden seçmeniz gerekebilir.',
			items: {
				i1: '“language” çerezi seçtiğiniz dili hatırlar; böylece sayfalar doğrudan o dilde açılır. Yalnızca bir dil seçtiğinizde yerleştirilir ve bir yıl geçerlidir.',
				i2: 'Tarayıcınızın yerel depolama alanı (localStorage), aynı dil seçimini “language” adıyla saklar. Bu bilgi tarayıcınızda kalır ve başka hiçbir şey için kullanılmaz.',
				i3: 'Yönetici oturum çerezi yalnızca işletmeci yönetim alanına giriş yaptığında yerleştirilir. Normal ziyaretçiler bu çerezi hiçbir zaman almaz.',
			},
		},
		security: {
			title: 'Güvenlik ve verileri ne kadar süre sakladığımız',
			p1: 'Elimizdeki az miktardaki veriyi korur ve artık gerekmediğinde sileriz. Her veri türünün kendi saklama süresi vardır:',
			items: {
				i1: 'Şifreli bağlantılar: Tubekit’in HTTPS üzerinden sunulması amaçlanmıştır; böylece gönderdikleriniz sunucuya giderken şifrelenir. Bu sitenin HTTPS kullanıp kullanmadığını tarayıcınızın adres çubuğunda görebilirsiniz.',
				i2: 'Ham IP adresi yok: IP adresiniz, başka herhangi bir şey onu görmeden önce anahtarlı özetle (HMAC) değiştirilir. Bu özet, hız sınırlaması için bellekte (sunucunun kendi belleğinde ya da birden fazla sunuculu bir kurulumda ortak bellek içi depoda) kullanılır ve istek günlüğünde yer alır; adresiniz ise veritabanında da bu ortak depoda da hiçbir zaman saklanmaz.',
				i3: 'İçerik Güvenliği Politikası (Content Security Policy) dâhil katı güvenlik başlıkları, sayfaların neleri yükleyip çalıştırabileceğini sınırlar.',
				i4: 'Yönetim alanı bir parolayla korunur. Bu alanın oturum çerezi betikler tarafından okunamaz (HttpOnly) ve başka sitelerden gelen isteklerle birlikte gönderilmez (SameSite=Strict).',
				i5: 'İletişim mesajları {contactDays} gün saklanır ve ardından günde bir kez yapılan temizlikle otomatik olarak silinir. Destek adresine e-postayla gönderilen kopya, işletmecinin Tubekit’in yönetmediği posta kutusunda durur: işletmeci onu orada aynı kurala göre siler.',
				i6: 'Bot tarafından gönderilmiş sayılarak ayrı tutulan bir mesaj, işletmeci onu onaylamazsa {quarantineDays} gün sonra silinir; onaylanan bir mesaj diğer mesajlar gibi saklanır.',
				i7: 'Günlük sayfa görüntüleme sayıları 400 gün, saatlik sayıların tümü ise 7 gün sonra silinir. Günlük araç kullanım sayıları hiçbir kişiyle ilgili bilgi içermez ve süre sınırı olmadan saklanır.',
				i8: 'Hız sınırlaması için tutulan istek sayıları, ait oldukları zaman aralığı sona erdikten kısa süre sonra silinir; en uzun zaman aralığı bir saattir.',
				i9: 'Bellekte tutulan araç yanıtları, ister sunucunun kendi belleğinde ister birden fazla sunuculu bir kurulumun ortak bellek içi deposunda olsun, en fazla birkaç saat sonra silinir ve Tubekit bunları hiçbir zaman diske yazmaz.',
				i10: 'İstek günlüğü: Tubekit günlük satırlarını sunucunun standart çıktısına yazar ve hiçbirini kendisi saklamaz. Satırları işletmecinin günlük sistemi toplar ve ne kadar süre kalacaklarına o karar verir; işletmeci bunları {logDays} gün saklar.',
			},
		},
		rights: {
			title: 'Haklarınız',
			p1: 'GDPR kapsamında, yukarıda açıklanan itiraz hakkına ek olarak aşağıda listelenen haklara sahipsiniz. Bu sitede bu haklar her şeyden önce iletişim mesajlarınızla ilgilidir. Sayfa görüntüleme ve araç kullanım sayıları hiçbir kişiyle ilişkilendirilemez; bu yüzden bunlarda sizinle ilgili bakılabilecek bir şey yoktur. İstek günlüğünde yalnızca IP adresinizin anahtarlı özeti bulunur: IP adresinizi ve ziyaret zamanınızı bize bildirirseniz özeti hesaplayabilir ve kayıtlarınız silinmediği sürece onları arayabiliriz (GDPR madde 11).',
			p2: 'Bu haklardan herhangi birini kullanmak için iletişim formu üzerinden bize yazın ve “Yasal konular ve gizlilik” kategorisini seçin. Mesajlarınızı bulabilmemiz için kullandığınız e-posta adresini belirtin. Talebinizi gecikmeksizin, en geç bir ay içinde yanıtlarız.',
			items: {
				i1: 'Erişim hakkı (GDPR madde 15): hakkınızda veri tutup tutmadığımızı sorabilir, tutuyorsak bu verilerin bir kopyasını bu politikadaki bilgilerle birlikte alabilirsiniz.',
				i2: 'Düzeltme hakkı (GDPR madde 16): hakkınızdaki yanlış veya eksik verileri düzeltmemizi isteyebilirsiniz.',
				i3: 'Silme hakkı (GDPR madde 17): iletişim mesajlarınızı saklama süresi dolmadan silmemizi isteyebilirsiniz.',
				i4: 'İşlemenin kısıtlanması hakkı (GDPR madde 18): verilerinizi saklamamızı ama başka bir şekilde kullanmamamızı isteyebilirsiniz; örneğin doğru olup olmadıklarını kontrol ettiğimiz süre boyunca.',
				i5: 'Veri taşınabilirliği hakkı (GDPR madde 20): bir sözleşme yapmak veya ifa etmek için bize verdiğiniz veriler söz konusu olduğunda, bize gönderdiğiniz mesajları yaygın olarak kullanılan, makinede okunabilir bir biçimde (CSV) alabilir ya da teknik olarak mümkün olduğunda başka birine iletilmesini isteyebilirsiniz.',
				i6: 'Şikâyet hakkı (GDPR madde 77): bir veri koruma denetim makamına, özellikle yaşadığınız, çalıştığınız veya ihlalin gerçekleştiğini düşündüğünüz AB ülkesindeki makama şikâyette bulunabilirsiniz.',
			},
			link: 'İletişim formu üzerinden bize yazın',
		},
		kvkk: {
			title: 'Türkiye’deki ziyaretçiler için KVKK kapsamında aydınlatma',
			p1: 'Bu siteyi Türkiye’den kullanıyorsanız 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) da uygulanır. Bu bölüm, Kanun’un 10. maddesi uyarınca verilmesi gereken bilgileri içerir; politikanın geri kalanı da aynen geçerlidir.',
			items: {
				i1: 'Veri sorumlusu: bu kurulumun işletmecisidir; adı ve iletişim bilgileri “Sorumlu kim ve bize nasıl ulaşabilirsiniz” bölümünde yer alır.',
				i2: 'İşleme amaçları ve toplama yöntemi: “Neleri topluyoruz” bölümünde açıklanan veriler, sunucu ve iletişim formu aracılığıyla elektronik ortamda, otomatik yollarla toplanır ve “Verileri neden ve hangi hukuki sebeple kullanıyoruz” bölümünde açıklanan amaçlarla işlenir.',
				i3: 'Hukuki sebepler (KVKK madde 5/2): istek günlüğü, hız sınırlaması, sayımlar, spam denetimi ve mesajlarınızın yanıtlanması için, temel hak ve özgürlüklerinize zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması (f bendi); bir sözleşmeyle ilgili mesajlar için, bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (c bendi); ve gerektiğinde veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (ç bendi).',
				i4: 'Aktarım: verileriniz yalnızca bu siteyi sunmak ve mesajlarınızı iletmek amacıyla, sunucuyu ve posta kutusunu işletmeci adına çalıştıran barındırma ve e-posta hizmeti sağlayıcılarına aktarılır. Sunucu veya posta kutusu Türkiye dışındaysa verileriniz yurt dışına aktarılmış olur; bu aktarımı yalnızca KVKK’nın 9. maddesinin izin verdiği şekilde, yani bir yeterlilik kararına, Kişisel Verileri Koruma Kurumu’na bildirilen standart sözleşme gibi uygun güvencelerden birine ya da Kanun’da sayılan arızi hâllerden birine dayanarak yaparız. Tubekit verilerinizi başka kimseye aktarmaz.',
				i5: 'Haklarınız (KVKK madde 11): kişisel verilerinizin işlenip işlenmediğini öğrenme; işlenmişse buna ilişkin bilgi talep etme; işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme; yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme; eksik veya yanlış işlenmişse düzeltilmesini isteme; 7. maddedeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme; bu düzeltme ve silme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme; işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme; kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
				i6: 'Başvuru (KVKK madde 13): başvurunuzu iletişim formu üzerinden (“Yasal konular ve gizlilik” kategorisi) ya da yazılı olarak işletmecinin aşağıda yer alan adresine iletebilirsiniz. Başvurunuz en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.',
				i7: 'Şikâyet: başvurunuz reddedilirse, verilen yanıtı yetersiz bulursanız ya da süresinde yanıt verilmezse, yanıtı öğrendiğiniz tarihten itibaren otuz gün ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kurulu’na (kvkk.gov.tr) şikâyette bulunabilirsiniz (KVKK madde 14).',
			},
		},
		thirdParties: {
			title: 'Alıcılar ve üçüncü taraflar',
			p1: 'Tarayıcınız yalnızca bu siteyle iletişim kurar: sayfalar başka sunuculardan hiçbir betik, yazı tipi, reklam veya takip aracı yüklemez (tek istisna, işletmecinin ekleyebileceği bir analiz betiğidir ve işletmeci onu açmadıkça kapalıdır; aşağıya bakın) ve girdiğiniz hiçbir şey dışarıdaki bir yapay zekâ hizmetine gönderilmez. Sürece dâhil olan diğer taraflar yalnızca şunlardır:',
			items: {
				i1: 'YouTube (Google): küçük resimleri, profil fotoğraflarını, banner görsellerini, transkriptleri ve hashtag oluşturucuya verdiğiniz bir videonun başlığını ve transkriptini almak için sunucumuz sayfaları ve görselleri sizin adınıza YouTube’dan çeker. YouTube, girdiğiniz video veya kanal bağlantısı da dâhil olmak üzere sunucumuzdan gelen bir istek görür, ancak sizi görmez: ne IP adresinizi ne tarayıcınızı ne de çerezlerinizi. Görseller size sunucumuz üzerinden ulaşır; böylece tarayıcınız Google’a hiçbir zaman bağlanmaz. İşletmeci bu istekleri bir proxy hizmeti üzerinden yönlendiriyorsa o hizmet de aynı istekleri görür; sizi ise yine görmez.',
				i2: 'Hashtag’leri yazan yapay zekâ modeli bir yapay zekâ şirketinde değil, işletmecinin kendi sunucusunda çalışır (Ollama). Anahtar kelimeleriniz hiçbir yapay zekâ şirketine gönderilmez. Kullanılabilir bir model yoksa onun yerine yerleşik bir oluşturucu yanıt verir ve sayfa bunu belirtir.',
				youtubeSearch:
					'Hashtag’ler için YouTube araması: Hashtag’leri oluşturmak için sunucumuz girdiğin kelimeleri (ya da bağlantısı verilen videonun başlığını) YouTube aramasına (www.youtube.com) ve arama önerisi hizmetine (suggestqueries-clients6.youtube.com) gönderir; diğer araçlarda olduğu gibi bunu tarayıcın değil, sunucumuz yapar. YouTube’un yanıtı yalnızca sorgu önbelleğinde 6 saat tutulur, sonra silinir.',
				i3: 'E-posta: iletişim mesajları, kullandığımız e-posta sunucusu aracılığıyla ve yanıt adresi olarak sizin e-posta adresiniz belirtilerek destek adresimize gönderilir. Bu e-posta sunucusunu ya da posta kutusunu bizim için bir e-posta sağlayıcısı işletiyorsa sağlayıcı, mesajı diğer tüm e-postalarda olduğu gibi işler ve saklar.',
				i4: 'Barındırma: sunucular, veritabanı ve birden fazla sunuculu bir kurulumda ortak bellek içi depo, işletmeci adına bir barındırma veya veritabanı sağlayıcısı tarafından işletilebilir; bu sağlayıcı, burada açıklanan verileri veri işleyen olarak işletmeci adına ve onun talimatları doğrultusunda işler (GDPR madde 28).',
				i5: 'İsteğe bağlı analiz: işletmeci kurarsa Tubekit bir analiz betiği yükleyebilir. Bu özellik, işletmeci açmadıkça kapalıdır; açıksa tarayıcınızın yalnızca bu siteyle iletişim kurduğuna ilişkin yukarıdaki ifade artık tam olarak geçerli değildir ve işletmeci betiği, sağlayıcısını ve hukuki sebebini bu politikada açıklamak zorundadır.',
				i6: 'Tubekit’in kendisi verilerinizi AB ve Avrupa Ekonomik Alanı dışındaki hiçbir ülkeye aktarmaz. İşletmecinin barındırma veya e-posta sağlayıcısının başka bir yerde bulunup bulunmadığı ve aktarımın hangi güvencelerle yapıldığı, işletmecinin sağlayıcı seçimine bağlıdır; yasanın gerektirdiği durumlarda işletmeci bu sağlayıcıları burada belirtmelidir.',
			},
		},
		contact: {
			title: 'Sorumlu kim ve bize nasıl ulaşabilirsiniz',
			p1: 'Bu politika veya verileriniz hakkında sorularınız mı var? İletişim formu üzerinden bize yazın ve “Yasal konular ve gizlilik” kategorisini seçin.',
			p2: 'Burada açıklanan veriler bakımından veri sorumlusu, bu Tubekit kurulumunun işletmecisidir. İşletmecinin adı, kendisine nasıl ulaşabileceğiniz ve yasanın gerektirdiği durumlarda veri koruma görevlisi aşağıda yer almaktadır.',
			link: 'İletişim formuna git',
		},
		changes: {
			title: 'Bu politikadaki değişiklikler',
			p1: 'Bu sitenin verileri işleme biçimi değiştiğinde bu politikayı bu sayfada günceller ve en üstteki tarihi değiştiririz. Bu tarih, metnin en son ne zaman değiştiğini gösterir; sizin okuduğunuz günü değil.',
			p2: 'Bu sayfayı zaman zaman kontrol edin; en üstteki tarih, yeni bir şey olup olmadığını bir bakışta gösterir.',
		},
	},
	imprint: {
		meta: {
			title: 'Künye: Bu siteyi kim işletiyor – Tubekit',
			description: 'Bu Tubekit kurulumunu kimin işlettiği: işletmecinin adı, adresi, iletişim bilgileri ve künyesi.',
			keywords: 'künye, yasal bilgiler, işletmeci, iletişim, Tubekit',
		},
		h1: 'Künye',
		intro:
			'Bu web sitesini kimin işlettiği ve kendisine nasıl ulaşabileceğiniz, işletmecinin yayımladığı şekliyle. Aşağıdaki metin işletmecinin kendisine aittir ve onun dilinde yazılmış olabilir.',
		textTitle: 'İşletmecinin bilgileri',
	},
	terms: {
		meta: {
			title: 'Kullanım koşulları: ücretsiz YouTube araçlarının sorumlu kullanımı – Tubekit',
			description:
				'Tubekit’in ücretsiz YouTube araçları ve API’si için kurallar: araçları ücretsiz tutan sınırlar, telif hakkı ve YouTube koşulları, yapay zekâ hashtag’lerinin kontrolü ve sorumluluk.',
			keywords:
				'Tubekit kullanım koşulları, kullanım şartları, YouTube araçları koşulları, API sınırları, telif hakkı, küçük resimler, transkriptler, açık kaynak',
		},
		h1: 'Kullanım koşulları',
		intro: {
			p1: 'Bu koşullar, bir Tubekit kurulumu olan bu web sitesini kullandığınızda geçerlidir. “Biz”, sitenin işletmecisi, yani bu siteyi işleten kişi; “siz” ise ziyaretçi olarak siz anlamına gelir.',
			p2: 'Kısacası: araçlar ücretsizdir; sınırlarının içinde kalın, başkalarının telif haklarına ve YouTube’un kurallarına saygı gösterin ve yapay zekânın önerdiklerini kontrol edin.',
		},
		acceptance: {
			title: 'Bu koşulların kabulü',
			p1: 'Bu siteyi kullanarak bu koşulları kabul etmiş olursunuz. Koşulları kabul etmiyorsanız lütfen siteyi kullanmayın.',
			p2: 'Sitenin hangi verileri topladığı ve bu verilerin nasıl işlendiği gizlilik politikamızda açıklanmıştır.',
			privacyLink: 'Gizlilik politikasını okuyun',
		},
		service: {
			title: 'Hizmet',
			p1: 'Tubekit, YouTube içerik üreticileri için ücretsiz araçlar sunar: küçük resim indirici, profil fotoğrafı indirici, transkript indirici, hashtag oluşturucu ve bölüm oluşturucu; bunlara ek olarak rehberler, bir yardım merkezi ve geliştiriciler için bir API. Bir hesaba ihtiyacınız yoktur ve hiçbir ücret ödemezsiniz.',
			p2: 'Hizmeti ücretsiz olarak sunarız. Hizmeti, özellik eklemek, değiştirmek veya kaldırmak da dâhil olmak üzere istediğimiz zaman değiştirebiliriz.',
			p3: 'Araçlar YouTube’a bağlıdır. YouTube, sunucumuzdan kabul ettiği istek sayısını sınırlayabilir; bir araç bunu bildirirse 5 ila 10 dakika bekleyip tekrar deneyin.',
		},
		use: {
			title: 'Araçların ve API’nin kullanımı',
			p1: 'Araçları tarayıcınızda kullanabilir, oynatma listelerini ve kanalları tek seferde alabilir ve geliştiriciler için belgelenmiş API’yi kendi betiklerinizden ve programlarınızdan çağırabilirsiniz; yeter ki bu sitenin ayarlandığı sınırların içinde kalın. Her sınır ziyaretçi başına geçerlidir ve IP adresinizin anahtarlı özetiyle sayılır; bir sınıra ulaştığınızda site, yeniden denemeden önce ne kadar beklemeniz gerektiğini söyler:',
			items: {
				i1: 'sayfalar ve API üzerinden toplam dakikada {apiPerMinute} araç isteği,',
				i2: 'saatte {batchesPerHour} oynatma listesi veya kanal indirmesi; her seferinde bir tane ve her biri en fazla {batchMaxVideos} video,',
				i3: 'dakikada {imagesPerMinute} görsel,',
				i4: 'saatte {contactPerHour} iletişim mesajı.',
			},
			apiLink: 'API belgelerini okuyun',
		},
		rules: {
			title: 'İzin verilmeyenler',
			p1: 'Araçların herkes için ücretsiz ve çalışır durumda kalması için aşağıdakilerden hiçbirini yapmamayı kabul edersiniz. Bu kuralları ihlal eden erişimi sınırlayabilir veya engelleyebiliriz.',
			items: {
				i1: 'Yukarıdaki sınırları atlatmak, örneğin istekleri çok sayıda IP adresine dağıtarak; ya da sitenin API belgelerinde açıklanmayan kısımlarını bir API gibi çağırmak.',
				i2: 'Siteye veya sunucusuna saldırmak: onu aşırı yüklemeye, güvenliğini aşmaya veya yönetim alanına girmeye çalışmak.',
				i3: 'Siteyi yasa dışı herhangi bir amaçla ya da başkalarının haklarını ihlal etmek için kullanmak.',
			},
		},
		content: {
			title: 'YouTube’dan gelen içerik',
			p1: 'Küçük resimler, profil fotoğrafları, banner görselleri ve transkriptler sahiplerine, yani içerik üreticilerine ve diğer hak sahiplerine aittir; ne Tubekit’e ne de size aittir. Tubekit yalnızca YouTube’un kendisinin erişime sunduğu içeriği alır; size bu içerik üzerinde hiçbir hak vermez.',
			p2: 'İndirdiklerinizi nasıl kullandığınızdan siz sorumlusunuz; bu içerik için YouTube’un Hizmet Şartları ve telif hakkı mevzuatı geçerlidir. İçeriği sorumlu bir şekilde ve yalnızca hakkınız olan durumlarda kullanın, örneğin:',
			items: {
				i1: 'kendi videolarınız ve kendi kanalınız için,',
				i2: 'ülkenizin telif hakkı mevzuatının izin verdiği istisnalar çerçevesinde, örneğin bir inceleme veya eleştiride, amacın gerektirdiği ölçüde ve kaynak gösterilerek alıntı yapmak için,',
				i3: 'sahibinin size izin verdiği her türlü kullanım için.',
			},
		},
		ai: {
			title: 'Yapay zekâ tarafından oluşturulan hashtag’ler',
			p1: 'Hashtag oluşturucunun önerileri, bu sunucuda çalışan bir yapay zekâ modeli tarafından ya da kullanılabilir bir model yoksa yerleşik bir oluşturucu tarafından yazılır (hangisi olduğunu sayfa size bildirir). Bunlar kesin bilgi değil, öneridir: hatalı, konu dışı veya videonuz için uygunsuz olabilirler.',
			p2: 'Her hashtag’i kullanmadan önce kontrol edin. Yayınladıklarınızdan siz sorumlusunuz ve YouTube’un kendi kuralları geçerlidir: örneğin YouTube, 60’tan fazla hashtag içeren bir videodaki tüm hashtag’leri yok sayar ve videoyla ilgisiz ya da yanıltıcı hashtag’lere izin vermez.',
		},
		liability: {
			title: 'Erişilebilirlik ve sorumluluk',
			p1: 'Tubekit ücretsizdir. Sitenin her zaman erişilebilir, hatasız veya hızlı olacağını, her sonucun eksiksiz veya doğru olacağını ya da YouTube’un araçların dayandığı verileri sunmaya devam edeceğini taahhüt edemeyiz.',
			p2: 'Kasten veya ağır ihmalle verdiğimiz zararlardan, hayata, vücut bütünlüğüne veya sağlığa gelen zararlardan, ürün sorumluluğu mevzuatından doğan zararlardan ve bir garanti verdiğimiz durumlarda sınırsız olarak sorumluyuz.',
			p3: 'Temel bir yükümlülüğü hafif ihmalle ihlal edersek sorumluluğumuz, kullanım anında öngörülebilen ve tipik olan zararla sınırlıdır. Temel yükümlülük, yerine getirilmesi hizmetin gereği gibi kullanılmasını ancak mümkün kılan ve yerine getirileceğine normal olarak güvenebileceğiniz yükümlülüktür. Bu hâller dışında hafif ihmalden sorumlu değiliz.',
			p4: 'Bu kurallar, siteyi işletmek için yararlandığımız kişiler için de geçerlidir. Yaşadığınız ülkenin emredici hukukundan doğan tüketici haklarınızı sınırlamaz.',
		},
		thirdParties: {
			title: 'YouTube ve diğer üçüncü taraflar',
			p1: 'YouTube, Google LLC’nin ticari markasıdır. Tubekit’in YouTube veya Google ile hiçbir bağlantısı yoktur; YouTube veya Google tarafından onaylanmamakta ya da sponsorluk yoluyla desteklenmemektedir.',
			p2: 'Araçlar, YouTube’un erişime sunduğu içerikle çalışır. Bu içeriği kullandığınızda bu koşullara ek olarak YouTube’un Hizmet Şartları da geçerlidir.',
		},
		changes: {
			title: 'Bu koşullardaki değişiklikler',
			p1: 'Bu koşulları güncelleyebiliriz. Bir değişikliği, yeni metni bu sayfada en üstte değişiklik tarihiyle birlikte yayımlayarak duyururuz. Sitede hesap yoktur ve sizinle ilgili hiçbir adres saklanmaz; bu yüzden size kişisel olarak haber veremeyiz: siteye döndüğünüzde tarihe bakın.',
			p2: 'Yeni koşullar, yayımlandıkları günden itibaren siteyi kullanımınıza uygulanır; daha önce yaptıklarınız o sırada geçerli olan koşullara tabidir. Yeni koşulları kabul etmiyorsanız lütfen siteyi kullanmayı bırakın.',
		},
		contact: {
			title: 'İletişim',
			p1: 'Bu koşullarla ilgili sorularınız mı var? İletişim formu üzerinden bize yazın.',
			link: 'İletişim formuna git',
		},
		openSource: {
			title: 'Açık kaynaklı yazılım',
			p1: 'Tubekit açık kaynaklı bir yazılımdır: herkes onun kendi kurulumunu çalıştırabilir. Yazılımın lisansı kodunu kapsar; bu koşullar ise bu web sitesinin kullanımını kapsar.',
			p2: 'Bir kurulumu işleten kişi, o kurulumun işletmecisidir. Tubekit’i kendiniz barındırıyorsanız kendi kurulumunuzun işletmecisi sizsiniz; yasanın gerektirdiği durumlarda künye gibi kendi yasal bilgilerinizi eklemek de dâhil olmak üzere kurulumunuzun kullanım koşullarından, gizlilik politikasından ve verileri işleme biçiminden siz sorumlusunuz.',
		},
	},
} satisfies NamespaceLegalTranslation

export default tr_legal
