import type { NamespaceLegalTranslation } from '../../i18n-types'

const tr_legal = {
	updatedLabel: 'Son güncelleme: {date}',

	privacy: {
		meta: {
			title: 'Gizlilik politikası: takip yok, üçüncü taraf yok – Tubekit',
			description:
				'Tubekit neyi neden toplar: IP adresi olmadan sayılan sayfa görüntülemeleri, takip çerezi ve üçüncü taraf yok, iletişim mesajları varsayılan olarak 2 yıl saklanır.',
			keywords:
				'Tubekit gizlilik politikası, takip yok, çerez bildirimi yok, KVKK, kişisel verilerin korunması, YouTube araçları gizlilik, kendi sunucunuzda barındırma',
		},
		h1: 'Gizlilik politikası',
		intro: {
			p1: 'Bu politika, bu web sitesini kullandığınızda hangi verilerin toplandığını, neden toplandığını ve ne kadar süre saklandığını açıklar. “Biz”, bu Tubekit kurulumunun işletmecisi, yani bu web sitesini işleten kişi anlamına gelir. Tubekit ücretsiz, açık kaynaklı bir yazılımdır ve herkes onun kendi kopyasını çalıştırabilir.',
			p2: 'Tubekit mümkün olduğunca az veri toplayacak şekilde tasarlanmıştır. Bir hesaba ihtiyacınız yoktur, tarayıcınız yalnızca bu siteyle iletişim kurar, IP adresiniz hiçbir zaman saklanmaz ve araçlara yazdıklarınız kaydedilmez.',
		},
		collected: {
			title: 'Neleri topluyoruz',
			p1: 'Bu sitenin kullanımıyla ilgili kaydettiği her şey ve kaydetmedikleri aşağıda yer alıyor.',
			items: {
				i1: 'Sayfa görüntüleme sayıları: her gün için her sayfanın kaç kez ve hangi dilde görüntülendiği ile sayfaya bağlantı veren sitenin sunucu adı (örneğin “google.com”; hiçbir zaman tam adres değil). Bunun için IP adresi, tarayıcı bilgisi (user agent), ziyaretçi kimliği veya çerez kullanılmaz; bu nedenle bir sayfa görüntülemesi sizinle ilişkilendirilemez.',
				i2: 'Araç kullanım sayıları: her gün için her aracın kaç kez kullanıldığı ve nasıl sonuçlandığı, yani başarıyla mı yoksa hangi hatayla mı sonuçlandığı. İstekle ilgili başka hiçbir şey sayılmaz.',
				i3: 'İletişim mesajları: iletişim formunu gönderdiğinizde girdiklerinizi (adınız, e-posta adresiniz, konu, kategori ve mesajınız) sayfanın dili ve gönderdiğiniz zamanla birlikte saklarız. Otomatik bir spam denetimi ayrıca birkaç saniye içinde gönderilen bir form ya da çok sayıda bağlantı içeren bir mesaj gibi işaretleri not eder; böyle bir mesaj yine de bize ulaşır, yalnızca daha dikkatli incelenmek üzere işaretlenir.',
				i4: 'Sunucu istek günlüğü: sunucu, işlediği isteklerin bir günlüğünü tutar. IP adresiniz bu günlükte hiçbir zaman yer almaz. Adresiniz, başka herhangi bir şey onu görmeden önce anahtarlı, tek yönlü bir özetle (hash) değiştirilir ve günlüğe yalnızca bu özet yazılır.',
				i5: 'Araçlardan hiçbir şey: girdiğiniz bağlantılar ve anahtar kelimeler isteğinizi yanıtlamak için kullanılır ve saklanmaz. YouTube’a aynı şey yeniden sorulmasın diye yanıt birkaç saate kadar bellekte tutulabilir: sunucunun kendi belleğinde ya da işletmeci birden fazla sunucu çalıştırıyorsa, işletmecinin kendi ağındaki ortak bir bellek içi depoda (Redis). Tubekit bu yanıtı hiçbir zaman diske yazmaz.',
				i6: 'Başka hiçbir şey: hesap yoktur, veritabanımızda IP adresi yoktur, reklam veya takip yoktur ve ziyaretçi profili oluşturulmaz.',
			},
		},
		use: {
			title: 'Verileri nasıl kullanıyoruz',
			p1: 'Bu verileri yalnızca bu siteyi işletmek, geliştirmek ve size yanıt vermek için kullanırız. Verileri reklam için kullanmayız, ziyaretçi profili oluşturmayız ve satmayız.',
			items: {
				i1: 'Sayfa görüntüleme ve araç kullanım sayıları, hangi sayfaların ve araçların kullanıldığını ve araçların çalışıp çalışmadığını, örneğin YouTube’un sunucumuzu ne sıklıkla reddettiğini gösterir. Bunlar her zaman yalnızca toplam sayılardır.',
				i2: 'İletişim mesajları, size yanıt vermek ve sorduğunuz konuyla, örneğin bir hata bildirimi veya bir gizlilik talebiyle ilgilenmek için kullanılır.',
				i3: 'IP adresinizin yerini alan özetlenmiş anahtar, hiçbir ziyaretçinin hizmeti tek başına aşırı yükleyememesi için hız sınırlamasında kullanılır; ayrıca IP adresinizi bilmeden istek günlüğündeki hataları ve kötüye kullanımı izlememizi sağlar.',
				i4: 'Bir araca girdikleriniz yalnızca istediğiniz sonucu üretmek için kullanılır.',
			},
		},
		cookies: {
			title: 'Çerezler ve yerel depolama',
			p1: 'Bu site yalnızca çalışmak için ihtiyaç duyduğu, aşağıda listelenen işlevsel çerezleri yerleştirir. Takip, analiz veya reklam çerezi yoktur ve sayfa görüntülemeleri hiçbir çerez kullanılmadan sayılır. Bu yüzden bir çerez bildirimi görmezsiniz: buna gerek yoktur.',
			p2: 'Çerezleri ve site verilerini istediğiniz zaman tarayıcınızın ayarlarından silebilirsiniz. Site çalışmaya devam eder; yalnızca dilinizi yeniden seçmeniz gerekebilir.',
			items: {
				i1: '“language” çerezi seçtiğiniz dili hatırlar; böylece sayfalar doğrudan o dilde açılır. Bir yıl geçerlidir.',
				i2: 'Tarayıcınızın yerel depolama alanı (localStorage), aynı dil seçimini “language” adıyla saklar. Bu bilgi tarayıcınızda kalır ve başka hiçbir şey için kullanılmaz.',
				i3: 'Yönetici oturum çerezi yalnızca işletmeci yönetim alanına giriş yaptığında yerleştirilir. Normal ziyaretçiler bu çerezi hiçbir zaman almaz.',
			},
		},
		security: {
			title: 'Güvenlik ve verileri ne kadar süre sakladığımız',
			p1: 'Elimizdeki az miktardaki veriyi korur ve artık gerekmediğinde sileriz.',
			items: {
				i1: 'Şifreli bağlantılar: Tubekit’in HTTPS üzerinden sunulması amaçlanmıştır; böylece gönderdikleriniz sunucuya giderken şifrelenir. Bu sitenin HTTPS kullanıp kullanmadığını tarayıcınızın adres çubuğunda görebilirsiniz.',
				i2: 'Ham IP adresi yok: IP adresiniz, başka herhangi bir şey onu görmeden önce anahtarlı, tek yönlü bir özetle değiştirilir. Bu özet, hız sınırlaması için bellekte (sunucunun kendi belleğinde ya da birden fazla sunuculu bir kurulumda ortak bellek içi depoda) kullanılır ve istek günlüğünde yer alır; adresiniz ise veritabanında da bu ortak depoda da hiçbir zaman saklanmaz.',
				i3: 'İçerik Güvenliği Politikası (Content Security Policy) dâhil katı güvenlik başlıkları, sayfaların neleri yükleyip çalıştırabileceğini sınırlar.',
				i4: 'Yönetim alanı bir parolayla korunur. Bu alanın oturum çerezi betikler tarafından okunamaz (HttpOnly) ve başka sitelerden gelen isteklerle birlikte gönderilmez (SameSite=Strict).',
				i5: 'İletişim mesajları, işletmecinin belirlediği saklama süresi boyunca (varsayılan olarak 730 gün, yani 2 yıl) saklanır ve ardından otomatik olarak silinir.',
				i6: 'Sayfa görüntüleme sayıları 400 gün sonra silinir.',
				i7: 'Bellekte tutulan araç yanıtları, ister sunucunun kendi belleğinde ister birden fazla sunuculu bir kurulumun ortak bellek içi deposunda olsun, en fazla birkaç saat sonra silinir ve Tubekit bunları hiçbir zaman diske yazmaz.',
				i8: 'İletişim mesajları, kullandığımız e-posta sunucusu aracılığıyla destek adresimize e-postayla gönderilir.',
			},
		},
		rights: {
			title: 'Haklarınız',
			p1: 'Kişisel verileriniz üzerinde haklarınız vardır. Bu sitede bu, iletişim mesajlarınız anlamına gelir. Sayfa görüntüleme ve araç kullanım sayıları hiçbir kişiyle ilişkilendirilemez; bu yüzden bunlarda sizinle ilgili bakılabilecek bir şey yoktur.',
			p2: 'Aşağıda listelenen haklardan herhangi birini kullanmak için iletişim formu üzerinden bize yazın ve “Yasal konular ve gizlilik” kategorisini seçin. Mesajlarınızı bulabilmemiz için kullandığınız e-posta adresini belirtin. 30 gün içinde yanıt veririz.',
			items: {
				i1: 'Erişim: hakkınızda hangi verileri tuttuğumuzu sorabilir ve bunların bir kopyasını alabilirsiniz.',
				i2: 'Düzeltme: hakkınızdaki yanlış verileri düzeltmemizi isteyebilirsiniz.',
				i3: 'Silme: iletişim mesajlarınızı saklama süresi dolmadan silmemizi isteyebilirsiniz.',
				i4: 'İtiraz: verilerinizi işlememize itiraz edebilirsiniz.',
				i5: 'Şikâyet: kişisel verilerin korunmasından sorumlu bir denetim makamına, örneğin yaşadığınız veya çalıştığınız yerdeki makama şikâyette bulunabilirsiniz.',
			},
			link: 'İletişim formu üzerinden bize yazın',
		},
		thirdParties: {
			title: 'Üçüncü taraflar',
			p1: 'Tarayıcınız yalnızca bu siteyle iletişim kurar. Sayfalar başka sunuculardan hiçbir betik, yazı tipi, reklam veya takip aracı yüklemez ve girdiğiniz hiçbir şey dışarıdaki bir yapay zekâ hizmetine gönderilmez. Yalnızca şu taraflar sürece dâhil olur:',
			items: {
				i1: 'YouTube (Google): küçük resimleri, profil fotoğraflarını, banner görsellerini, transkriptleri ve hashtag oluşturucuya verdiğiniz bir videonun başlığını ve transkriptini almak için sunucumuz sayfaları ve görselleri sizin adınıza YouTube’dan çeker. YouTube, girdiğiniz video veya kanal bağlantısı da dâhil olmak üzere sunucumuzdan gelen bir istek görür, ancak sizi görmez: ne IP adresinizi ne tarayıcınızı ne de çerezlerinizi. Görseller size sunucumuz üzerinden ulaşır; böylece tarayıcınız Google’a hiçbir zaman bağlanmaz.',
				i2: 'Hashtag’leri yazan yapay zekâ modeli doğrudan bu sunucuda çalışır (Ollama). Anahtar kelimeleriniz hiçbir yapay zekâ şirketine gönderilmez. Kullanılabilir bir model yoksa onun yerine yerleşik bir oluşturucu yanıt verir ve sayfa bunu belirtir.',
				i3: 'E-posta: iletişim mesajları, kullandığımız e-posta sunucusu aracılığıyla destek adresimize gönderilir. Bu e-posta sunucusunu bizim için bir e-posta sağlayıcısı işletiyorsa sağlayıcı, mesajı diğer tüm e-postalarda olduğu gibi işler ve saklar.',
			},
		},
		contact: {
			title: 'Bize nasıl ulaşabilirsiniz',
			p1: 'Bu politika veya verileriniz hakkında sorularınız mı var? İletişim formu üzerinden bize yazın ve “Yasal konular ve gizlilik” kategorisini seçin.',
			p2: 'Bu site, bu Tubekit kurulumunun işletmecisi tarafından işletilir; verilerinizden de bu işletmeci sorumludur. Tubekit’in kendisi bir şirket adı veya adres belirtmez: yasanın bir künye ya da sorumlu kişinin adını ve adresini zorunlu kıldığı durumlarda işletmeci, kendi yasal bilgilerini bu siteye eklemelidir.',
			link: 'İletişim formuna git',
		},
		changes: {
			title: 'Bu politikadaki değişiklikler',
			p1: 'Bu sitenin verileri işleme biçimi değiştiğinde bu politikayı bu sayfada günceller ve en üstteki tarihi değiştiririz. Bu tarih, metnin en son ne zaman değiştiğini gösterir; sizin okuduğunuz günü değil.',
			p2: 'Bu sayfayı zaman zaman kontrol edin; en üstteki tarih, yeni bir şey olup olmadığını bir bakışta gösterir.',
		},
	},

	terms: {
		meta: {
			title: 'Kullanım koşulları: ücretsiz YouTube araçlarının adil kullanımı – Tubekit',
			description:
				'Tubekit’in ücretsiz YouTube araçları için kurallar: adil kullanın, telif hakkına ve YouTube koşullarına uyun, yapay zekâ hashtag’lerini kontrol edin. Garanti yok.',
			keywords:
				'Tubekit kullanım koşulları, kullanım şartları, YouTube araçları koşulları, adil kullanım, telif hakkı, küçük resimler, transkriptler, açık kaynak',
		},
		h1: 'Kullanım koşulları',
		intro: {
			p1: 'Bu koşullar, bir Tubekit kurulumu olan bu web sitesini kullandığınızda geçerlidir. “Biz”, sitenin işletmecisi, yani bu siteyi işleten kişi; “siz” ise ziyaretçi olarak siz anlamına gelir.',
			p2: 'Kısacası: araçlar ücretsizdir; lütfen onları adil kullanın, başkalarının telif haklarına ve YouTube’un kurallarına saygı gösterin ve yapay zekânın önerdiklerini kontrol edin.',
		},
		acceptance: {
			title: 'Bu koşulların kabulü',
			p1: 'Bu siteyi kullanarak bu koşulları kabul etmiş olursunuz. Koşulları kabul etmiyorsanız lütfen siteyi kullanmayın.',
			p2: 'Sitenin hangi verileri topladığı ve bu verilerin nasıl işlendiği gizlilik politikamızda açıklanmıştır.',
			privacyLink: 'Gizlilik politikasını okuyun',
		},
		service: {
			title: 'Hizmet',
			p1: 'Tubekit, YouTube içerik üreticileri için ücretsiz araçlar sunar: küçük resim indirici, profil fotoğrafı indirici, transkript indirici ve hashtag oluşturucu; bunlara ek olarak rehberler ve bir yardım merkezi. Bir hesaba ihtiyacınız yoktur ve hiçbir ücret ödemezsiniz.',
			p2: 'Hizmeti “olduğu gibi” sunarız. Hizmeti, özellik eklemek, değiştirmek veya kaldırmak da dâhil olmak üzere istediğimiz zaman değiştirebiliriz.',
			p3: 'Araçlar YouTube’a bağlıdır. YouTube, sunucumuzdan kabul ettiği istek sayısını sınırlayabilir; bir araç bunu bildirirse 5 ila 10 dakika bekleyip tekrar deneyin.',
		},
		use: {
			title: 'Kabul edilebilir kullanım',
			p1: 'Araçların herkes için ücretsiz ve çalışır durumda kalması için aşağıdakilerden hiçbirini yapmamayı kabul edersiniz. Bu kuralları ihlal eden erişimi sınırlayabilir veya engelleyebiliriz.',
			items: {
				i1: 'Örneğin betikler, botlar veya veri kazıyıcılarla (scraper) otomatik toplu istekler göndermek.',
				i2: 'Siteye veya sunucusuna saldırmak: onu aşırı yüklemeye, güvenliğini aşmaya veya yönetim alanına girmeye çalışmak.',
				i3: 'Hız sınırlarını atlatmak. Site sizden beklemenizi istediğinde lütfen tekrar denemeden önce bekleyin.',
				i4: 'Siteyi yasa dışı herhangi bir amaçla ya da başkalarının haklarını ihlal etmek için kullanmak.',
			},
		},
		content: {
			title: 'YouTube’dan gelen içerik',
			p1: 'Küçük resimler, profil fotoğrafları, banner görselleri ve transkriptler sahiplerine, yani içerik üreticilerine ve diğer hak sahiplerine aittir; ne Tubekit’e ne de size aittir. Tubekit yalnızca YouTube’un kendisinin erişime sunduğu içeriği alır; size bu içerik üzerinde hiçbir hak vermez.',
			p2: 'İndirdiklerinizi nasıl kullandığınızdan siz sorumlusunuz; bu içerik için YouTube’un Hizmet Şartları ve telif hakkı mevzuatı geçerlidir. İçeriği adil amaçlarla kullanın, örneğin:',
			items: {
				i1: 'kendi videolarınız ve kendi kanalınız için,',
				i2: 'yorum ve araştırma için,',
				i3: 'sahibinin size izin verdiği her türlü kullanım için.',
			},
		},
		ai: {
			title: 'Yapay zekâ tarafından oluşturulan hashtag’ler',
			p1: 'Hashtag oluşturucunun önerileri, bu sunucuda çalışan bir yapay zekâ modeli tarafından ya da kullanılabilir bir model yoksa yerleşik bir oluşturucu tarafından yazılır (hangisi olduğunu sayfa size bildirir). Bunlar kesin bilgi değil, öneridir: hatalı, konu dışı veya videonuz için uygunsuz olabilirler.',
			p2: 'Her hashtag’i kullanmadan önce kontrol edin. Yayınladıklarınızdan siz sorumlusunuz ve YouTube’un kendi kuralları geçerlidir: en fazla 15 hashtag kullanın, çünkü 60’tan fazla hashtag olduğunda YouTube hepsini yok sayar.',
		},
		liability: {
			title: 'Garanti verilmemesi ve sorumluluğun sınırlandırılması',
			p1: 'Tubekit ücretsiz olarak ve hiçbir garanti verilmeksizin sunulur. Sitenin her zaman erişilebilir, hatasız veya hızlı olacağını, her sonucun eksiksiz veya doğru olacağını ya da YouTube’un araçların dayandığı verileri sunmaya devam edeceğini taahhüt etmeyiz.',
			p2: 'Yasanın izin verdiği ölçüde, siteyi kullanmaktan, kullanamamaktan veya sonuçlarına güvenmekten doğan herhangi bir kayıp veya zarardan sorumlu değiliz.',
			p3: 'Bu koşullardaki hiçbir hüküm, yasanın sınırlandırılmasına izin vermediği sorumluluğu sınırlamaz veya yasal olarak feragat edemeyeceğiniz haklarınızı ortadan kaldırmaz.',
		},
		thirdParties: {
			title: 'YouTube ve diğer üçüncü taraflar',
			p1: 'YouTube, Google LLC’nin ticari markasıdır. Tubekit’in YouTube veya Google ile hiçbir bağlantısı yoktur; YouTube veya Google tarafından onaylanmamakta ya da sponsorluk yoluyla desteklenmemektedir.',
			p2: 'Araçlar, YouTube’un erişime sunduğu içerikle çalışır. Bu içeriği kullandığınızda bu koşullara ek olarak YouTube’un Hizmet Şartları da geçerlidir.',
		},
		changes: {
			title: 'Bu koşullardaki değişiklikler',
			p1: 'Bu koşulları güncelleyebiliriz. En üstteki tarih, metnin en son ne zaman değiştiğini gösterir.',
			p2: 'Önemli değişiklikleri, yürürlüğe girmelerinden en az 30 gün önce bu sitede duyururuz. Bundan sonra siteyi kullanmaya devam ederseniz yeni koşullar geçerli olur; yeni koşulları kabul etmiyorsanız lütfen siteyi kullanmayı bırakın.',
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
