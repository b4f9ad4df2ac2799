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
			title: 'Algo ha salido mal – Tubekit',
			description: 'Se ha producido un error inesperado.',
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
		apiDocs: 'API para desarrolladores',
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
} satisfies Translation

export default es
