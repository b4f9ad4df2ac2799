import type { NamespaceHomeTranslation } from '../../i18n-types'

const tr_home = {
	meta: {
		title: 'Tubekit – YouTube içerik üreticileri için ücretsiz araçlar',
		description:
			'YouTube küçük resimlerini, kanal profil fotoğraflarını ve transkriptleri indirin; yerel bir yapay zekâ modeliyle hashtag’ler ve bölümler oluşturun. Ücretsiz, gizliliğinize saygılı ve üyelik gerektirmez.',
		keywords:
			'youtube araçları, küçük resim indirici, transkript indirici, hashtag oluşturucu, profil fotoğrafı indirici, bölüm oluşturucu',
	},
	hero: {
		title: 'YouTube içerik üreticileri için ücretsiz araçlar',
		subtitle:
			'Küçük resimleri, profil fotoğraflarını ve transkriptleri alın; doğru hashtag’leri bulun ve bölümleri saniyeler içinde hazırlayın. Kurulum yok, hesap yok, üçüncü taraflara hiçbir şey gönderilmez.',
		ctaTools: 'Araçları keşfet',
		ctaGuides: 'Rehberleri oku',
		free: '%100 ücretsiz',
		noSignup: 'Üyelik gerekmez',
		instant: 'Anında sonuç',
	},
	tools: {
		title: 'İçerik üreticileri için araçlar',
		subtitle: 'Her biri tek bir işe odaklanan ve o işi iyi yapan beş araç.',
		open: 'Aracı aç',
	},
	guides: {
		title: 'İçerik üreticileri için rehberler',
		subtitle: 'Kanalınızı büyütmeniz için adım adım, pratik öneriler.',
		readTime: '{minutes} dk okuma',
		readMore: 'Devamını oku',
		thumbnails: {
			title: 'Tıklanan küçük resimler',
			description: 'Kontrast, yüzler ve metin: tıklama oranınızı artıran tasarım tercihleri.',
			alt: 'Dikkat çekici bir başlık ve bir yüz içeren video küçük resmi taslağı',
		},
		hashtags: {
			title: 'Keşfedilmenize yardımcı olan hashtag’ler',
			description:
				'YouTube’un hashtag’leri nasıl değerlendirdiği, kaç tane kullanmanız ve onları nereye yerleştirmeniz gerektiği.',
			alt: 'Yükselen bir sütun grafiğinin üzerinde hashtag simgesi',
		},
		seo: {
			title: 'YouTube SEO temelleri',
			description:
				'İzleyicilerin ve arama motorlarının sizi bulmasını sağlayan başlıklar, açıklamalar ve transkriptler.',
			alt: 'Bir video oynatma düğmesinin üzerinde büyüteç',
		},
	},
} satisfies NamespaceHomeTranslation

export default tr_home
