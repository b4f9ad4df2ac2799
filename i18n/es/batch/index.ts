import type { NamespaceBatchTranslation } from '../../i18n-types'

const es_batch = {
	listing: 'Leyendo la lista…',
	untitled: 'Esta lista',
	pastedTitle: '{count} {{video pegado|videos pegados}}',
	heading: '{title}',
	count: '{total} {{video|videos}}',
	capped: 'Esta lista es más larga: solo se incluyen sus primeros {max} videos.',
	listCut: 'YouTube dejó de responder mientras se leía la lista, así que solo se incluyen sus primeros {count} videos.',
	couldNotStart: 'La descarga de la lista no pudo empezar.',
	stoppedEarly: 'La descarga de la lista se detuvo antes de terminar.',
	zipReadme:
		'{title}: {total} {{video|videos}}, de {link}\r\n\r\nindex.csv enumera cada video con su estado. errors.txt, si existe, indica qué falló y por qué.\r\n',
	progress: '{done} de {total} listos',
	failedCount: '{failed} con error',
	finished: 'Terminado: {done} de {total} listos, {failed} con error.',
	stopped: 'Se detuvo después de {done} de {total}. Aún puedes descargar lo que está listo.',
	stop: 'Detener',
	download: 'Descargar ZIP ({count} {{archivo|archivos}})',
	preparing: 'Preparando el ZIP…',
	formatLabel: 'Formato de archivo',
	formats: {
		txt: 'Texto (.txt)',
		txtTimestamps: 'Texto con marcas de tiempo (.txt)',
		srt: 'Subtítulos SubRip (.srt)',
		vtt: 'Subtítulos WebVTT (.vtt)',
		json: 'JSON (.json)',
		md: 'Markdown con enlaces de tiempo (.md)',
	},
	states: {
		waiting: 'En espera',
		done: 'Listo',
		failed: 'Error',
	},
	videosLabel: 'Videos de la lista',
	noScript: {
		intro: 'Estos son los videos de la lista. Descárgalos todos en un ZIP u obtén cada uno por separado.',
		zip: 'Descargar todo en ZIP',
		open: 'Obtener este',
		downloadOne: 'Descargar',
	},
} satisfies NamespaceBatchTranslation

export default es_batch
