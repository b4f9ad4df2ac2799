import type { NamespaceGuideIndexTranslation } from '../../i18n-types'

const tr_guideIndex = {
	meta: {
		title: 'YouTube rehberleri: SEO, küçük resimler, altyazılar – Tubekit',
		description:
			'YouTube içerik üreticileri için ücretsiz, pratik rehberler: SEO, hashtag’ler, küçük resim tasarımı, altyazılar ve transkriptler, fikirden yüklemeye bir iş akışı.',
		keywords:
			'youtube rehberleri, youtube seo rehberi, küçük resim tasarımı, video transkripsiyonu, youtube içerik iş akışı, içerik üreticisi ipuçları',
	},
	h1: 'YouTube içerik üreticileri için rehberler',
	intro:
		'Keşfedilmeniz, daha çok tıklanmanız ve daha hızlı çalışmanız için uygulamalı rehberler: belirsiz tavsiyeler yerine somut adımlar. Her rehber, Tubekit’in ücretsiz araçlarının size nerede zaman kazandırabileceğini de gösterir.',
	featured: {
		title: 'Öne çıkan rehberler',
	},
	more: {
		title: 'Diğer rehberler',
	},
	cards: {
		seo: {
			title: 'YouTube SEO rehberi',
			description:
				'Videolarınızın bulunmasını sağlayacak anahtar kelimeleri seçmek, başlık, açıklama ve bölümleri yazmak için beş adımlı bir süreç; temeller oturduğunda uygulayabileceğiniz ileri düzey stratejiler.',
			alt: 'Video arama sonuçlarından oluşan bir listenin üzerinde büyüteç çizimi',
		},
		thumbnails: {
			title: 'Küçük resim tasarımı rehberi',
			description:
				'İnsanların tıkladığı küçük resimlerin arkasındaki ilkeler: net bir ana öğe, okunabilir metin ve güçlü renk kontrastı; kaçınılması gereken hatalar ve tasarım için kullanabileceğiniz araçlar.',
			alt: 'Bir yüz, kalın bir yazı ve yanında renk örnekleri bulunan küçük resim taslağı çizimi',
		},
		transcription: {
			title: 'Video transkripsiyonu rehberi',
			description:
				'Söylediklerinizi doğru altyazılara dönüştürün: dört adımlı bir süreç, başlıca altyazı türlerinin karşılaştırması, transkriptlerin aramada nasıl yardımcı olduğu ve sırada hangi dilleri eklemeye değer olduğu.',
			alt: 'Altyazı satırları bir metin belgesine akan bir video oynatıcı çizimi',
		},
		workflow: {
			title: 'İçerik iş akışı rehberi',
			description:
				'Fikirden yüklemeye beş aşamalı, tekrarlanabilir bir sistem; gerçekçi süre tahminleri, dört video türü için şablonlar ve örnek bir haftalık program.',
			alt: 'Bir ampulden yayınlanmış bir videoya uzanan kontrol listesi çizimi',
		},
		hashtags: {
			title: 'YouTube hashtag rehberi',
			description:
				'Hashtag’lerin nereye yazıldığı ve YouTube’un hangilerini gösterdiği, videoların aramada gizlenmesine ya da kaldırılmasına yol açan kurallar, birkaç iyi hashtag seçmek için altı adım ve kaçınılması gereken hatalar.',
			alt: 'Yükselen bir sütun grafiğinin yanında hashtag simgesi çizimi',
		},
	},
	readTime: '{minutes} dk okuma',
	readGuide: 'Rehberi oku',
	tips: {
		title: 'İçerik üreticileri için kısa ipuçları',
		intro: 'Her videoda fark yaratan küçük alışkanlıklar.',
		items: {
			t1: {
				title: 'İnsanların aradığı kelimelerle başlayın',
				text: 'Ana konunuzu başlığın başına yakın bir yere koyun. Uzun başlıklar arama sonuçlarında ve telefonlarda kesilir; bu yüzden ilk birkaç kelime videonun ne hakkında olduğunu söylemelidir.',
			},
			t2: {
				title: 'Küçük resminizi küçük boyutta değerlendirin',
				text: 'Küçük resminizi YouTube’un önerdiği 1280×720 boyutunda tasarlayın, ancak akışlarda göründüğü boyuta yakın olan yaklaşık 320×180’e küçültülmüş hâlini de kontrol edin. Ana öğe ya da metin artık net değilse sadeleştirin.',
			},
			t3: {
				title: 'Açıklamanın ilk satırlarını iyi değerlendirin',
				text: 'İzleyiciler açıklamanın devamını açmadan önce yalnızca ilk satırları görür. Videonun ne sunduğunu orada, insanların arayacağı kelimelerle anlatın. Uygun birkaç hashtag ekleyin: başlığınızda hashtag yoksa ilk üçü başlığın üstünde görünür.',
			},
			t4: {
				title: 'Bölümler ekleyin',
				text: 'Açıklamanızda zaman damgalarını kısa başlıklarla listeleyin. İlki 0:00’da başlıyorsa, en az üç tane varsa ve her biri en az 10 saniye uzunluğundaysa YouTube bunları bölümlere dönüştürür.',
			},
			t5: {
				title: 'Otomatik altyazılarınızı düzeltin',
				text: 'YouTube’un otomatik altyazıları isimleri, markaları ve teknik terimleri sık sık yanlış yazar. Bunları YouTube Studio’nun Altyazılar bölümünde düzeltmek birkaç dakika sürer ve videoyu sesi kapalı izleyen herkese yardımcı olur.',
			},
			t6: {
				title: 'Kitleyi elde tutma grafiğinde ilk 30 saniyeye bakın',
				text: 'YouTube Analytics’teki kitleyi elde tutma grafiği, izleyicilerin videodan ne zaman ayrıldığını gösterir. En baştaki dik bir düşüş genellikle videonun açılışının, başlık ile küçük resmin vaat ettiğini karşılamadığını gösterir.',
			},
		},
	},
	workflow: {
		title: 'Tubekit iş akışınızın neresinde yer alır?',
		intro:
			'Bir videoyu planlamaktan başka kanallarla iş birliğine kadar: beş araç, büyük olasılıkla onlara ihtiyaç duyacağınız sırayla.',
		steps: {
			step1: {
				title: 'Planlayın: anahtar kelimelerinizi bulun',
				text: 'Senaryoyu yazmadan önce konunuzu hashtag oluşturucuya girin. Önerilen ve uzun kuyruklu gruplar, aklınıza gelmemiş olabilecek bakış açıları ve ifadeler önerir. Bunlar arama verilerinden değil, bir yapay zekâ modelinden gelir; bu yüzden umut vadedenleri YouTube aramasına yazıp hangi videoların zaten üst sıralarda olduğuna bakın.',
				link: 'Hashtag oluşturucuyu aç',
			},
			step2: {
				title: 'Araştırın: rakiplerinizi inceleyin',
				text: 'Konunuzdaki en başarılı videoların küçük resimlerini indirip yan yana inceleyin: hangi renkler, yüzler ve kelimeler tekrar tekrar karşınıza çıkıyor? Bunları kopyalanacak bir şey olarak değil, kendi küçük resminizi öne çıkarmak için referans olarak kullanın.',
				link: 'Küçük resim indiriciyi aç',
			},
			step3: {
				title: 'Yayınlayın: bölümleri ekleyin',
				text: 'Videonuz herkese açık ya da liste dışı olduğunda ve YouTube altyazılarını oluşturduğunda, bağlantısını bölüm oluşturucuya yapıştırın. Transkriptten bölümler ve bir açıklama taslağı önerir: başlıkları kontrol edin, ardından listeyi açıklamanıza yapıştırın.',
				link: 'Bölüm oluşturucuyu aç',
			},
			step4: {
				title: 'Yeniden kullanın: söylediklerinizi değerlendirin',
				text: 'Videonuz yayınlanıp altyazıları eklendikten sonra transkriptini indirin. SRT dosyasını düzeltilmiş veya çevrilmiş altyazılar için, metni de bir blog yazısı, yayın notları ya da Shorts senaryoları için başlangıç noktası olarak kullanın.',
				link: 'Transkript indiriciyi aç',
			},
			step5: {
				title: 'İş birliği yapın: profil fotoğrafını doğru boyutta alın',
				text: 'Bir iş birliği mi planlıyorsunuz? Duyuru için iş birliği yapacağınız kanalın profil fotoğrafını, sahibinin izniyle, 800×800 boyutunda indirin. Bu, kendi fotoğrafınızın YouTube’un gösterdiği küçük boyutlarda nasıl göründüğünü kontrol etmenin de hızlı bir yoludur.',
				link: 'Profil fotoğrafı indiriciyi aç',
			},
		},
	},
	helpCentre: {
		title: 'Bir araçla ilgili sorunuz mu var?',
		text: 'Yardım merkezi boyutları, biçimleri, dilleri ve hata mesajlarını açıklar ve en sık karşılaşılan sorunların çözümlerini listeler.',
		link: 'Yardım merkezine git',
	},
	common: {
		previous: 'Önceki rehber',
		next: 'Sonraki rehber',
		backToGuides: 'Tüm rehberlere dön',
		navLabel: 'Rehberler arası gezinme',
		onThisPage: 'Bu sayfada',
		published: 'Yayımlanma tarihi',
		updated: 'Son güncelleme',
		tryTool: 'Aracı dene',
	},
} satisfies NamespaceGuideIndexTranslation

export default tr_guideIndex
