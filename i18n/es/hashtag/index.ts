import type { NamespaceHashtagTranslation } from '../../i18n-types'

const es_hashtag = {
	meta: {
		title: 'Generador de hashtags para YouTube (gratis, IA privada) – Tubekit',
		description:
			'Obtén hashtags en tendencia, recomendados y de cola larga para tu video de YouTube a partir de unas pocas palabras clave o del enlace del video. Los escribe un modelo de IA local: nada sale de este servidor.',
		keywords:
			'generador de hashtags para youtube, hashtags para youtube, hashtags para videos de youtube, etiquetas de youtube, hashtags con ia',
	},
	intro:
		'Escribe unas palabras clave o pega el enlace de un video, elige una categoría si quieres y obtén tres grupos de hashtags que cumplen las normas de YouTube.',
	inputLabel: 'Palabras clave o enlace de un video de YouTube',
	placeholder: 'p. ej. minecraft, redstone, tutorial',
	categoryLabel: 'Categoría (opcional)',
	categoryAny: 'Cualquier categoría',
	regionLabel: 'Región de YouTube (de dónde vienen la búsqueda y las sugerencias)',
	regionName: 'Región de YouTube',
	categories: {
		gaming: 'Videojuegos',
		tech: 'Tecnología',
		beauty: 'Belleza',
		food: 'Comida',
		fitness: 'Fitness',
		travel: 'Viajes',
		music: 'Música',
		education: 'Educación',
		comedy: 'Humor',
		lifestyle: 'Estilo de vida',
	},
	submit: 'Generar hashtags',
	loading: 'Generando hashtags…',
	elapsed: 'Escribiendo tus hashtags… {seconds} s',
	failed: 'No se pudieron generar los hashtags. Vuelve a intentarlo con otras palabras clave.',
	invalid: 'Escribe algunas palabras clave',
	builtinNote:
		'YouTube no mostró ahora ningún video ni sugerencia de búsqueda para estas palabras, así que estos hashtags salen solo de tus propias palabras: cada uno es una palabra o frase que escribiste.',
	basisNote: {
		transcript: 'Creados a partir del título y la transcripción del video.',
		transcriptKeywords: 'Creados a partir de tus palabras clave y del título y la transcripción del video.',
		title: 'Creados a partir del título del video y de lo que YouTube muestra para él.',
		titleKeywords:
			'Creados a partir del título del video, de tus palabras clave y de lo que YouTube muestra para ellos.',
		keywords: 'Creados solo a partir de tus palabras clave: YouTube no proporcionó los datos de este video.',
	},
	groups: {
		trending: 'En tendencia',
		hashtags: 'Recomendados',
		longTail: 'Cola larga',
	},
	groupHints: {
		trending: 'Amplios y populares: muchos videos compiten por ellos.',
		hashtags: 'Específicos de tu tema: los primeros que debes usar.',
		longTail: 'Frases concretas con menos competencia.',
	},
	videoTags: {
		title: 'Las etiquetas del video',
		hintOf:
			'Las etiquetas que el canal puso a “{title}” en YouTube Studio. Los espectadores no las ven; sirven sobre todo para palabras que se suelen escribir mal.',
		copiedAll: 'Etiquetas copiadas, separadas por comas para el campo “Etiquetas” de YouTube Studio',
		copiedOne: 'Etiqueta {tag} copiada',
		copyOne: 'Copiar la etiqueta {tag}',
		copyFailed: 'Tu navegador no permitió copiar. Selecciona las etiquetas y cópialas manualmente.',
	},
	count: '{count} hashtag{{s}}',
	copyAdvised: 'Copiar los {count} recomendados',
	copyAllCount: 'Copiar los {count}',
	copiedAdvised: 'Hashtags recomendados copiados: pégalos en la descripción',
	evidence: {
		makerYoutube:
			'Creados a partir de lo que YouTube muestra para “{query}” (región: {region}): {videos} videos en los resultados y {suggestions} sugerencias de búsqueda.',
		makerOllama:
			'Elegidos por el modelo de IA local a partir de lo que YouTube muestra para “{query}” (región: {region}): {videos} videos en los resultados y {suggestions} sugerencias de búsqueda.',
		basedOn: {
			trending:
				'Los usan varios de los {recent} videos de los últimos 30 días entre los {videos} resultados para “{query}”.',
			hashtags:
				'Etiquetas que usan los videos de los resultados para “{query}”, primero las más cercanas a tus palabras.',
			longTail: 'Las sugerencias de búsqueda de YouTube para “{query}”.',
		},
		basedOnNone: {
			trending:
				'Ninguna etiqueta la usan dos o más videos de los últimos 30 días ({recent} de los {videos} resultados para “{query}”).',
			hashtags: 'Ninguna etiqueta de los videos de los resultados para “{query}” se acerca lo bastante a tus palabras.',
			longTail: 'YouTube no sugiere ninguna búsqueda más larga para “{query}”.',
		},
		usedBy: '{tag}: lo usan {count} de los {videos} videos de los resultados para “{query}”',
	},
	copyAll: 'Copiar todos',
	copied: '¡Copiado!',
	copiedAll: 'Hashtags copiados al portapapeles',
	copiedOne: 'Hashtag {tag} copiado',
	copyOne: 'Copiar {tag}',
	copyFailed: 'Tu navegador no permitió copiar. Selecciona los hashtags y cópialos manualmente.',
	previewTitle: 'Cómo los muestra YouTube',
	previewHint: 'YouTube muestra los tres primeros hashtags de tu descripción encima del título.',
	previewVideoTitle: 'El título de tu video',
	rules: {
		title: 'Las normas de YouTube sobre hashtags',
		limit:
			'Normalmente bastan de tres a cinco hashtags que describan el video: una lista larga parece spam a los espectadores.',
		never: 'Nunca más de 60: si hay más, YouTube ignora todos los hashtags del video.',
		form: 'Un hashtag no lleva espacios ni signos de puntuación; se admiten letras de cualquier idioma.',
	},
	steps: {
		title: 'Cómo generar hashtags para YouTube',
		copy: {
			name: 'Describe tu video',
			text: 'Escribe unas palabras clave sobre tu video o pega su enlace de YouTube para usar su título y sus propias etiquetas.',
		},
		paste: {
			name: 'Elige una categoría',
			text: 'Si quieres, elige una categoría y, si tu público está en otro país, la región de YouTube; luego haz clic en “Generar hashtags”.',
		},
		download: {
			name: 'Cópialos y úsalos',
			text: 'Copia hashtags sueltos o todos a la vez y pon en la descripción de tu video los que mejor encajen, entre tres y cinco.',
		},
	},
	faq: {
		count: {
			question: '¿Cuántos hashtags debo usar?',
			answer:
				'Lo que se suele recomendar son de tres a cinco hashtags bien elegidos. YouTube solo impone un límite estricto: si un video tiene más de 60, los ignora todos. Pero una lista larga ya parece spam mucho antes. Los tres primeros aparecen encima del título de tu video.',
		},
		ai: {
			question: '¿Quién escribe los hashtags?',
			answer:
				'Un pequeño modelo de IA que se ejecuta en este servidor. Tus palabras clave nunca se envían a un servicio de IA externo. Cuando el modelo está ocupado o no está instalado, responde un generador integrado y la página lo indica.',
		},
		language: {
			question: '¿En qué idioma están los hashtags?',
			answer:
				'En el idioma de esta página, salvo que tus palabras clave estén claramente en otro idioma; en ese caso, en el suyo. Se conservan las letras de todos los idiomas, como ü, ñ o ş.',
		},
	},
} satisfies NamespaceHashtagTranslation

export default es_hashtag
