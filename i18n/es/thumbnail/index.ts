import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const es_thumbnail = {
	meta: {
		title: 'Descargar miniaturas de YouTube (HD, gratis) – Tubekit',
		description:
			'Descarga la miniatura de cualquier vídeo de YouTube en HD 1280×720 o en tamaño estándar, mediano o predeterminado. Gratis, sin registro y sin que tu navegador contacte nunca con YouTube.',
		keywords:
			'descargar miniatura youtube, descargar miniaturas de youtube, miniatura hd, miniatura de video, thumbnail youtube, maxresdefault',
	},
	intro:
		'Pega el enlace de un vídeo de YouTube para ver su miniatura en todos los tamaños que guarda YouTube y descarga la que necesites.',
	inputLabel: 'URL del vídeo de YouTube',
	placeholder: 'p. ej. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Obtener miniatura',
	loading: 'Obteniendo miniaturas…',
	failed: 'No se han podido obtener las miniaturas. Comprueba la URL e inténtalo de nuevo.',
	invalid: 'Introduce una URL de YouTube válida',
	resultsTitle: 'Miniaturas de este vídeo',
	download: 'Descargar JPG',
	downloadWebp: 'Descargar WebP',
	unavailable: 'No disponible para este vídeo',
	previewAlt: 'Miniatura del vídeo ({quality})',
	clipNote: 'El enlace es un clip ({start}–{end}). Estas son las miniaturas del vídeo del que procede.',
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
} satisfies NamespaceThumbnailTranslation

export default es_thumbnail
