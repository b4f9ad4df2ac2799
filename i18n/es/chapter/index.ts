import type { NamespaceChapterTranslation } from '../../i18n-types'

const es_chapter = {
	meta: {
		title: 'Generador de capítulos de YouTube: marcas de tiempo desde la transcripción – Tubekit',
		description:
			'Crea capítulos de YouTube (marcas de tiempo 0:00) y un borrador de descripción a partir de la transcripción de cualquier video, con un modelo de IA local o un método integrado. Gratis y privado.',
		keywords:
			'generador de capítulos youtube, marcas de tiempo youtube, capítulos de video, capítulos desde la transcripción, marcas de tiempo descripción',
	},
	intro:
		'Pega el enlace de un video de YouTube y obtén una lista de capítulos que cumple las reglas de YouTube, lista para pegar en la descripción, y un borrador de descripción.',
	inputLabel: 'URL del video de YouTube',
	placeholder: 'p. ej. https://www.youtube.com/watch?v=…',
	submit: 'Crear capítulos',
	loading: 'Leyendo la transcripción y buscando los capítulos…',
	failed:
		'No se pudieron crear los capítulos. Revisa la URL e inténtalo de nuevo; puede que el video no tenga subtítulos.',
	invalid: 'Escribe una URL válida de un video de YouTube',
	languageLabel: 'Idioma de los títulos',
	languageAuto: 'El idioma de la transcripción',
	waiting: 'Trabajando: {seconds} s',
	source: {
		youtube: 'Estos son los capítulos que el video ya tiene en YouTube.',
		model: 'Escritos por el modelo de IA local de este servidor a partir de la transcripción.',
		builtin:
			'Encontrados por el método integrado: cambios de tema en las palabras de la transcripción, con títulos formados por las palabras clave de cada parte.',
	},
	builtinNote: 'Con el modelo de IA local activado, el borrador también incluye un breve resumen del video.',
	makeNew: 'Crear capítulos nuevos',
	chaptersTitle: 'Capítulos',
	copyChapters: 'Copiar capítulos',
	copied: 'Copiado',
	descriptionTitle: 'Borrador de descripción',
	copyDescription: 'Copiar descripción',
	steps: {
		title: 'Cómo crear capítulos para un video de YouTube',
		copy: {
			name: 'Copia el enlace del video',
			text: 'Abre el video en YouTube y copia su dirección desde la barra de direcciones o con el botón Compartir.',
		},
		paste: {
			name: 'Pégalo aquí',
			text: 'Pega el enlace en el campo de arriba y haz clic en Crear capítulos. Elige otro idioma para los títulos si lo prefieres.',
		},
		download: {
			name: 'Copia los capítulos',
			text: 'Copia las líneas 0:00 y pégalas en la descripción de tu video en YouTube Studio.',
		},
	},
	faq: {
		rules: {
			question: '¿Qué reglas cumplen los capítulos?',
			answer:
				'Las de YouTube: el primer capítulo empieza en 0:00, hay al menos tres y cada uno dura al menos 10 segundos. Los títulos son cortos, y un video largo tiene como mucho un capítulo cada cinco minutos, aproximadamente.',
		},
		maker: {
			question: '¿Quién escribe los capítulos?',
			answer:
				'El modelo de IA local de este servidor, si el administrador lo ha configurado; si no, o si está ocupado o va lento, un método integrado que detecta dónde cambian de tema las palabras de la transcripción. La página siempre indica quién hizo la lista.',
		},
		language: {
			question: '¿En qué idioma están los títulos?',
			answer:
				'En el idioma de la transcripción del video. Si eliges otro idioma, los títulos se crean a partir de los subtítulos traducidos por YouTube a ese idioma.',
		},
		privacy: {
			question: '¿Se envía mi video a un servicio de IA?',
			answer:
				'No. El servidor solo pide la transcripción a YouTube, igual que el descargador de transcripciones, y el modelo de IA funciona en este servidor. Nada más sale de él.',
		},
	},
} satisfies NamespaceChapterTranslation

export default es_chapter
