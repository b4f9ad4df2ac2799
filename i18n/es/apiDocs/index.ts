import type { NamespaceApiDocsTranslation } from '../../i18n-types'

const es_apiDocs = {
	meta: {
		title: 'API de Tubekit para desarrolladores',
	},
	h1: 'API de Tubekit',
	intro: {
		p1: 'Las API JSON que hay detrás de las herramientas y del formulario de contacto de este sitio. Sin clave y sin cuenta: envías JSON y recibes JSON. Cada error tiene la forma {shape}, con un {code} estable y un {message} en el idioma de la solicitud ({lang} o el encabezado {header}). Las imágenes de las respuestas son enlaces firmados a este servidor.',
		p2: 'La misma descripción para máquinas, en inglés: {openapi} (OpenAPI 3.1). Las descripciones de los campos de abajo también están en inglés, como en ese documento. Volver a {home}.',
		home: 'las herramientas',
	},
	endpoints: 'Endpoints',
	section: {
		rateLimit: 'Límite de solicitudes: {budget}.',
		body: 'Cuerpo de la solicitud (JSON)',
		query: 'Parámetros de consulta',
		example: 'Ejemplo',
		answer: 'Respuesta (200)',
		mediaTypes: 'Tipos de contenido: {types}',
		errors: 'Errores',
	},
	fields: {
		name: 'Campo',
		type: 'Tipo',
		required: 'Obligatorio',
		meaning: 'Significado',
		yes: 'sí',
		no: 'no',
		captionInput: 'Campos de {path}',
		captionAnswer: 'Respuesta de {path}',
	},
	errorTable: {
		status: 'Estado',
		code: 'Código',
		message: 'Mensaje',
		caption: 'Errores de {path}',
	},
	budgets: {
		tool: '{setting} (60 por minuto de forma predeterminada), compartido por todas las herramientas',
		batch:
			'{setting} (5 por hora de forma predeterminada, sumando las dos vías), una descarga de la lista a la vez por cliente; como máximo {max} videos (200)',
		contact: '{setting} (10 por hora de forma predeterminada)',
	},
	operations: {
		thumbnails: {
			summary: 'Miniaturas de un video',
			description:
				'Todos los tamaños de miniatura de un video, el mejor primero, indicando si YouTube lo tiene. Las URL son enlaces firmados a este servidor (/api/image), nunca a YouTube. Un enlace de clip (youtube.com/clip/…) da las miniaturas de su video y el tramo del clip (`clip`).',
		},
		profile: {
			summary: 'La foto de perfil de un canal',
			description:
				'El nombre, el ID y el identificador de un canal, su foto de perfil en varios tamaños cuadrados y sin recortar, y su banner. Las URL de las imágenes son enlaces firmados a este servidor.',
		},
		transcript: {
			summary: 'La transcripción de un video',
			description:
				'El texto de los subtítulos de un video, sus líneas con tiempos y las pistas de subtítulos que tiene. Sin `language`, la pista en el idioma de la solicitud; si no la hay, la pista principal del video. Un enlace de clip (youtube.com/clip/…) da la transcripción de su video recortada a las líneas del clip (los tiempos siguen siendo los del video), o el video completo con `range: video`; `clip` indica cuál. La respuesta trae `title` y `text` tal como los define la especificación; `view: page` es la variante propia del sitio, sin `text` (la página compone su texto a partir de `cues` y `chapters`).',
		},
		chapters: {
			summary: 'Capítulos de un video',
			description:
				'Una lista de capítulos lista para la descripción de un video (líneas como `0:00 Intro`) y un borrador de descripción, en el idioma de la transcripción o en el que se pida (la pista traducida de YouTube). Si el video tiene capítulos propios, se devuelven esos (salvo con `remake` = `1`); si no, los escribe a partir de la transcripción el modelo local del servidor, o el método integrado cuando el modelo está apagado, ocupado o tarda demasiado (`source` indica cuál). Toda lista cumple las reglas de YouTube: el primero en 0, al menos tres, cada uno de al menos 10 s.',
		},
		hashtags: {
			summary: 'Hashtags para un tema',
			description:
				'Tres grupos de hashtags en el idioma de la solicitud, escritos por el modelo local del servidor o por el generador integrado cuando el modelo está apagado, ocupado o lento (`source` indica cuál). Las palabras clave con un enlace a un video de YouTube también aportan el título, la transcripción y las etiquetas del video; la respuesta da entonces su título y sus etiquetas (`videoTitle`, `videoTags`) siempre que YouTube los haya compartido.',
		},
		thumbnailsBatch: {
			summary: 'Miniaturas de toda una lista de reproducción o un canal, o de varios videos, como flujo',
			description:
				'Enumera los videos de una lista de reproducción, un mix o un canal (su pestaña Videos, o /shorts), o toma los enlaces de video dados en `urls` (pegados de una vez: cada video una sola vez, en su orden), y luego los procesa a un ritmo que nunca satura YouTube. La respuesta envía un objeto JSON por línea: primero la lista, luego cada video en cuanto termina (completado con su resultado, o fallido con su propio motivo traducido) y al final los totales. Cerrar la solicitud detiene la descarga de la lista. De cada video, el mejor tamaño de miniatura en JPEG.',
		},
		thumbnailsBatchZip: {
			summary: 'Miniaturas de toda una lista de reproducción o un canal, o de varios videos, en un ZIP',
			description:
				'La misma descarga de la lista en un ZIP (un enlace de lista como `list_url`, o enlaces de video como parámetros `url` repetidos), enviado mientras se procesan los videos, con el nombre de la lista y un index.csv (posición, ID, título, idioma, archivo, estado: ok o el motivo). De cada video, el mejor tamaño de miniatura en JPEG.',
		},
		transcriptBatch: {
			summary: 'Transcripciones de toda una lista de reproducción o un canal, o de varios videos, como flujo',
			description:
				'Enumera los videos de una lista de reproducción, un mix o un canal (su pestaña Videos, o /shorts), o toma los enlaces de video dados en `urls` (pegados de una vez: cada video una sola vez, en su orden), y luego los procesa a un ritmo que nunca satura YouTube. La respuesta envía un objeto JSON por línea: primero la lista, luego cada video en cuanto termina (completado con su resultado, o fallido con su propio motivo traducido) y al final los totales. Cerrar la solicitud detiene la descarga de la lista. De cada video, la transcripción en `language` (de forma predeterminada, su pista principal); el ZIP las guarda en el formato `format`.',
		},
		transcriptBatchZip: {
			summary: 'Transcripciones de toda una lista de reproducción o un canal, o de varios videos, en un ZIP',
			description:
				'La misma descarga de la lista en un ZIP (un enlace de lista como `list_url`, o enlaces de video como parámetros `url` repetidos), enviado mientras se procesan los videos, con el nombre de la lista y un index.csv (posición, ID, título, idioma, archivo, estado: ok o el motivo). De cada video, la transcripción en `language` (de forma predeterminada, su pista principal); el ZIP las guarda en el formato `format`.',
		},
		transcriptDownload: {
			summary: 'La transcripción de un video como archivo',
			description:
				'La misma transcripción como archivo para guardar (Content-Disposition: attachment): texto sin formato, texto con marcas de tiempo, SRT, WebVTT o JSON. Con un enlace de clip, `range` elige el clip o el video completo, como arriba.',
		},
		contact: {
			summary: 'Enviar un mensaje al sitio',
			description:
				'Un mensaje para quienes administran este sitio, guardado antes de la respuesta y después enviado por correo (responder a: from_email). El nombre, el correo electrónico y el mensaje son obligatorios; el mensaje tiene como máximo {max} caracteres. Envía un `submission_id` para que un reintento sea seguro: una publicación cuyo ID ya está guardado (una respuesta perdida, un balanceador de carga que reintenta en otro servidor) se responde con 200 y no se guarda por segunda vez.',
		},
	},
} satisfies NamespaceApiDocsTranslation

export default es_apiDocs
