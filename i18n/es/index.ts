import type { Translation } from '../i18n-types'

const es = {
	site: {
		name: 'Tubekit',
		tagline: 'Herramientas gratis para creadores de YouTube',
		logoLabel: 'Inicio de Tubekit',
	},
	nav: {
		tools: 'Herramientas',
		guides: 'Guías',
		help: 'Ayuda',
		mainNavigation: 'Navegación principal',
		openMenu: 'Abrir menú',
		closeMenu: 'Cerrar menú',
		menuTitle: 'Menú',
		skipToContent: 'Saltar al contenido',
	},
	language: {
		label: 'Idioma',
		change: 'Cambiar idioma',
		current: 'Idioma: {name}',
	},
	meta: {
		home: {
			title: 'Tubekit – Herramientas gratis para creadores de YouTube',
			description:
				'Descarga miniaturas, fotos de perfil de canales y transcripciones de YouTube, y genera hashtags con un modelo de IA local. Gratis, privado y sin registro.',
			keywords:
				'herramientas para youtube, descargar miniaturas, descargar transcripciones, generador de hashtags, descargar foto de perfil',
		},
		notFound: {
			title: 'Página no encontrada – Tubekit',
			description: 'La página que buscabas no existe.',
		},
		error: {
			title: 'Algo ha salido mal – Tubekit',
			description: 'Se ha producido un error inesperado.',
		},
	},
	home: {
		hero: {
			title: 'Herramientas gratis para creadores de YouTube',
			subtitle:
				'Consigue miniaturas, fotos de perfil y transcripciones, y encuentra los hashtags adecuados en segundos. Sin instalar nada, sin cuenta y sin enviar nada a terceros.',
			ctaTools: 'Descubre las herramientas',
			ctaGuides: 'Lee las guías',
			free: '100 % gratis',
			noSignup: 'Sin registro',
			instant: 'Resultados al instante',
		},
		tools: {
			title: 'Herramientas para creadores',
			subtitle: 'Cuatro herramientas específicas: cada una hace una sola cosa, y la hace bien.',
			open: 'Abrir {tool}',
		},
		guides: {
			title: 'Guías para creadores',
			subtitle: 'Consejos prácticos, paso a paso, para hacer crecer tu canal.',
			readTime: '{minutes} min de lectura',
			readMore: 'Leer más',
			thumbnails: {
				title: 'Miniaturas que consiguen clics',
				description: 'Contraste, caras y texto: las decisiones de diseño que aumentan tu porcentaje de clics.',
				alt: 'Boceto de la miniatura de un vídeo con un título llamativo y una cara',
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
				alt: 'Una lupa sobre el botón de reproducción de un vídeo',
			},
		},
	},
	tools: {
		thumbnail: {
			title: 'Descargador de miniaturas',
			description: 'Guarda la miniatura de cualquier vídeo en tamaño HD, estándar, mediano o predeterminado.',
		},
		profile: {
			title: 'Descargador de fotos de perfil',
			description: 'Obtén la foto de perfil de un canal a tamaño completo, junto con su nombre.',
		},
		transcript: {
			title: 'Descargador de transcripciones',
			description: 'Copia o descarga los subtítulos de un vídeo como texto, SRT o VTT, en muchos idiomas.',
		},
		hashtag: {
			title: 'Generador de hashtags',
			description: 'Obtén hashtags en tendencia, recomendados y de cola larga con un modelo de IA local.',
		},
	},
	footer: {
		description:
			'Tubekit es un conjunto gratuito de herramientas para creadores de YouTube que puedes alojar en tu propio servidor. Tu navegador solo se comunica con este servidor.',
		tools: 'Herramientas',
		resources: 'Recursos',
		legal: 'Información legal',
		helpCenter: 'Centro de ayuda',
		toolGuides: 'Guías de las herramientas',
		faq: 'Preguntas frecuentes',
		guides: 'Guías',
		privacy: 'Política de privacidad',
		terms: 'Condiciones del servicio',
		contact: 'Contacto',
		copyright: '© {year} Tubekit. Todos los derechos reservados.',
		languages: 'Idiomas',
		credit: 'Hecho con cariño para creadores de todo el mundo. Sin vinculación con YouTube ni con Google.',
	},
	notFound: {
		title: 'Página no encontrada',
		message:
			'Lo sentimos, no hemos podido encontrar la página que buscabas. Puede que se haya movido o que el enlace sea incorrecto.',
		home: 'Volver a la página de inicio',
	},
	errorPage: {
		title: 'Algo ha salido mal',
		message:
			'Se ha producido un error inesperado por nuestra parte. Recarga la página o vuelve a intentarlo dentro de un momento.',
		home: 'Volver a la página de inicio',
		reload: 'Recargar la página',
	},
	toast: {
		errorTitle: 'Error',
		dismiss: 'Cerrar notificación',
		region: 'Notificaciones',
	},
	errors: {
		badRequest: 'No hemos podido entender la solicitud. Revisa los datos que has introducido e inténtalo de nuevo.',
		validation: 'Algunos de los datos que has introducido no son válidos: {details}',
		notFound: 'No se ha encontrado nada en esta dirección.',
		payloadTooLarge: 'Lo que has enviado es demasiado grande. Envía menos datos e inténtalo de nuevo.',
		rateLimited: 'Demasiadas solicitudes. Espera {seconds} segundos e inténtalo de nuevo.',
		internal: 'Algo ha salido mal por nuestra parte. Vuelve a intentarlo dentro de un momento.',
		unsupportedMediaType: 'Envía la solicitud en formato JSON.',
		imageHostNotAllowed: 'Aquí solo se pueden cargar imágenes de YouTube.',
		imageSignatureInvalid: 'Este enlace de imagen no es válido. Vuelve a cargar la herramienta.',
		imageNotFound: 'YouTube no tiene esta imagen.',
		imageNotAnImage: 'YouTube no ha enviado una imagen para este enlace.',
		imageTooLarge: 'Esta imagen es demasiado grande para cargarla.',
		imageUpstreamFailed: 'No se ha podido cargar la imagen desde YouTube. Inténtalo de nuevo en un momento.',
		invalidVideoUrl: 'Eso no parece un enlace a un vídeo de YouTube.',
		invalidChannelUrl: 'Eso no parece un enlace a un canal de YouTube.',
		videoUnavailable: 'Este vídeo no existe o se ha eliminado.',
		videoPrivate: 'Este vídeo es privado.',
		ageRestricted: 'Este vídeo tiene restricción de edad: YouTube solo lo muestra a usuarios con sesión iniciada.',
		geoBlocked: 'Este vídeo no está disponible en el país de este servidor.',
		membersOnly: 'Este vídeo es solo para miembros del canal.',
		paymentRequired: 'Este vídeo requiere una suscripción de pago de YouTube o una compra.',
		liveNotStarted: 'Esta emisión aún no ha empezado.',
		unplayable: 'YouTube no reproduce este vídeo aquí.',
		noCaptions: 'Este vídeo no tiene subtítulos.',
		languageUnavailable: 'Este vídeo no tiene subtítulos en ese idioma.',
		tokenRequired: 'YouTube exige ahora un token para esta pista de subtítulos; inténtalo más tarde.',
		youtubeBlocked: 'YouTube está bloqueando este servidor temporalmente. Inténtalo más tarde.',
		consentWall: 'YouTube ha mostrado una página de consentimiento en lugar del contenido. Inténtalo de nuevo.',
		channelNotFound: 'No se ha encontrado el canal.',
		channelTerminated: 'YouTube ha cerrado este canal.',
		upstreamError: 'YouTube no ha respondido correctamente. Inténtalo de nuevo en un momento.',
		upstreamTimeout: 'YouTube ha tardado demasiado en responder. Inténtalo de nuevo en un momento.',
	},
} satisfies Translation

export default es
