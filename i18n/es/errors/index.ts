import type { NamespaceErrorsTranslation } from '../../i18n-types'

const es_errors = {
	badRequest: 'No pudimos entender la solicitud. Revisa los datos que enviaste e inténtalo de nuevo.',
	validation:
		'Algunos de los datos enviados no son válidos: puede que falte un campo, que sea demasiado largo o que no tenga la forma esperada. Revísalos y vuelve a intentarlo.',
	notFound: 'No se encontró nada en esta dirección.',
	payloadTooLarge: 'Lo que enviaste es demasiado grande. Envía menos datos e inténtalo de nuevo.',
	rateLimited: 'Demasiadas solicitudes. Espera {seconds} segundos e inténtalo de nuevo.',
	internal: 'Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.',
	unsupportedMediaType: 'Envía la solicitud en formato JSON.',
	imageHostNotAllowed: 'Aquí solo se pueden cargar imágenes de YouTube.',
	imageSignatureInvalid: 'Este enlace de imagen no es válido. Vuelve a cargar la página.',
	imageNotFound: 'YouTube no tiene esta imagen.',
	imageNotAnImage: 'YouTube no envió una imagen para este enlace.',
	imageTooLarge: 'Esta imagen es demasiado grande para cargarla.',
	imageUpstreamFailed: 'No se pudo cargar la imagen desde YouTube. Inténtalo de nuevo en un momento.',
	invalidVideoUrl: 'Eso no parece un enlace a un video de YouTube.',
	invalidChannelUrl: 'Eso no parece un enlace a un canal de YouTube.',
	// A link of the wrong kind: the card links the tool that takes it (params.tool)
	channelLinkNotVideo:
		'Ese es un enlace a un canal, no a un video. La foto de perfil y el banner de un canal están en el Descargador de fotos de perfil.',
	playlistLinkNotChannel:
		'Ese es un enlace a una lista de reproducción, no a un canal. El Descargador de miniaturas acepta listas completas (y también el Descargador de transcripciones).',
	clipLinkNotChannel:
		'Ese es un enlace a un clip, no a un canal. El Descargador de transcripciones acepta enlaces de clips (y también el Descargador de miniaturas).',
	videoUnavailable: 'Este video no existe o se eliminó.',
	clipNotFound: 'Este clip no existe o se eliminó.',
	videoPrivate: 'Este video es privado.',
	ageRestricted: 'Este video tiene restricción de edad: YouTube solo lo muestra a usuarios que iniciaron sesión.',
	geoBlocked: 'Este video no está disponible en el país de este servidor.',
	membersOnly: 'Este video es solo para miembros del canal.',
	paymentRequired: 'Para ver este video se necesita una suscripción de pago a YouTube o comprarlo.',
	liveNotStarted: 'Esta transmisión en vivo todavía no comenzó.',
	unplayable: 'YouTube no permite reproducir este video aquí.',
	noCaptions: 'Este video no tiene subtítulos.',
	languageUnavailable: 'Este video no tiene subtítulos en ese idioma. Idiomas disponibles: {languages}',
	invalidLanguage: 'Eso no es un código de idioma. Elige un idioma de la lista.',
	tokenRequired:
		'YouTube exige por ahora una verificación adicional para esta pista de subtítulos. Inténtalo más tarde.',
	youtubeBlocked: 'YouTube está bloqueando este servidor temporalmente. Inténtalo más tarde.',
	consentWall: 'YouTube mostró una página de consentimiento en lugar del contenido. Inténtalo de nuevo.',
	channelNotFound: 'No se encontró el canal.',
	videoChannelNotFound:
		'YouTube no mostró el canal de este video. Pega en su lugar el enlace del propio canal (youtube.com/@nombre).',
	channelTerminated: 'YouTube cerró este canal.',
	playlistNotFound: 'Esta lista de reproducción no existe o es privada.',
	playlistPrivate:
		'Esta lista de reproducción es privada: solo la puede ver su propietario cuando inicia sesión en YouTube (por ejemplo, Videos que me gustan o Ver más tarde).',
	playlistUnviewable: 'YouTube no muestra este tipo de lista de reproducción.',
	mixUnavailable: 'No se puede cargar este Mix: el video con el que empieza no está disponible.',
	upstreamError: 'YouTube envió una respuesta inesperada. Inténtalo de nuevo en un momento.',
	upstreamUnreachable:
		'En este momento, este servidor no puede conectarse con YouTube. Inténtalo de nuevo en un momento.',
	upstreamTimeout: 'YouTube tardó demasiado en responder. Inténtalo de nuevo en un momento.',
	keywordsRequired: 'Escribe algunas palabras clave',
	keywordsTooLong: 'Las palabras clave pueden tener como máximo {max} caracteres.',
	keywordsNoWords:
		'Escribe algunas palabras sobre tu video: con emojis y signos de puntuación solos no se pueden crear hashtags.',
	unknownCategory: 'Esta categoría no existe. Elige una de la lista.',
	unknownRegion: 'YouTube no ofrece esa región. Elige una de la lista.',
	modelBusy: 'En este momento hay mucha gente generando hashtags. Vuelve a intentarlo en {seconds} segundos.',
	chaptersTooShort:
		'Este video es demasiado corto para tener capítulos: YouTube exige al menos tres capítulos de 10 segundos cada uno.',
	chaptersLive:
		'Es una transmisión en vivo: los capítulos se pueden crear cuando haya terminado y YouTube tenga sus subtítulos.',
	contactRequired: 'Completa todos los campos obligatorios.',
	contactInvalidEmail: 'Escribe una dirección de correo electrónico válida.',
	contactTooLong: 'Es demasiado largo: el máximo es de {max} caracteres.',
	contactInvalid: 'Algunos campos contienen caracteres no permitidos o la categoría no existe.',
	adminOff: 'El área de administración está desactivada: el operador no definió ni ADMIN_PASSWORD ni ADMIN_TOKEN.',
	adminUnauthorized: 'Inicia sesión en el área de administración.',
	csrfInvalid: 'Este formulario venció. Vuelve a cargar la página e inténtalo de nuevo.',
	sessionsUnavailable:
		'El inicio de sesión de administración no está disponible en este momento: no se puede acceder al almacén de sesiones compartido (Redis). Inténtalo de nuevo en unos instantes.',
	network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
	// Whole playlists and channels
	invalidListUrl:
		'Ese enlace no lleva a ninguna lista de reproducción ni a ningún canal. Pega el enlace de una lista (youtube.com/playlist?list=…) o de un canal (youtube.com/@nombre).',
	batchRunning: 'Todavía hay una descarga de lista en curso. Espera a que termine, o detenla, antes de comenzar otra.',
	batchLinkInvalid:
		'“{link}” no es un enlace a un video de YouTube. Pega enlaces de videos, uno por línea, o el enlace de una lista o de un canal.',
	batchTooManyLinks:
		'Has pegado {count} videos distintos; una descarga de varios videos admite como máximo {max}. Pega menos enlaces o repártelos en varias descargas.',
} satisfies NamespaceErrorsTranslation

export default es_errors
