import type { NamespaceHelpTranslation } from '../../i18n-types'

const es_help = {
	meta: {
		title: 'Centro de ayuda: dudas y soluciones por herramienta – Tubekit',
		description:
			'Respuestas sobre las herramientas de miniaturas, transcripciones, hashtags, fotos de perfil y capítulos de Tubekit: tamaños, formatos, idiomas, privacidad y errores.',
		keywords:
			'ayuda tubekit, ayuda descargador de miniaturas de youtube, preguntas frecuentes transcripciones youtube, preguntas frecuentes generador de hashtags, preguntas frecuentes generador de capítulos, solucionar problemas herramientas youtube',
	},
	h1: 'Centro de ayuda',
	intro:
		'Respuestas a las preguntas más frecuentes sobre las cinco herramientas de Tubekit, sobre lo que pasa con tus datos y sobre qué hacer cuando algo falla. Elige una pestaña o escríbenos si no encuentras tu pregunta.',
	tabs: {
		label: 'Temas de ayuda',
		tools: 'Guías de las herramientas',
		general: 'Preguntas generales',
		resources: 'Recursos',
	},
	accordion: {
		expand: 'Mostrar respuesta',
		collapse: 'Ocultar respuesta',
	},
	toolGuides: {
		title: 'Guías de las herramientas',
		intro: 'Cómo funciona cada herramienta, qué puede hacer y qué no, y por qué a veces falla.',
	},
	tools: {
		thumbnail: {
			title: 'Descargador de miniaturas',
			tryLink: 'Prueba el descargador de miniaturas',
			faq: {
				q1: {
					q: '¿Qué tamaños de miniatura puedo descargar?',
					a: 'Todos los tamaños que YouTube guarda del video: HD 1280×720 (maxresdefault), HD 720 (hq720, también de 1280×720), estándar 640×480 (sddefault), alto 480×360 (hqdefault), mediano 320×180 (mqdefault) y pequeño 120×90 (default). Cada tamaño aparece con sus dimensiones, así que sabes lo que vas a obtener antes de descargarlo.',
				},
				q2: {
					q: '¿Por qué un tamaño aparece como “no disponible”?',
					a: 'YouTube solo crea la imagen HD 1280×720 para los videos que se subieron en HD, por lo que muchos videos antiguos no la tienen, y tampoco todos los videos tienen la versión HD 720 o la estándar. Tubekit verifica qué tamaños existen de verdad y marca los demás en lugar de mostrar una imagen gris de relleno. Si falta la HD, elige la siguiente más grande. Ten en cuenta que las versiones estándar, alta y predeterminada son imágenes 4:3: un video panorámico suele aparecer en ellas con franjas negras arriba y abajo.',
				},
				q3: {
					q: '¿Qué enlaces puedo pegar?',
					a: 'Cualquier enlace a un único video de YouTube: un enlace normal de reproducción (watch), un enlace corto de youtu.be, un enlace de Shorts, de una transmisión en vivo o de inserción (embed), o un enlace de la versión para dispositivos móviles (m.youtube.com). No hay problema si el enlace incluye algo más, como un momento de inicio o una lista de reproducción detrás del video. Un enlace a una lista de reproducción completa o a un canal no tiene una única miniatura; para la foto de un canal, usa el descargador de fotos de perfil.',
				},
				q4: {
					q: '¿En qué formato se guardan las miniaturas?',
					a: 'Como archivos JPG, y también como WebP (archivos más pequeños) en los tamaños que YouTube ofrece además en ese formato, con un nombre que empieza con “thumbnail-” seguido del tamaño elegido. Las imágenes pasan por el servidor de Tubekit, así que tu navegador nunca se conecta con YouTube ni con Google. Si un creador acaba de cambiar una miniatura, es posible que sigas viendo la anterior durante un tiempo: este sitio puede conservar un resultado hasta unas pocas horas, y los servidores de imágenes de YouTube también pueden tardar en mostrar la nueva.',
				},
				q5: {
					q: '¿Por qué me aparece un error?',
					a: 'Por lo general, porque el enlace no es de un video, o porque el video es privado o se eliminó; el mensaje te dice cuál es el caso. Si indica que YouTube está rechazando o bloqueando las solicitudes, el problema no es tu enlace: YouTube está limitando este servidor durante un tiempo. Espera entre 5 y 10 minutos e inténtalo de nuevo.',
				},
			},
		},
		transcript: {
			title: 'Descargador de transcripciones',
			tryLink: 'Prueba el descargador de transcripciones',
			faq: {
				q1: {
					q: '¿De qué videos puedo obtener la transcripción?',
					a: 'De cualquier video público que tenga subtítulos, ya sean subidos por el creador o generados automáticamente por YouTube. Para comprobarlo, abre el video en YouTube y busca el botón CC en el reproductor. Los subtítulos automáticos pueden tardar un tiempo en aparecer después de subir un video, y YouTube no los genera para todos los videos, por ejemplo cuando casi todo es música o el audio no se entiende bien.',
				},
				q2: {
					q: '¿Qué idiomas puedo elegir?',
					a: 'Deja el idioma en “Detección automática” para obtener los subtítulos propios del video, o elige uno de unos 60 idiomas. Cuando se carga un video, sus propias pistas de subtítulos aparecen primero en la lista. Si eliges un idioma que el video no tiene, YouTube traduce automáticamente a ese idioma la pista de subtítulos principal. Las traducciones automáticas sirven para entender un video, pero revísalas con atención antes de publicarlas en cualquier lugar.',
				},
				q3: {
					q: '¿Qué formatos de archivo hay?',
					a: 'Texto sin formato (.txt) con o sin marcas de tiempo, archivos de subtítulos SRT y VTT, y JSON. SRT es el formato que importan la mayoría de los programas de edición de video; VTT es el formato de subtítulos de los reproductores de video web; JSON incluye cada línea con su hora de inicio y su duración, para tus propios scripts. Antes de descargar, también puedes copiar todo el texto, buscar en él y activar o desactivar las marcas de tiempo.',
				},
				q4: {
					q: '¿Por qué no puedo obtener la transcripción de algunos videos?',
					a: 'Es posible que el video no tenga subtítulos, o que sea privado, tenga restricción de edad, sea solo para miembros o se haya eliminado. Cada uno de estos casos tiene su propio mensaje, así que léelo primero. Si el mensaje dice que YouTube está rechazando o bloqueando las solicitudes, YouTube está limitando este servidor durante un tiempo: espera entre 5 y 10 minutos e inténtalo de nuevo.',
				},
				q5: {
					q: '¿Qué precisión tienen las transcripciones?',
					a: 'Exactamente la misma que los subtítulos de YouTube: Tubekit no cambia ni una palabra. Los subtítulos subidos por el creador suelen ser mucho más precisos que los automáticos. Los automáticos se equivocan a menudo con nombres, marcas, números y términos técnicos, y apenas llevan signos de puntuación, así que revisa esos puntos antes de reutilizar el texto. El buscador te ayuda a encontrar todos los lugares en los que aparece una palabra.',
				},
			},
		},
		hashtag: {
			title: 'Generador de hashtags',
			tryLink: 'Prueba el generador de hashtags',
			faq: {
				q1: {
					q: '¿Qué debo escribir?',
					a: 'Unas cuantas palabras clave sobre tu video, hasta 300 caracteres, por ejemplo “pan de masa madre, principiantes, sin amasar”. También puedes pegar el enlace de un video de YouTube: en ese caso se usan su título y su transcripción como palabras clave. Elegir una categoría (videojuegos, tecnología, belleza, comida, fitness, viajes, música, educación, humor o estilo de vida) es opcional, pero ayuda a que las sugerencias encajen con tu nicho.',
				},
				q2: {
					q: '¿Qué significan los tres grupos?',
					a: '“En tendencia” (de 5 a 8 hashtags) son hashtags amplios y populares por los que compiten muchos videos. “Recomendados” (de 8 a 12) son específicos de tu tema: empieza por estos. “Cola larga” (de 5 a 8) son frases más concretas con menos competencia, con las que un canal pequeño tiene más posibilidades de que lo vean. Haz clic en un hashtag para copiarlo, o usa “Copiar todos” para copiarlos todos separados por espacios.',
				},
				q3: {
					q: '¿Cuántos hashtags debo usar y dónde?',
					a: 'Ponlos en la descripción del video. Lo habitual es recomendar de tres a cinco que describan de verdad el video; el único límite estricto de YouTube es que ignora todos los hashtags de un video que tenga más de 60. Los tres primeros hashtags de la descripción aparecen encima del título del video, así que pon los mejores al principio. Un hashtag no lleva espacios; Tubekit ya los escribe así. Usa solo hashtags que describan de verdad tu video: las normas de YouTube prohíben los engañosos o los que no tienen relación con él.',
				},
				qEvidence: {
					q: '¿De dónde salen los hashtags?',
					a: 'De lo que el propio YouTube muestra para tus palabras: nuestro servidor consulta la búsqueda de YouTube (www.youtube.com) y sus sugerencias de búsqueda (suggestqueries-clients6.youtube.com) en el idioma de la página y, salvo que elijas otra región de YouTube junto a las palabras clave, en la región principal de ese idioma (España para el español, Estados Unidos para el inglés, Alemania para el alemán, Turquía para el turco, Países Bajos para el neerlandés), y arma los grupos con los videos que aparecen en los resultados y lo que busca la gente. Tus palabras llegan a YouTube desde nuestro servidor, no desde tu navegador, y la respuesta de YouTube solo se guarda 6 horas en la caché de consultas. La región que eliges no se guarda: cada visita nueva empieza otra vez con la región principal.',
				},
				q4: {
					q: '¿Quién escribe los hashtags?',
					a: 'Un modelo de IA que se ejecuta en el propio servidor de Tubekit (Ollama, de forma predeterminada con el modelo pequeño qwen2.5:1.5b). Tus palabras clave nunca se envían a una empresa de IA externa. Cuando no hay ningún modelo disponible, responde en su lugar un generador integrado y la página te lo indica. Las sugerencias de la IA pueden no dar en el clavo, así que revísalas antes de usarlas.',
				},
				q5: {
					q: '¿Por qué tarda tanto o por qué falló?',
					a: 'El modelo tarda unos segundos en escribir los hashtags, y más cuando mucha gente lo usa a la vez; si hay demasiadas personas esperando, la página te indica cuántos segundos debes esperar antes de volver a intentarlo. Se rechazan las palabras clave vacías o de más de 300 caracteres. Si pegaste el enlace de un video y YouTube está rechazando las solicitudes, espera entre 5 y 10 minutos o escribe tú mismo las palabras clave.',
				},
			},
		},
		profile: {
			title: 'Descargador de fotos de perfil',
			tryLink: 'Prueba el descargador de fotos de perfil',
			faq: {
				q1: {
					q: '¿Qué enlaces de canal funcionan?',
					a: 'Los enlaces a un canal en youtube.com: un enlace con identificador como youtube.com/@nombre, un enlace con ID de canal (/channel/UC…) y los antiguos enlaces /c/… y /user/…. Da igual que el enlace termine con una pestaña como /videos o /shorts. La forma más fácil de conseguir uno es abrir el canal y copiar la dirección desde el navegador.',
				},
				q2: {
					q: '¿De qué tamaño son las fotos?',
					a: 'Obtienes fotos cuadradas de 88, 176, 240, 480 y 800 píxeles; 800×800 es el tamaño más grande que ofrece YouTube. Los archivos son JPG, y la herramienta muestra el nombre del canal junto a ellas.',
				},
				q3: {
					q: '¿También puedo descargar el banner del canal?',
					a: 'Sí. Cuando el canal tiene un banner, la herramienta lo muestra con su propio botón de descarga, también como JPG. Si no aparece ningún banner, es porque el canal no configuró ninguno.',
				},
				q4: {
					q: '¿Por qué la foto es redonda en YouTube y cuadrada en mi archivo?',
					a: 'YouTube guarda las fotos de perfil como cuadrados y solo las recorta en forma de círculo al mostrarlas. Lo que descargas es el cuadrado completo, así que ten en cuenta que las esquinas no se ven en YouTube. Las fotos de perfil pertenecen a sus canales: úsalas con permiso del propietario, por ejemplo para anunciar una colaboración.',
				},
				q5: {
					q: '¿Por qué me aparece un error?',
					a: 'Verifica que el enlace lleve a un canal y no a una lista de reproducción u otra página. “No se encontró el canal” significa que el identificador o el ID no existe; un canal cerrado tiene su propio mensaje. Si YouTube está rechazando o bloqueando las solicitudes, espera entre 5 y 10 minutos e inténtalo de nuevo.',
				},
				q6: {
					q: '¿Qué acepta YouTube para mi propia foto de perfil?',
					a: 'La Ayuda de YouTube pide un archivo JPG, GIF, BMP o PNG (sin animación) de 4 MB o menos, y recomienda 800×800 píxeles. La foto se muestra a 98×98 píxeles y recortada en círculo, así que deja lo importante en el centro y revísala a ese tamaño. Se cambia en YouTube Studio, en la sección Personalización.',
				},
			},
		},
		chapter: {
			title: 'Generador de capítulos',
			tryLink: 'Probar el generador de capítulos',
			faq: {
				q1: {
					q: '¿Cómo añado los capítulos a mi video?',
					a: 'Copia las líneas de capítulos y pégalas en la descripción del video en YouTube Studio, cada una en su propia línea. YouTube las muestra en la barra de progreso en cuanto guardas la descripción.',
				},
				q2: {
					q: '¿Por qué obtuve los capítulos de YouTube?',
					a: 'El video ya tiene capítulos en su descripción, así que la herramienta muestra esos. Haz clic en “Crear capítulos nuevos” para obtener una lista nueva a partir de la transcripción.',
				},
				q3: {
					q: '¿Por qué recibí un error?',
					a: 'Los capítulos se crean a partir de los subtítulos: un video sin subtítulos, una transmisión en vivo que aún no ha terminado o un video de menos de 30 segundos no puede tenerlos. El mensaje te dice cuál es el caso.',
				},
			},
		},
	},
	general: {
		title: 'Preguntas generales',
		intro: 'Qué es Tubekit, cuánto cuesta y qué ocurre con tus datos.',
		privacyLink: 'Lee la política de privacidad',
		termsLink: 'Lee las condiciones del servicio',
		faq: {
			q1: {
				q: '¿De verdad Tubekit es gratis?',
				a: 'Sí. Todas las herramientas son gratuitas, sin versión de pago y sin límites de descarga impuestos por Tubekit. Quien administra este sitio puede limitar cuántas solicitudes por minuto puede enviar cada visitante, para que siga funcionando rápido para todos; si llegas a ese límite, el mensaje te dice cuántos segundos tienes que esperar.',
			},
			q2: {
				q: '¿Necesito una cuenta?',
				a: 'No. Los visitantes no tienen que registrarse ni iniciar sesión: abre una herramienta, pega un enlace y usa el resultado. El único inicio de sesión del sitio es el del área de administración de la persona que lo administra.',
			},
			q3: {
				q: '¿Qué guarda Tubekit sobre mí?',
				a: 'Muy poco. Los enlaces y las palabras clave que escribes no se guardan; los resultados pueden quedarse en la memoria del servidor hasta unas pocas horas para no preguntar lo mismo dos veces a YouTube, y nada de ello se escribe en disco. Las visitas a las páginas solo se cuentan por día, página, idioma y sitio web de procedencia, sin tu dirección IP ni ninguna cookie, y se borran a los 400 días; el uso de las herramientas solo se cuenta por día, herramienta y resultado. Tu dirección IP se sustituye por un hash con clave (un HMAC con una clave que solo conoce este servidor) antes de usarse para limitar las solicitudes y en el registro de solicitudes. La única cookie recuerda tu idioma. Tu navegador nunca se conecta con Google: el servidor de Tubekit obtiene todo de YouTube por ti. Los mensajes que envías mediante el formulario de contacto sí se guardan, de forma predeterminada durante 2 años.',
			},
			q4: {
				q: '¿En qué idiomas está disponible Tubekit?',
				a: 'Todo el sitio está disponible en inglés, alemán, español, turco y neerlandés. Cambia de idioma con el menú de idiomas del encabezado; tu elección se recuerda. Con independencia del idioma del sitio, el descargador de transcripciones ofrece subtítulos en unos 60 idiomas.',
			},
			q5: {
				q: '¿Puedo alojar Tubekit en mi propio servidor?',
				a: 'Sí. Tubekit es software de código abierto que se ejecuta como un único contenedor Docker y, de forma predeterminada, guarda sus datos en un solo archivo SQLite. Para que la IA escriba los hashtags, agrega un servidor local de Ollama con un modelo como qwen2.5:1.5b (alrededor de 1 GB); sin él, los hashtags los escribe el generador integrado. El README del proyecto explica la instalación y toda la configuración.',
			},
			q6: {
				q: '¿Tiene Tubekit relación con YouTube y puedo usar lo que descargo?',
				a: 'Tubekit no está afiliado a YouTube ni a Google; YouTube es una marca comercial de Google LLC. Tubekit solo muestra lo que YouTube publica para que cualquiera lo vea, pero las miniaturas, las fotos de perfil y las transcripciones siguen perteneciendo a sus creadores. Úsalas solo con fines legítimos: en tu propio contenido, para comentarlas o criticarlas, para investigar o con permiso del propietario. Respeta las condiciones de YouTube y no envíes solicitudes masivas automatizadas.',
			},
		},
	},
	commonIssues: {
		title: 'Problemas frecuentes',
		problemLabel: 'Problema',
		fixLabel: 'Solución',
		items: {
			i1: {
				problem: '“Eso no parece un enlace a un video de YouTube” o “Pega una URL de YouTube válida”',
				fix: 'Vuelve a copiar el enlace desde la barra de direcciones del navegador o con el botón “Compartir” de YouTube, y asegúrate de no haber copiado nada más junto con él. Las herramientas de miniaturas y de transcripciones necesitan el enlace de un video; el descargador de fotos de perfil necesita el enlace de un canal en youtube.com.',
			},
			i2: {
				problem: '“Este video no tiene subtítulos”',
				fix: 'El creador no subió ninguno y YouTube no generó ninguno. Busca el botón CC en la página del video en YouTube. Si el video se subió hace poco, vuelve a intentarlo más tarde: los subtítulos automáticos pueden tardar en aparecer.',
			},
			i3: {
				problem: 'YouTube está rechazando o bloqueando las solicitudes',
				fix: 'A veces YouTube limita cuántas solicitudes acepta de un mismo servidor. No es culpa de tu enlace. Espera entre 5 y 10 minutos e inténtalo de nuevo; reintentarlo cada pocos segundos no sirve de nada.',
			},
			i4: {
				problem: 'La descarga no empieza',
				fix: 'Revisa si tu navegador pidió permiso para descargar o si bloqueó la descarga, y busca en tu carpeta de descargas. En un iPhone o iPad, los archivos descargados van a la carpeta Descargas de la app Archivos. Si nada de esto funciona, recarga la página y vuelve a obtener el resultado.',
			},
			i5: {
				problem: 'La página dice que los hashtags provienen del generador integrado',
				fix: 'El modelo de IA no estaba disponible o estaba ocupado, así que respondió el generador integrado de Tubekit, que es más sencillo. Los hashtags se pueden usar igualmente. Si quieres que los escriba la IA, vuelve a intentarlo en un minuto. Si administras el sitio tú mismo, verifica que Ollama se esté ejecutando y que el modelo esté descargado.',
			},
		},
	},
	bestPractices: {
		title: 'Buenas prácticas',
		items: {
			b1: {
				title: 'Pega enlaces limpios',
				text: 'Copia los enlaces desde la barra de direcciones o con el botón “Compartir”. Los enlaces copiados directamente de YouTube son los que mejor funcionan; los enlaces acortados con otros servicios, como bit.ly, no se reconocen.',
			},
			b2: {
				title: 'Elige la miniatura más grande que exista',
				text: 'Usa la HD cuando esté disponible y redúcela tú si hace falta. Para estudiar el diseño de otro canal, fíjate también en la versión mediana de 320×180: se parece mucho al tamaño con el que aparecen las miniaturas en los feeds.',
			},
			b3: {
				title: 'Revisa las transcripciones antes de reutilizarlas',
				text: 'Los subtítulos automáticos se equivocan con nombres, números y términos técnicos. Corrígelos antes de convertir una transcripción en subtítulos, una entrada de blog o una descripción.',
			},
			b4: {
				title: 'Elige unos pocos hashtags que encajen',
				text: 'Entre tres y cinco hashtags que describan tu video funcionan mejor que una lista larga. Pon los tres más fuertes al principio de la descripción, porque son los que aparecen encima del título.',
			},
			b5: {
				title: 'Respeta el trabajo de otros creadores',
				text: 'Usa las miniaturas, las fotos y las transcripciones de otros canales como referencia, para comentarlas o con permiso, y menciona al creador. Nunca las vuelvas a subir como si fueran tuyas.',
			},
		},
	},
	resources: {
		title: 'Recursos',
		intro: 'Material oficial de YouTube que vale la pena guardar en favoritos y artículos que estamos preparando.',
		external: {
			title: 'Recursos oficiales para creadores',
			note: 'Son sitios web del propio YouTube. Se abren en una pestaña nueva y Tubekit no los administra.',
			newTab: 'se abre en una pestaña nueva',
			links: {
				l1: {
					title: 'Centro de ayuda de YouTube',
					description:
						'Las respuestas oficiales de YouTube sobre subidas, subtítulos, hashtags, derechos de autor, monetización y problemas con la cuenta.',
					url: 'https://support.google.com/youtube',
				},
				l2: {
					title: 'YouTube para creadores',
					description:
						'El sitio de YouTube para creadores, con lecciones sobre cómo empezar un canal, ganar audiencia y obtener ingresos con los videos.',
					url: 'https://www.youtube.com/creators/',
				},
				l3: {
					title: 'Blog oficial de YouTube',
					description:
						'Anuncios de nuevas funciones, cambios en las políticas y novedades para creadores, directamente de YouTube.',
					url: 'https://blog.youtube/',
				},
			},
		},
		articles: {
			title: 'Artículos en preparación',
			comingSoon: 'Próximamente',
			items: {
				a1: {
					title: 'Cómo leer las estadísticas de YouTube Studio',
					description:
						'Qué cifras de YouTube Studio importan para un canal pequeño y qué cambiar cuando bajan la tasa de clics o el tiempo de reproducción.',
				},
				a2: {
					title: 'Una idea, muchos formatos',
					description:
						'Cómo convertir un video largo en Shorts, una entrada de blog y publicaciones para redes sociales, con la transcripción como punto de partida.',
				},
				a3: {
					title: 'Cómo planificar una colaboración',
					description:
						'Encontrar el canal adecuado con el que colaborar, acordar los detalles y anunciar el video juntos.',
				},
			},
		},
		contact: {
			title: '¿Todavía necesitas ayuda?',
			text: 'Escríbenos mediante el formulario de contacto. Normalmente respondemos en menos de {hours} {{hora|horas}}. Si tienes un problema con una herramienta, dinos el enlace que pegaste y el mensaje exacto que viste.',
			link: 'Contactar al equipo de soporte',
		},
	},
} satisfies NamespaceHelpTranslation

export default es_help
