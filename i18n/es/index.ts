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
		thumbnail: {
			title: 'Descargar miniaturas de YouTube (HD, gratis) – Tubekit',
			description:
				'Descarga la miniatura de cualquier vídeo de YouTube en HD 1280×720 o en tamaño estándar, mediano o predeterminado. Gratis, sin registro y sin que tu navegador contacte nunca con YouTube.',
			keywords:
				'descargar miniatura youtube, descargar miniaturas de youtube, miniatura hd, miniatura de video, thumbnail youtube, maxresdefault',
		},
		profile: {
			title: 'Descargar foto de perfil de YouTube – Tubekit',
			description:
				'Descarga la foto de perfil de cualquier canal de YouTube a tamaño completo (800×800), junto con el nombre y el banner del canal. Gratis y privado.',
			keywords:
				'descargar foto de perfil youtube, avatar de canal youtube, foto de perfil youtube, descargar logo de canal, banner de canal youtube',
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
			intro:
				'Pega el enlace de un vídeo de YouTube para ver su miniatura en todos los tamaños que guarda YouTube y descarga la que necesites.',
			inputLabel: 'URL del vídeo de YouTube',
			placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			submit: 'Obtener miniatura',
			loading: 'Obteniendo miniaturas…',
			failed: 'No se han podido obtener las miniaturas. Comprueba la URL e inténtalo de nuevo.',
			invalid: 'Introduce una URL de YouTube válida',
			resultsTitle: 'Miniaturas de este vídeo',
			download: 'Descargar JPG',
			downloadWebp: 'Descargar WebP',
			unavailable: 'No disponible para este vídeo',
			previewAlt: 'Miniatura del vídeo ({quality})',
			qualities: {
				hd: 'HD',
				hd720: 'HD 720p',
				standard: 'Estándar',
				high: 'Alto',
				medium: 'Mediano',
				default: 'Predeterminado',
			},
			steps: {
				title: 'Cómo descargar la miniatura de un vídeo de YouTube',
				copy: {
					name: 'Copia el enlace del vídeo',
					text: 'Abre el vídeo en YouTube y copia su dirección desde la barra del navegador o con el botón «Compartir».',
				},
				paste: {
					name: 'Pégalo aquí',
					text: 'Pega el enlace en el campo de arriba y pulsa «Obtener miniatura». También funcionan los enlaces de Shorts y de youtu.be.',
				},
				download: {
					name: 'Descarga el tamaño que quieras',
					text: 'Se muestran todos los tamaños que guarda YouTube, con sus dimensiones. Descarga el que necesites como archivo JPG.',
				},
			},
			faq: {
				sizes: {
					question: '¿Qué tamaños de miniatura puedo descargar?',
					answer:
						'HD (1280×720), estándar (640×480), alto (480×360), mediano (320×180) y predeterminado (120×90). Los vídeos antiguos o menos populares a menudo no tienen versión HD; en ese caso, el tamaño se marca como no disponible en lugar de mostrar una imagen gris de relleno.',
				},
				allowed: {
					question: '¿Puedo usar una miniatura descargada?',
					answer:
						'Las miniaturas pertenecen al canal que las subió. Úsalas para tus propios vídeos, como referencia o con permiso del propietario, y respeta los derechos de autor.',
				},
				privacy: {
					question: '¿Sabe YouTube que uso esta herramienta?',
					answer:
						'No. Este servidor obtiene las imágenes y te las pasa, así que tu navegador nunca contacta con YouTube ni con Google. El enlace que pegas no se guarda.',
				},
			},
		},
		profile: {
			title: 'Descargador de fotos de perfil',
			description: 'Obtén la foto de perfil de un canal a tamaño completo, junto con su nombre.',
			intro:
				'Pega el enlace de un canal de YouTube para ver su foto de perfil a tamaño completo, junto con el nombre y el banner del canal, y descárgala.',
			inputLabel: 'URL del canal de YouTube',
			placeholder: 'https://www.youtube.com/@handle',
			submit: 'Obtener foto de perfil',
			loading: 'Obteniendo la foto de perfil…',
			failed: 'No se ha podido obtener la foto de perfil. Comprueba la URL e inténtalo de nuevo.',
			invalid: 'Introduce una URL de canal de YouTube válida',
			avatarAlt: 'Foto de perfil de {name}',
			download: 'Descargar foto de perfil',
			sizesTitle: 'Otros tamaños',
			sizeLink: 'Descargar {size} × {size} píxeles',
			original: 'Imagen original',
			bannerTitle: 'Banner del canal',
			bannerAlt: 'Banner de {name}',
			downloadBanner: 'Descargar banner',
			steps: {
				title: 'Cómo descargar la foto de perfil de un canal',
				copy: {
					name: 'Copia el enlace del canal',
					text: 'Abre el canal en YouTube y copia su dirección, como youtube.com/@nombre o un enlace /channel/.',
				},
				paste: {
					name: 'Pégalo aquí',
					text: 'Pega el enlace en el campo de arriba y pulsa «Obtener foto de perfil».',
				},
				download: {
					name: 'Descarga la foto',
					text: 'La foto aparece a 800×800 píxeles junto con el nombre del canal. Descárgala o elige otro tamaño.',
				},
			},
			faq: {
				size: {
					question: '¿De qué tamaño es la foto descargada?',
					answer:
						'La descarga principal es de 800×800 píxeles, el cuadrado más grande que ofrece YouTube. Debajo tienes tamaños más pequeños y la imagen original.',
				},
				links: {
					question: '¿Qué enlaces de canal funcionan?',
					answer:
						'Los enlaces con identificador (youtube.com/@nombre), los enlaces con ID de canal (/channel/UC…) y los antiguos enlaces /c/ y /user/, con o sin una pestaña como /videos. Los enlaces a vídeos no funcionan aquí.',
				},
				privacy: {
					question: '¿Es privado?',
					answer:
						'Sí. Este servidor obtiene la foto y te la pasa, así que tu navegador nunca contacta con YouTube ni con Google, y el enlace que pegas no se guarda.',
				},
			},
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
	toolPage: {
		faqTitle: 'Preguntas frecuentes',
		size: '{width} × {height}',
		privacyNote: 'Las imágenes se cargan a través de este servidor: tu navegador nunca contacta con YouTube.',
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
		network: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
	},
} satisfies Translation

export default es
