import type { NamespaceContactTranslation } from '../../i18n-types'

const es_contact = {
	meta: {
		title: 'Contacto con Tubekit – Preguntas, errores e ideas',
		description:
			'Escribe al equipo de Tubekit: preguntas sobre las herramientas, informes de errores, sugerencias de funciones, solicitudes de privacidad o colaboraciones. Normalmente respondemos en menos de {hours} {{hora|horas}}.',
		keywords:
			'contacto tubekit, soporte tubekit, reportar un error, sugerir una función, ayuda herramientas youtube, contact tubekit',
	},
	title: 'Contacto',
	intro:
		'¿Tienes una pregunta sobre una herramienta, un error, una idea o una solicitud de privacidad? Escríbenos y te responderemos por correo electrónico.',
	form: {
		title: 'Envíanos un mensaje',
		name: 'Nombre',
		namePlaceholder: 'Tu nombre',
		email: 'Correo electrónico',
		emailPlaceholder: 'tu@ejemplo.com',
		subject: 'Asunto',
		subjectPlaceholder: '¿De qué se trata?',
		category: 'Categoría',
		message: 'Mensaje',
		messagePlaceholder:
			'Cuéntanos cómo podemos ayudarte. Si se trata de un error, lo que más nos sirve es el enlace que usaste y lo que pasó.',
		required: 'obligatorio',
		optional: 'opcional',
		submit: 'Enviar mensaje',
		sending: 'Enviando…',
		honeypot: 'Deja este campo vacío',
	},
	categories: {
		general: 'Consulta general',
		bug: 'Informe de error',
		feature: 'Sugerencia de función',
		legal: 'Legal/Privacidad',
		business: 'Negocios/Colaboraciones',
	},
	sent: {
		title: '¡Mensaje enviado!',
		text: 'Gracias por tu mensaje. Te responderemos pronto.',
	},
	failed: 'No se pudo enviar el mensaje. Vuelve a intentarlo.',
	details: {
		title: 'Datos de contacto',
		response: 'Tiempo de respuesta',
		responseText: 'Normalmente respondemos en menos de {hours} {{hora|horas}}.',
		availability: 'Disponibilidad',
		availabilityText: {
			workingHours: 'Escríbenos cuando quieras; leemos los mensajes en nuestro horario de trabajo.',
			weekdays: 'Escríbenos cuando quieras; leemos los mensajes los días laborables, de lunes a viernes.',
			allHours: 'En todo el mundo, las 24 horas: escríbenos cuando quieras.',
		},
		languages: 'Idiomas',
		languagesText: 'Español, English, Deutsch, Türkçe, Nederlands',
		privacy: 'Tu mensaje se guarda en este servidor y se envía al equipo por correo electrónico.',
		privacyLink: 'Consulta en la política de privacidad cuánto tiempo lo conservamos',
	},
	faq: {
		title: 'Respuestas rápidas',
		text: 'Muchas preguntas ya tienen respuesta en las secciones de preguntas frecuentes de las herramientas:',
		thumbnail: 'Preguntas frecuentes del descargador de miniaturas',
		profile: 'Preguntas frecuentes del descargador de fotos de perfil',
		transcript: 'Preguntas frecuentes del descargador de transcripciones',
		hashtag: 'Preguntas frecuentes del generador de hashtags',
		chapter: 'Preguntas frecuentes del generador de capítulos',
	},
} satisfies NamespaceContactTranslation

export default es_contact
