import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const es_thumbnail = {
	meta: {
		title: 'Descargar miniaturas de YouTube (HD, gratis) – Tubekit',
		description:
			'Descarga la miniatura de cualquier video de YouTube en HD 1280×720 o en tamaño estándar, mediano o pequeño. Gratis, sin registro y sin que tu navegador se conecte nunca con YouTube.',
		keywords:
			'descargar miniatura youtube, descargar miniaturas de youtube, miniatura hd, miniatura de video, thumbnail youtube, maxresdefault',
	},
	intro:
		'Pega el enlace de un video de YouTube para ver su miniatura en todos los tamaños que guarda YouTube y descarga la que necesites.',
	inputLabel: 'URL del video de YouTube',
	placeholder: 'p. ej. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Obtener miniatura',
	loading: 'Obteniendo miniaturas…',
	failed: 'No se pudieron obtener las miniaturas. Revisa la URL e inténtalo de nuevo.',
	invalid: 'Pega una URL de YouTube válida',
	resultsTitle: 'Miniaturas de este video',
	download: 'Descargar JPG',
	downloadWebp: 'Descargar WebP',
	unavailable: 'No disponible para este video',
	previewAlt: 'Miniatura del video ({quality})',
	clipNote: 'El enlace es un clip ({start}–{end}). Estas son las miniaturas del video del que procede.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Estándar',
		high: 'Alto',
		medium: 'Mediano',
		default: 'Pequeño',
	},
	steps: {
		title: 'Cómo descargar la miniatura de un video de YouTube',
		copy: {
			name: 'Copia el enlace del video',
			text: 'Abre el video en YouTube y copia su dirección desde la barra del navegador o con el botón “Compartir”.',
		},
		paste: {
			name: 'Pégalo aquí',
			text: 'Pega el enlace en el campo de arriba y haz clic en “Obtener miniatura”. También funcionan los enlaces de Shorts y de youtu.be.',
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
				'HD (1280×720), estándar (640×480), alto (480×360), mediano (320×180) y pequeño (120×90). Los videos antiguos o menos populares a menudo no tienen versión HD; en ese caso, el tamaño se marca como no disponible en lugar de mostrar una imagen gris de relleno.',
		},
		allowed: {
			question: '¿Puedo usar una miniatura descargada?',
			answer:
				'Las miniaturas pertenecen al canal que las subió. Úsalas para tus propios videos, como referencia o con permiso del propietario, y respeta los derechos de autor.',
		},
		privacy: {
			question: '¿Sabe YouTube que uso esta herramienta?',
			answer:
				'No. Este servidor obtiene las imágenes y te las pasa, así que tu navegador nunca se conecta con YouTube ni con Google. El enlace que pegas no se guarda.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default es_thumbnail
