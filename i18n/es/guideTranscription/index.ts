import type { NamespaceGuideTranscriptionTranslation } from '../../i18n-types'

const es_guideTranscription = {
	meta: {
		title: 'Transcripción de videos: subtítulos de YouTube para SEO – Tubekit',
		description:
			'Convierte tus videos de YouTube en subtítulos y transcripciones precisos: un proceso de cuatro pasos, tipos de subtítulos comparados, usos SEO y qué idiomas agregar.',
		keywords:
			'transcripción youtube, subtítulos youtube, transcripción de video, subtítulos seo, archivo srt, subtítulos ocultos, precisión subtítulos automáticos, traducir subtítulos',
	},
	h1: 'Transcripción de videos: subtítulos que ayudan a los espectadores y a la búsqueda',
	intro: {
		p1: 'Cada palabra que dices en un video es contenido que las personas y los buscadores podrían leer, pero solo si existe como texto. Los subtítulos y las transcripciones convierten lo que dices en ese texto. Permiten seguir el video a las personas sordas o con discapacidad auditiva, ayudan a quienes lo ven sin sonido, dan a los traductores una base con la que trabajar y ofrecen a YouTube y a Google una versión escrita de lo que trata tu video.',
		p2: 'Esta guía te lleva por un proceso práctico: partir de los subtítulos automáticos de YouTube, corregirlos, sincronizarlos y publicarlos. También verás cómo se comparan los principales tipos de subtítulos, cómo reutilizar una transcripción para la búsqueda y qué idiomas vale la pena agregar después. Los tiempos que se indican aquí son una orientación aproximada, no mediciones: tus resultados dependen del audio, del tema y de lo minuciosamente que revises.',
		p3: 'Para tus propios videos, YouTube Studio tiene casi todo lo que necesitas. En su página de Subtítulos puedes editar los subtítulos automáticos ahí mismo (YouTube crea una copia editable de la pista automática) y descargar cualquiera de tus pistas de subtítulos como archivo .srt, .vtt o .sbv. El descargador de transcripciones de Tubekit es para los demás casos: videos de canales que no administras, como los primeros resultados que estudias antes de grabar, muchos videos a la vez de una lista de reproducción o un canal, o una copia rápida del texto sin iniciar sesión en YouTube Studio.',
	},
	badges: {
		seo: 'Enfoque SEO',
		time: '15 min de lectura',
		a11y: 'Accesibilidad',
	},
	benefits: {
		title: 'Por qué vale la pena agregar subtítulos',
		seo: {
			title: 'Búsqueda',
			text: 'Una transcripción registra por escrito las palabras, los nombres y los términos que dices de verdad. YouTube y Google pueden leer el texto de los subtítulos, y una transcripción que publicas en una página web es texto normal que los buscadores indexan. YouTube no publica cuánto pesan los subtítulos en su clasificación, así que tómatelo como un extra útil, no como un atajo.',
			impact: 'Tus palabras clave habladas se convierten en texto legible',
		},
		accessibility: {
			title: 'Accesibilidad',
			text: 'Según la Organización Mundial de la Salud, unos 430 millones de personas viven con una pérdida auditiva discapacitante. Unos subtítulos precisos son lo que hace que un video hablado les resulte útil. Los subtítulos automáticos ayudan, pero sus errores suelen caer justo en las palabras que importan: nombres, números y términos técnicos.',
			impact: 'Hace que tus videos sean accesibles para personas sordas o con discapacidad auditiva',
		},
		reach: {
			title: 'Alcance global',
			text: 'Los subtítulos son el punto de partida de las traducciones. Los espectadores pueden pedir a YouTube que traduzca automáticamente tus subtítulos en el reproductor, y una pista original limpia mejora mucho esas traducciones automáticas. Para tus idiomas más importantes puedes agregar tus propias traducciones revisadas.',
			impact: 'Permite a los espectadores seguir el video en su propio idioma',
		},
		engagement: {
			title: 'Interacción',
			text: 'Mucha gente ve videos en el teléfono en lugares donde no puede activar el sonido: en el tren, en el trabajo, al lado de un niño dormido. Con subtítulos pueden seguirte en lugar de pasar al siguiente video. Los subtítulos también ayudan a quienes no son hablantes nativos a seguir un discurso rápido.',
			impact: 'Retiene a los espectadores que ven el video sin sonido',
		},
	},
	tabs: {
		process: 'Proceso',
		types: 'Tipos de subtítulos',
		seo: 'Consejos SEO',
		languages: 'Idiomas',
	},
	process: {
		intro:
			'Cuatro pasos te llevan de un video en bruto a unos subtítulos precisos y publicados. Los tiempos corresponden a un video típico de 10 minutos con una sola persona hablando y un sonido claro.',
		labels: {
			tips: 'Consejos',
			time: 'Tiempo',
		},
		step1: {
			title: 'Consigue un primer borrador',
			text: 'No escribas desde cero. Cuando tu video ya está en YouTube, YouTube suele generar subtítulos automáticos al cabo de un tiempo. En YouTube Studio, abre Subtítulos y el video: crea una copia editable de la pista automática para corregirla ahí mismo, o descárgala como archivo de subtítulos que conserva los tiempos. El descargador de transcripciones de Tubekit te da los mismos subtítulos sin iniciar sesión, como texto sin formato o como archivo SRT o VTT. Si lees un guion, ese guion también es un buen borrador.',
			tips: {
				t1: 'Los subtítulos automáticos pueden tardar un rato en aparecer después de subir el video, sobre todo si es largo. Si el descargador de transcripciones dice que el video aún no tiene subtítulos, vuelve a intentarlo más tarde.',
				t2: 'Elige SRT o VTT si quieres conservar los tiempos y corregir solo las palabras; elige texto sin formato si quieres escribir a partir de él una entrada de blog o una descripción.',
				t3: 'El descargador de transcripciones no puede leer videos privados, con restricción de edad o eliminados, así que úsalo con videos accesibles públicamente. Los subtítulos de un video privado tuyo descárgalos desde YouTube Studio.',
			},
			time: '5–10 minutos',
		},
		step2: {
			title: 'Corrige el texto',
			text: 'Lee el borrador mientras reproduces el video. Corrige primero las palabras mal entendidas, los nombres, las marcas, los números y los términos técnicos: son los errores que más confunden a los espectadores. Después agrega la puntuación y separa las frases, porque los subtítulos automáticos suelen ir de corrido, sin puntuación. Quita las muletillas solo donde estorben la lectura.',
			tips: {
				t1: 'Reproduce el video a velocidad 1,25× y ponlo en pausa con el teclado: detectarás los errores más rápido que leyendo solo.',
				t2: 'Usa la función de buscar y reemplazar de tu editor para las palabras que la máquina siempre escribe mal, como tu propio nombre o el nombre de tu canal.',
				t3: 'Marca los sonidos que importan para la historia, como [música] o [risas], e indica quién habla cuando hay más de una persona.',
			},
			time: '15–30 minutos',
		},
		step3: {
			title: 'Sincroniza y da formato a los subtítulos',
			text: 'Los buenos subtítulos se leen de un vistazo. Limita cada subtítulo a una o dos líneas cortas, corta las líneas en las pausas naturales y deja cada subtítulo en pantalla el tiempo suficiente para leerlo. Si corregiste un archivo SRT o VTT, los tiempos están casi listos: revisa los puntos donde agregaste o quitaste palabras.',
			tips: {
				t1: 'Una regla práctica habitual es de unos 42 caracteres por línea y no más de dos líneas por subtítulo.',
				t2: '¿Tu texto no tiene ninguna marca de tiempo? YouTube Studio puede sincronizar automáticamente una transcripción sin formato con el audio del video, así que basta con un archivo de texto limpio.',
				t3: 'Los programas gratuitos de edición de subtítulos, como Subtitle Edit o Aegisub, muestran la forma de onda, lo que acelera mucho el ajuste de los tiempos.',
			},
			time: '10–20 minutos',
		},
		step4: {
			title: 'Publica y reutiliza',
			text: 'En YouTube Studio, abre Subtítulos, elige el video y agrega subtítulos en el idioma del video: sube tu archivo de subtítulos (la página de la Ayuda de YouTube sobre los archivos de subtítulos admitidos indica qué formatos acepta; SRT es el más sencillo), o pega el texto y deja que YouTube lo sincronice automáticamente. Después aprovecha la transcripción en otros lugares: en la descripción, como capítulos o como artículo en tu sitio web.',
			tips: {
				t1: 'Configura el idioma del video en sus detalles antes de agregar subtítulos, para que YouTube guarde la pista en el idioma correcto.',
				t2: 'Mira el primer minuto con los nuevos subtítulos activados para asegurarte de que el archivo se leyó correctamente.',
				t3: 'Guarda tu archivo SRT definitivo: es el mejor punto de partida para las traducciones y para futuras resubidas.',
			},
			time: '5–10 minutos',
		},
	},
	types: {
		intro:
			'Hay cuatro formas habituales de conseguir subtítulos. Se diferencian en precisión, esfuerzo y costo, y puedes combinarlas: subtítulos automáticos para todo y subtítulos cuidados para los videos que más importan.',
		labels: {
			accuracy: 'Precisión',
			effort: 'Esfuerzo',
			seoValue: 'Valor SEO',
			bestFor: 'Ideal para',
		},
		type1: {
			name: 'Subtítulos automáticos (YouTube)',
			accuracy:
				'Buena con un habla clara y una sola persona; floja con nombres, términos técnicos, música, acentos marcados y personas que hablan a la vez',
			effort: 'Ninguno: YouTube los crea por ti',
			seoValue: 'Básico: todos los videos los tienen, y los errores desdibujan tus términos clave',
			bestFor: 'Un primer borrador gratis y videos con un habla clara y sencilla',
		},
		type2: {
			name: 'Manuales, escritos por el creador',
			accuracy: 'La más alta: conoces cada nombre y cada término, y sabes lo que querías decir',
			effort: 'Alto: escribir y sincronizar cada línea lleva varias veces la duración del video',
			seoValue: 'Alto: tus palabras y tu ortografía exactas',
			bestFor: 'Videos cortos, videos con guion y canales sin presupuesto',
		},
		type3: {
			name: 'Servicio profesional de subtitulado',
			accuracy:
				'Muy alta con un audio claro; los nombres y los términos de nicho salen bien en cuanto envías una lista con ellos',
			effort: 'Bajo para ti, pero es de pago, a menudo por minuto de video',
			seoValue: 'Alto: texto preciso y con un formato uniforme',
			bestFor: 'Cursos, entrevistas, videos patrocinados y de empresa',
		},
		type4: {
			name: 'Borrador automático o de IA, editado por ti',
			accuracy: 'Cercana a la de unos subtítulos escritos a mano, siempre que revises cada línea con el audio',
			effort: 'Medio: lees y corriges en lugar de escribir',
			seoValue: 'Alto: texto preciso con una fracción del trabajo',
			bestFor: 'La mayoría de los canales que publican cada semana: el mejor equilibrio entre calidad y tiempo',
		},
		files: {
			title: 'Archivos de subtítulos, texto incrustado y Shorts',
			f1: {
				title: 'Los archivos que acepta YouTube',
				text: 'La Ayuda de YouTube sobre los archivos de subtítulos admitidos recomienda empezar con SubRip (.srt) o SubViewer (.sbv): archivos de texto sin formato con tiempos que abre cualquier editor de texto, guardados en UTF-8. También acepta .sub, .mpsub, .lrc y .cap, y formatos avanzados como WebVTT (.vtt) y TTML, que pueden incluir posición y estilo.',
			},
			f2: {
				title: 'Subtítulos opcionales o texto incrustado',
				text: 'Los subtítulos opcionales son una pista aparte: los espectadores los activan o desactivan, YouTube puede traducirlos automáticamente y la búsqueda puede leerlos. El texto incrustado forma parte de la imagen: lo ve todo el mundo, incluso donde no se muestran subtítulos, pero no se puede desactivar, traducir ni leer como texto. Usa el texto incrustado para rótulos breves y ganchos, y los subtítulos para lo que se dice.',
			},
			f3: {
				title: 'Subtítulos en los Shorts',
				text: 'Los Shorts reciben subtítulos automáticos como los demás videos, y sus subtítulos se agregan o corrigen en la misma página de Subtítulos de YouTube Studio; los espectadores los activan desde el menú del reproductor de Shorts. Si además pones texto en la imagen, mantenlo lejos del borde inferior y del derecho, donde el título, el nombre del canal y los botones quedan sobre el video.',
			},
		},
		note: 'Estas valoraciones comparan los métodos entre sí; no son resultados de pruebas. La música de fondo, los acentos marcados, varias personas hablando a la vez y el vocabulario especializado complican todos los métodos, y los subtítulos automáticos más que ninguno; un audio limpio, con un micrófono por persona, ayuda a todos.',
	},
	seo: {
		intro:
			'Una transcripción es más que unos subtítulos. Bien usada, alimenta tu descripción, tus capítulos y tu sitio web, y cada una de estas cosas da más información a los espectadores y a los buscadores.',
		labels: {
			example: 'Ejemplo',
		},
		s1: {
			title: 'Di tu palabra clave principal pronto y con claridad',
			text: 'Los subtítulos solo pueden contener lo que dices. Nombra el tema del video con palabras sencillas en los primeros 30 segundos, tal como lo buscaría un espectador. Ayuda a los espectadores a decidir si se quedan y pone la frase en tus subtítulos y en tu transcripción.',
			example:
				'En lugar de “Bueno, hoy vamos con lo que les prometí”, di “Hoy te enseño a trasplantar una monstera sin dañar las raíces”.',
		},
		s2: {
			title: 'Convierte las marcas de tiempo en capítulos',
			text: 'Descarga la transcripción con marcas de tiempo y verás de un vistazo dónde empieza cada sección. Agrégalas como capítulos en la descripción: YouTube exige que el primero esté en 0:00, al menos tres en orden ascendente y que cada capítulo dure como mínimo 10 segundos. Los capítulos pueden aparecer en los resultados de búsqueda como momentos clave.',
			example:
				'0:00 Por qué trasplantar · 1:12 Elegir la maceta adecuada · 3:40 Preparar el sustrato · 6:05 Cuidados posteriores',
		},
		s3: {
			title: 'Escribe una descripción mejor a partir de la transcripción',
			text: 'Tu transcripción ya contiene las palabras que usaste para explicar el tema. Elige las dos o tres frases que resumen el video, pásalas en limpio y úsalas como comienzo de la descripción, que es lo que se ve en los resultados de búsqueda. No pegues la transcripción entera en la descripción: parece spam y los subtítulos ya la cubren.',
			example:
				'De una transcripción de 1500 palabras, quédate con: “Trasplanta la monstera en primavera, a una maceta un tamaño más grande, con un sustrato grueso y que drene bien”. Esa frase abre la descripción.',
		},
		s4: {
			title: 'Publica la transcripción en tu sitio web',
			text: 'Una transcripción pasada en limpio, con encabezados y el video insertado, se convierte en un artículo que los buscadores indexan como cualquier otra página y que la gente puede leer por encima o citar. Puede atraer visitas a tu video desde la búsqueda web, no solo desde YouTube.',
			example:
				'Un tutorial de 12 minutos se convierte en una entrada de blog titulada “Cómo trasplantar una monstera (paso a paso)”, con el video arriba y la transcripción dividida en cuatro secciones con encabezado.',
		},
		cta: 'Obtén tu transcripción con el descargador de transcripciones',
	},
	languages: {
		intro:
			'Cuando tus subtítulos en el idioma original estén limpios, el siguiente paso son las traducciones. Estos ocho idiomas se eligieron por el tamaño de su público en YouTube: juntos abarcan los países con más espectadores de YouTube, como la India, Estados Unidos, Brasil, Indonesia, México y Japón, y el árabe llega a espectadores de más de 20 países. YouTube no publica cifras de precisión de sus subtítulos automáticos por idioma, así que esta lista no afirma nada sobre lo bien que funcionan en cada uno: revisa cada pista antes de publicarla.',
		labels: {
			language: 'Idioma',
			speakers: 'Hablantes',
		},
		l1: {
			name: 'Inglés',
			speakers: 'Unos 1500 millones de hablantes',
		},
		l2: {
			name: 'Español',
			speakers: 'Unos 560 millones de hablantes',
		},
		l3: {
			name: 'Hindi',
			speakers: 'Unos 600 millones de hablantes',
		},
		l4: {
			name: 'Portugués',
			speakers: 'Unos 260 millones de hablantes',
		},
		l5: {
			name: 'Árabe',
			speakers: 'Más de 300 millones de hablantes, con muchas variedades habladas',
		},
		l6: {
			name: 'Indonesio',
			speakers: 'Entre 200 y 300 millones de hablantes, la mayoría como segunda lengua; las estimaciones varían mucho',
		},
		l7: {
			name: 'Japonés',
			speakers: 'Unos 125 millones de hablantes',
		},
		l8: {
			name: 'Alemán',
			speakers: 'Unos 130 millones de hablantes',
		},
		note: 'En cualquier idioma, la calidad de los subtítulos automáticos depende sobre todo del audio: reserva tiempo para corregir, sobre todo nombres y términos técnicos. En las estadísticas de tu canal, consulta la pestaña de audiencia para ver de dónde vienen ya tus espectadores y considera agregar esos idiomas como subtítulos traducidos. Mientras tanto, los espectadores pueden activar la traducción automática de YouTube en la configuración de subtítulos del reproductor. Si YouTube ofrece el doblaje automático a tu canal, también puede agregar pistas de audio dobladas a otros idiomas, que los espectadores eligen en la opción de pista de audio del reproductor; revísalas en YouTube Studio, y sube tus propias pistas de audio dobladas si tienes disponible el audio en varios idiomas. Para preparar una traducción, elige el idioma de destino en el descargador de transcripciones de Tubekit: si el video no tiene una pista en ese idioma, obtienes la traducción automática de YouTube, cuando YouTube la ofrece, como archivo SRT que un hablante nativo puede corregir. Las cifras de hablantes son estimaciones aproximadas y redondeadas que incluyen a quienes lo hablan como segunda lengua; las cifras publicadas varían según la fuente.',
	},
	workedExample: {
		title: 'Un ejemplo práctico',
		intro:
			'Paula enseña hojas de cálculo en un canal pequeño: habla rápido en español y usa muchos nombres de funciones. Así pone subtítulos a su video de 12 minutos “BUSCARV vs. BUSCARX”. Paula y su canal son inventados; los pasos siguen el proceso de arriba.',
		steps: {
			s1: 'Borrador: cuando aparecen los subtítulos automáticos de YouTube, abre el video en la página de Subtítulos de YouTube Studio y descarga la pista automática como archivo SRT para corregirla en su propio editor. (Para el video de otro canal usaría el descargador de transcripciones de Tubekit, porque Studio solo muestra los suyos).',
			s2: 'Corrección: el borrador acierta con las frases normales, pero escribe “buscar uve” y “buscar equis”, se salta las letras de las columnas y junta unas frases con otras. Corrige los nombres de las funciones con buscar y reemplazar, y después reproduce el video a 1,25× y corrige el resto.',
			s3: 'Tiempos: donde unió dos líneas cortas, revisa la sincronización en Subtitle Edit; los demás subtítulos conservan los tiempos de YouTube.',
			s4: 'Publicación: en la página Subtítulos de YouTube Studio sube el archivo SRT corregido como pista de subtítulos en español y luego mira el primer minuto con los subtítulos activados.',
			s5: 'Reutilización: la transcripción muestra dónde empieza cada parte, así que la descripción gana cinco capítulos, y sus primeras líneas salen de la frase con la que ella misma resume el video.',
			s6: 'Idiomas: la pestaña de audiencia muestra muchos espectadores en Brasil, así que obtiene la traducción automática al portugués que YouTube hace de su pista como archivo SRT con el descargador de transcripciones de Tubekit, eligiendo portugués como idioma, le pide a un amigo brasileño que la corrija y la sube como subtítulos en portugués.',
		},
		result:
			'Ahora sus subtítulos y sus capítulos escriben “BUSCARX” tal como lo buscan los espectadores, y las personas sordas o con discapacidad auditiva pueden seguir cada nombre de función.',
	},
	nextSteps: {
		title: 'Tus próximos pasos',
		n1: 'Elige tus tres videos más vistos y sustituye sus subtítulos automáticos por otros corregidos.',
		n2: 'Incluye un borrador automático o de IA ya revisado en cada subida, para que los videos nuevos se publiquen con subtítulos precisos.',
		n3: 'Agrega a tu próximo video capítulos y un comienzo de descripción basado en la transcripción.',
		n4: 'Consulta en la pestaña de audiencia de las estadísticas de YouTube Studio los países de los que vienen más espectadores y agrega una traducción revisada para el principal.',
	},
} satisfies NamespaceGuideTranscriptionTranslation

export default es_guideTranscription
