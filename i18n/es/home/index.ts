import type { NamespaceHomeTranslation } from '../../i18n-types'

const es_home = {
	meta: {
		title: 'Tubekit – Herramientas gratis para creadores de YouTube',
		description:
			'Descarga miniaturas, fotos de perfil de canales y transcripciones de YouTube, y genera hashtags y capítulos con un modelo de IA local. Gratis, privado y sin registro.',
		keywords:
			'herramientas para youtube, descargar miniaturas, descargar transcripciones, generador de hashtags, descargar foto de perfil, generador de capítulos',
	},
	hero: {
		title: 'Herramientas gratis para creadores de YouTube',
		subtitle:
			'Consigue miniaturas, fotos de perfil y transcripciones, encuentra los hashtags adecuados y prepara capítulos en segundos. Sin instalar nada, sin cuenta y sin enviar nada a terceros.',
		ctaTools: 'Descubre las herramientas',
		ctaGuides: 'Lee las guías',
		free: '100 % gratis',
		noSignup: 'Sin registro',
		instant: 'Resultados al instante',
	},
	tools: {
		title: 'Herramientas para creadores',
		subtitle: 'Cinco herramientas específicas: cada una hace una sola cosa, y la hace bien.',
		open: 'Abrir herramienta',
	},
	guides: {
		title: 'Guías para creadores',
		subtitle: 'Consejos prácticos, paso a paso, para hacer crecer tu canal.',
		readTime: '{minutes} min de lectura',
		readMore: 'Leer más',
		thumbnails: {
			title: 'Miniaturas que consiguen clics',
			description: 'Contraste, caras y texto: las decisiones de diseño que aumentan tu tasa de clics.',
			alt: 'Boceto de la miniatura de un video con un título llamativo y una cara',
		},
		hashtags: {
			title: 'Hashtags que te hacen más visible',
			description: 'Cómo interpreta YouTube los hashtags, cuántos usar y dónde ponerlos.',
			alt: 'Un símbolo de hashtag sobre un gráfico de barras en aumento',
		},
		seo: {
			title: 'Nociones básicas de SEO en YouTube',
			description:
				'Títulos, descripciones y transcripciones que ayudan a los espectadores y a los buscadores a encontrarte.',
			alt: 'Una lupa sobre el botón de reproducción de un video',
		},
	},
} satisfies NamespaceHomeTranslation

export default es_home
