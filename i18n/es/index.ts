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
		notFound: {
			title: 'Página no encontrada – Tubekit',
			description: 'La página que buscabas no existe.',
		},
		error: {
			title: 'Algo salió mal – Tubekit',
			description: 'Se produjo un error inesperado.',
		},
	},
	tools: {
		thumbnail: {
			title: 'Descargador de miniaturas',
			description: 'Guarda la miniatura de cualquier video en tamaño HD, estándar, mediano o pequeño.',
		},
		profile: {
			title: 'Descargador de fotos de perfil',
			description: 'Obtén la foto de perfil de un canal en tamaño completo, junto con su nombre.',
		},
		transcript: {
			title: 'Descargador de transcripciones',
			description: 'Copia o descarga los subtítulos de un video como texto, SRT o VTT, en muchos idiomas.',
		},
		hashtag: {
			title: 'Generador de hashtags',
			description: 'Obtén hashtags en tendencia, recomendados y de cola larga con un modelo de IA local.',
		},
		chapter: {
			title: 'Generador de capítulos',
			description:
				'Obtén capítulos listos para YouTube y un borrador de descripción a partir de la transcripción de un video.',
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
		apiDocs: 'API para desarrolladores',
		privacy: 'Política de privacidad',
		terms: 'Condiciones del servicio',
		contact: 'Contacto',
		imprint: 'Aviso legal',
		operatedBy: 'Este sitio lo gestiona {name}.',
		notPublished: 'El operador de este sitio no ha publicado su nombre ni sus datos de contacto.',
		copyright: '© {year} Tubekit. Todos los derechos reservados.',
		languages: 'Idiomas',
		credit: 'Hecho con cariño para creadores de todo el mundo. No está afiliado a YouTube ni a Google.',
	},
	operator: {
		name: 'Operador',
		address: 'Dirección',
		email: 'Correo electrónico',
		dpoEmail: 'Delegado de protección de datos',
		notPublished:
			'El operador de esta instalación de Tubekit no ha publicado aquí su nombre, su dirección ni sus datos de contacto. Mientras no lo haga, solo puedes comunicarte con él mediante el formulario de contacto.',
		imprint: 'Aviso legal',
	},
	notFound: {
		title: 'Página no encontrada',
		message:
			'Lo sentimos, no pudimos encontrar la página que buscabas. Es posible que se haya movido o que el enlace sea incorrecto.',
		home: 'Volver a la página de inicio',
	},
	errorPage: {
		title: 'Algo salió mal',
		message:
			'Se produjo un error inesperado de nuestro lado. Vuelve a cargar la página o inténtalo de nuevo en un momento.',
		home: 'Volver a la página de inicio',
		reload: 'Volver a cargar la página',
	},
	toolPage: {
		faqTitle: 'Preguntas frecuentes',
		size: '{width} × {height}',
		privacyNote: 'Las imágenes se cargan a través de este servidor: tu navegador nunca se conecta con YouTube.',
		batchHint:
			'Consejo: pega varios enlaces de videos (uno por línea), o el enlace de una lista de reproducción o de un canal, para obtenerlos todos a la vez (hasta {max}).',
		batchWholeList: 'Obtener toda la lista de reproducción',
	},
	toast: {
		errorTitle: 'Error',
		dismiss: 'Cerrar notificación',
		region: 'Notificaciones',
	},
} satisfies Translation

export default es
