import type { NamespaceGuideIndexTranslation } from '../../i18n-types'

const es_guideIndex = {
	meta: {
		title: 'Guías de YouTube: SEO, miniaturas y subtítulos – Tubekit',
		description:
			'Guías prácticas y gratuitas para creadores de YouTube: SEO, hashtags, diseño de miniaturas, subtítulos y transcripciones, y un flujo de producción de la idea a la subida.',
		keywords:
			'guías de youtube, guía de seo para youtube, diseño de miniaturas, transcripción de videos, flujo de trabajo para youtube, consejos para creadores',
	},
	h1: 'Guías para creadores de YouTube',
	intro:
		'Guías paso a paso para que te encuentren, consigas clics y trabajes más rápido, con pasos concretos en lugar de consejos vagos. Cada una te muestra dónde las herramientas gratuitas de Tubekit pueden ahorrarte tiempo.',
	featured: {
		title: 'Guías destacadas',
	},
	more: {
		title: 'Más guías',
	},
	cards: {
		seo: {
			title: 'Guía de SEO para YouTube',
			description:
				'Un proceso de cinco pasos para elegir palabras clave y escribir títulos, descripciones y capítulos que ayuden a la gente a encontrar tus videos, además de estrategias para cuando ya domines lo básico.',
			alt: 'Ilustración de una lupa sobre una lista de resultados de búsqueda de videos',
		},
		thumbnails: {
			title: 'Guía de diseño de miniaturas',
			description:
				'Los principios de las miniaturas en las que la gente hace clic: un motivo claro, un texto legible y un buen contraste de color, los errores que debes evitar y herramientas para diseñarlas.',
			alt: 'Ilustración del boceto de una miniatura con una cara, texto en negrita y muestras de color al lado',
		},
		transcription: {
			title: 'Guía de transcripción de videos',
			description:
				'Convierte lo que dices en subtítulos precisos: un proceso de cuatro pasos, una comparación de los principales tipos de subtítulos, cómo ayudan las transcripciones en las búsquedas y qué idiomas agregar después.',
			alt: 'Ilustración de un reproductor de video cuyas líneas de subtítulos fluyen hacia un documento de texto',
		},
		workflow: {
			title: 'Guía del flujo de trabajo de contenidos',
			description:
				'Un sistema repetible de la idea a la subida en cinco fases, con estimaciones de tiempo realistas, plantillas para cuatro tipos de video y un ejemplo de calendario semanal.',
			alt: 'Ilustración de una lista de comprobación que va de una bombilla a un video publicado',
		},
		hashtags: {
			title: 'Guía de hashtags de YouTube',
			description:
				'Dónde van los hashtags y cuáles muestra YouTube, las normas que pueden ocultar o retirar un video, seis pasos para elegir unos pocos buenos y los errores que debes evitar.',
			alt: 'Ilustración de un símbolo de hashtag junto a un gráfico de barras ascendente',
		},
	},
	readTime: '{minutes} min de lectura',
	readGuide: 'Leer la guía',
	tips: {
		title: 'Consejos rápidos para creadores',
		intro: 'Pequeños hábitos que marcan la diferencia en cada video.',
		items: {
			t1: {
				title: 'Empieza por las palabras que busca la gente',
				text: 'Pon el tema principal cerca del comienzo del título. Los títulos largos se cortan en los resultados de búsqueda y en los teléfonos, así que las primeras palabras tienen que decir de qué trata el video.',
			},
			t2: {
				title: 'Juzga tu miniatura en tamaño pequeño',
				text: 'Diséñala a 1280×720, el tamaño que recomienda YouTube, pero compruébala reducida a unos 320×180, que se parece mucho a cómo aparece en los feeds. Si el motivo o el texto dejan de verse con claridad, simplifica.',
			},
			t3: {
				title: 'Aprovecha las primeras líneas de la descripción',
				text: 'Solo se ven las primeras líneas antes de que los espectadores toquen “más”. Di ahí qué ofrece el video, con las palabras que buscaría la gente. Agrega unos cuantos hashtags que encajen: si el título no lleva ninguno, los tres primeros aparecen encima de él.',
			},
			t4: {
				title: 'Agrega capítulos',
				text: 'Escribe en la descripción una lista de marcas de tiempo con títulos cortos. YouTube las convierte en capítulos si la primera empieza en 0:00, hay al menos tres y cada una dura al menos 10 segundos.',
			},
			t5: {
				title: 'Corrige tus subtítulos automáticos',
				text: 'Los subtítulos automáticos de YouTube se equivocan a menudo con nombres, marcas y términos técnicos. Corregirlos en la sección Subtítulos de YouTube Studio toma unos minutos y ayuda a todos los que ven el video sin sonido.',
			},
			t6: {
				title: 'Observa los primeros 30 segundos de tu gráfico de retención',
				text: 'En las estadísticas de YouTube Studio, el gráfico de retención de público muestra cuándo se van los espectadores. Una caída brusca justo al principio suele significar que el arranque no cumple lo que prometían el título y la miniatura.',
			},
		},
	},
	workflow: {
		title: 'Dónde encaja Tubekit en tu flujo de trabajo',
		intro:
			'Las cinco herramientas en el orden en que probablemente las necesitarás, desde planificar un video hasta trabajar con otros canales.',
		steps: {
			step1: {
				title: 'Planifica: encuentra tus palabras clave',
				text: 'Antes de escribir un guion, escribe tu tema en el generador de hashtags. Los grupos de recomendados y de cola larga te sugieren enfoques y frases en los que quizá no habías pensado. Provienen de un modelo de IA, no de datos de búsqueda, así que escribe los más prometedores en la búsqueda de YouTube para ver qué videos ya aparecen primero.',
				link: 'Abrir el generador de hashtags',
			},
			step2: {
				title: 'Investiga: estudia a la competencia',
				text: 'Descarga las miniaturas de los videos más vistos sobre tu tema y ponlas una al lado de otra: ¿qué colores, caras y palabras se repiten? Úsalas como referencia para que la tuya destaque, no como algo que copiar.',
				link: 'Abrir el descargador de miniaturas',
			},
			step3: {
				title: 'Publica: agrega capítulos',
				text: 'Cuando tu video sea público o no listado y YouTube le haya puesto subtítulos, pega su enlace en el generador de capítulos. Te propone capítulos a partir de la transcripción y un borrador de descripción: revisa los títulos y pega la lista en tu descripción.',
				link: 'Abrir el generador de capítulos',
			},
			step4: {
				title: 'Reutiliza: aprovecha lo que has dicho',
				text: 'Cuando tu video esté publicado y tenga subtítulos, descarga su transcripción. Usa el archivo SRT para subtítulos corregidos o traducidos, y el texto como punto de partida para una entrada de blog, las notas del episodio o guiones para Shorts.',
				link: 'Abrir el descargador de transcripciones',
			},
			step5: {
				title: 'Colabora: acierta con la foto del canal',
				text: '¿Preparas una colaboración? Descarga la foto de perfil del otro canal en 800×800 para el anuncio, con su permiso. También es una forma rápida de comprobar cómo se ve tu propia foto en los tamaños pequeños que muestra YouTube.',
				link: 'Abrir el descargador de fotos de perfil',
			},
		},
	},
	helpCentre: {
		title: '¿Tienes dudas sobre una herramienta?',
		text: 'El Centro de ayuda explica los tamaños, formatos, idiomas y mensajes de error, y reúne soluciones para los problemas más frecuentes.',
		link: 'Ir al Centro de ayuda',
	},
	common: {
		previous: 'Guía anterior',
		next: 'Guía siguiente',
		backToGuides: 'Volver a todas las guías',
		navLabel: 'Navegación entre guías',
		onThisPage: 'En esta página',
		published: 'Publicada',
		updated: 'Última actualización',
		tryTool: 'Prueba la herramienta',
	},
} satisfies NamespaceGuideIndexTranslation

export default es_guideIndex
