import type { NamespaceGuideWorkflowTranslation } from '../../i18n-types'

const es_guideWorkflow = {
	meta: {
		title: 'Flujo de trabajo en YouTube: de la idea a la subida – Tubekit',
		description:
			'Un flujo de trabajo completo para YouTube en cinco fases, de la investigación a la publicación, con pasos, herramientas, tiempos, cuatro plantillas y un plan semanal.',
		keywords:
			'flujo de trabajo youtube, proceso de producción youtube, calendario de producción de videos, checklist para subir videos a youtube, planificación de contenido, flujo de trabajo para creadores',
	},
	h1: 'El flujo de trabajo para YouTube: un sistema repetible de la idea a la subida',
	intro: {
		p1: 'La mayoría de los canales no se estancan por falta de ideas. Se estancan porque cada video se hace de una manera distinta: la investigación llega después de grabar, la miniatura se improvisa a medianoche y los subtítulos nunca se terminan. Un flujo de trabajo fijo te quita esas decisiones de encima, para que tu energía vaya al propio video.',
		p2: 'Esta guía divide el trabajo en cinco fases, cada una con tres pasos concretos, las herramientas que ayudan y un tiempo estimado realista. En total, las cuatro primeras fases llevan aproximadamente de 7 a 14 horas para un video típico de 8 a 15 minutos; tus cifras serán distintas y se reducirán a medida que el sistema se vuelva rutina. También encontrarás plantillas para cuatro tipos de contenido habituales, un ejemplo de plan semanal y los puntos en los que encajan las herramientas gratuitas de Tubekit.',
	},
	badges: {
		system: 'Sistema completo',
		time: '25 min de lectura',
		templates: 'Con plantillas',
	},
	phases: {
		title: 'Las cinco fases',
		intro:
			'Recorre las fases en orden. Cada una termina con algo acabado sobre lo que se apoya la siguiente: un plan, el material grabado, un video editado, una subida publicada y, por último, lecciones para el próximo video.',
		labels: {
			phase: 'Fase',
			duration: 'Tiempo',
			steps: 'Pasos',
			tools: 'Herramientas',
			tip: 'Consejo de experto',
		},
		phase1: {
			title: 'Planificación e investigación',
			duration: '1–2 horas',
			text: 'Decide de qué trata el video, para quién es y por qué alguien haría clic en él, antes de tocar una cámara. Una hora de investigación te ahorra muchas horas grabando algo que nadie busca.',
			steps: {
				s1: {
					title: 'Elige un tema que la gente busque',
					text: 'Escribe tu idea en la barra de búsqueda de YouTube y anota las sugerencias que aparecen: salen de búsquedas reales. Compara varios temas candidatos y elige uno que encaje con tu canal y despierte un interés claro.',
					tools:
						'Sugerencias de búsqueda de YouTube, la pestaña con ideas para nuevos videos de las estadísticas de YouTube Studio (si tu canal la tiene), Google Trends',
				},
				s2: {
					title: 'Estudia los videos mejor posicionados',
					text: 'Mira los cinco primeros resultados de tu tema. Anota qué puntos tratan, qué les falta según los comentarios y cómo se ven sus títulos y miniaturas uno al lado del otro. Echar un vistazo a sus transcripciones es una forma rápida de ver cómo están estructurados. Úsalo solo para investigar: tu video debe aportar algo, no copiar.',
					tools:
						'Búsqueda de YouTube, descargador de transcripciones de Tubekit, descargador de miniaturas de Tubekit, una app de notas',
				},
				s3: {
					title: 'Escribe el título, la idea de la miniatura y el esquema',
					text: 'Escribe dos o tres opciones de título y haz un boceto de la miniatura. Después haz el esquema del video: un gancho para los primeros 15 a 30 segundos, los puntos principales en orden y un final claro que lleve a tu próximo video.',
					tools: 'Google Docs, Notion, papel y lápiz',
				},
			},
			tip: 'Si no puedes describir la miniatura en una frase, probablemente la idea aún no está lo bastante clara. Afínala ahora, cuando los cambios no cuestan nada.',
		},
		phase2: {
			title: 'Creación de contenido',
			duration: '2–4 horas',
			text: 'Convierte el esquema en material grabado. Una buena preparación hace que la grabación sea tranquila y rápida, y un sonido limpio en esta fase te ahorra horas de edición y hace que tus subtítulos sean más precisos después.',
			steps: {
				s1: {
					title: 'Escribe el guion o los puntos clave',
					text: 'Escribe un guion completo para tutoriales y videos explicativos, o una lista de puntos si hablas mejor de forma libre. Lee el gancho en voz alta hasta que suene natural y menciona pronto tu tema principal con palabras sencillas.',
					tools: 'Google Docs, una app de teleprompter, fichas',
				},
				s2: {
					title: 'Prepara el sonido, la luz y el encuadre',
					text: 'Primero el sonido: un micrófono de solapa o USB cerca de la boca supera a cualquier micrófono de cámara. Ponte de cara a una ventana o a una luz suave, mantén el fondo ordenado y bloquea el enfoque y la exposición para que no varíen.',
					tools: 'Micrófono de solapa o USB, luz de ventana o softbox, trípode, teléfono o cámara',
				},
				s3: {
					title: 'Graba la toma principal y material extra',
					text: 'Graba sección a sección y, si te equivocas, repite la frase en lugar de seguir adelante. Antes de guardar el equipo, graba material de apoyo (B-roll), primeros planos y grabaciones de pantalla para cada punto de tu esquema.',
					tools: 'App de cámara o cámara, OBS Studio para grabar la pantalla, una lista de planos',
				},
			},
			tip: 'Graba una prueba de diez segundos y escúchala con auriculares antes de la toma real. El eco, un zumbido o el roce de la camisa son fáciles de arreglar ahora y muy difíciles de arreglar después.',
		},
		phase3: {
			title: 'Postproducción',
			duration: '3–6 horas',
			text: 'La edición suele ser la fase más larga. Trabaja de lo general a lo detallado: primero la estructura, luego el ritmo y después el acabado. No empieces a corregir el color de una escena que quizá termines cortando.',
			steps: {
				s1: {
					title: 'Haz el primer montaje',
					text: 'Coloca las mejores tomas en el orden del esquema y corta los errores, las pausas largas y los puntos repetidos. Mira el primer montaje una vez sin detenerte y anota dónde se te va la atención.',
					tools: 'DaVinci Resolve, Adobe Premiere Pro, Final Cut Pro o CapCut',
				},
				s2: {
					title: 'Pule el ritmo, el sonido y la imagen',
					text: 'Acelera los tramos lentos que anotaste, agrega B-roll y texto en pantalla, y equilibra el audio para que tu voz se oiga claramente por encima de la música. Usa solo música y clips sobre los que tengas derechos.',
					tools: 'Biblioteca de audio de YouTube, Audacity, las herramientas de color y audio de tu editor',
				},
				s3: {
					title: 'Crea la miniatura y prepara los subtítulos',
					text: 'Diseña a 1280×720 la miniatura que bocetaste en la fase 1 y revísala en tamaño pequeño, tal como aparece en los resultados de búsqueda y en los teléfonos. Exporta el video final y, si trabajas con guion, pásalo en limpio como base para tus subtítulos.',
					tools: 'Canva, Photoshop, GIMP o Subtitle Edit',
				},
			},
			tip: 'Exporta un borrador y míralo en un teléfono antes de darlo por terminado. El texto pequeño, los pasajes con poco volumen y las introducciones lentas se notan mucho más en la pantalla que usan la mayoría de tus espectadores.',
		},
		phase4: {
			title: 'Optimización y subida',
			duration: '1–2 horas',
			text: 'La presentación decide si alguien empieza a ver el video. Dedica al título, la miniatura, la descripción y los subtítulos el mismo cuidado que al propio video.',
			steps: {
				s1: {
					title: 'Escribe el título, la descripción y los hashtags',
					text: 'Elige el título definitivo y abre la descripción con dos o tres frases que resuman el video. Agrega capítulos con marcas de tiempo y de tres a cinco hashtags relevantes: si el título no lleva ninguno, YouTube muestra los tres primeros encima de él, y los ignora todos si un video tiene más de 60.',
					tools: 'YouTube Studio, generador de hashtags de Tubekit',
				},
				s2: {
					title: 'Sube la miniatura y los subtítulos',
					text: 'Sube tu miniatura personalizada y tu archivo de subtítulos. La miniatura debe ser de 1280×720, en JPG, PNG o GIF; durante mucho tiempo el límite fue de 2 MB, y ahora YouTube Studio en el navegador acepta archivos más grandes en algunos canales, así que fíjate en el cuadro de diálogo de subida. ¿Aún no tienes archivo de subtítulos? Vuelve unas horas después de la subida, cuando estén listos los subtítulos automáticos de YouTube, y corrígelos en YouTube Studio.',
					tools: 'YouTube Studio, archivo de subtítulos SRT o VTT',
				},
				s3: {
					title: 'Completa los ajustes de la subida y programa la publicación',
					text: 'Agrega una pantalla final que lleve a un video o una lista de reproducción relacionados, y tarjetas en los momentos en que mencionas otros videos. Responde a las preguntas que hace YouTube al subir el video: si es contenido creado para niños, si incluye promoción pagada y si hay contenido alterado o sintético. YouTube exige que declares el contenido realista que se alteró o generó de forma significativa, por ejemplo con IA, como una persona real diciendo algo que no dijo o una escena realista que nunca ocurrió; en cambio, no hace falta declarar el uso de IA para buscar ideas, escribir un guion o crear subtítulos. Antes de publicar, revisa el paso Comprobaciones de la subida: YouTube revisa si el video tiene contenido protegido por derechos de autor y, en los canales del Programa de socios de YouTube, si es apto para anunciantes. Espera el resultado y corrige o disputa lo que encuentre mientras el video sigue siendo privado. Después programa el video para un momento en que tu público esté en YouTube (la pestaña de audiencia de las estadísticas muestra cuándo están conectados tus espectadores) o configúralo como estreno: los espectadores tienen una página de reproducción con cuenta regresiva y ven juntos el video por primera vez, con chat en vivo.',
					tools:
						'Detalles de la subida, Comprobaciones, pantallas finales, tarjetas, programación y estrenos de YouTube Studio, estadísticas de YouTube Studio',
				},
			},
			tip: 'Sube el video como privado o programado varias horas antes de publicarlo. Así YouTube tiene tiempo de procesar las versiones HD y generar los subtítulos automáticos, y el video sale completo.',
		},
		phase5: {
			title: 'Optimización tras la publicación',
			duration: 'Continuo',
			text: 'Publicar no es la meta. Los primeros días muestran cómo responden los espectadores, y pequeños cambios en un video que ya está publicado todavía pueden marcar una diferencia real.',
			steps: {
				s1: {
					title: 'Mantente presente durante las primeras 48 horas',
					text: 'Responde a los primeros comentarios, fija un comentario que aporte algo o haga una pregunta, y comparte el video donde ya está tu público. Las primeras conversaciones hacen que tu canal parezca vivo a los nuevos espectadores.',
					tools: 'Comentarios de YouTube Studio, app YouTube Studio, publicaciones en tu canal',
				},
				s2: {
					title: 'Analiza las cifras al cabo de una semana',
					text: 'Abre las estadísticas del video en YouTube Studio, o la pestaña de contenido de las estadísticas de tu canal, y revisa las impresiones, la tasa de clics de las impresiones, la duración promedio de vistas y el gráfico de retención de público. Una tasa de clics baja apunta al título o a la miniatura; una caída brusca al principio del gráfico de retención apunta a la introducción.',
					tools: 'Estadísticas de YouTube Studio: las de cada video y la pestaña de contenido',
				},
				s3: {
					title: 'Mejora y reutiliza',
					text: 'Prueba otra miniatura u otro título si la tasa de clics es baja, corrige los subtítulos y agrega los capítulos que falten. Después reutiliza lo mejor: fragmentos como Shorts, la transcripción como entrada de blog y las preguntas de los comentarios como tu próximo tema.',
					tools:
						'Prueba A/B de YouTube Studio, descargador de transcripciones de Tubekit, generador de hashtags de Tubekit',
				},
			},
			tip: 'Cambia una sola cosa a la vez y anota la fecha. Si no, no sabrás si la diferencia la marcó la nueva miniatura, el nuevo título o simplemente el fin de semana.',
		},
	},
	workflows: {
		title: 'Plantillas para cuatro tipos de contenido',
		intro:
			'Las cinco fases sirven para cualquier tipo de video, pero el tiempo que dedicas a cada una cambia según el formato. Úsalas como punto de partida y ajústalas a tu propio ritmo.',
		labels: {
			planning: 'Planificación',
			production: 'Producción',
			keys: 'Claves del éxito',
		},
		w1: {
			name: 'Educativo / Tutorial',
			planning: '2–3 horas',
			production: '4–6 horas',
			text: 'Los espectadores llegan con un problema y se van si la respuesta no está clara. Invierte sobre todo en la investigación y en un guion ajustado; muestra cada paso en pantalla.',
			keys: {
				k1: 'Prueba tú mismo cada paso antes de grabar, para que el tutorial funcione de verdad.',
				k2: 'Usa capítulos para que los espectadores puedan saltar directamente a la parte que necesitan.',
				k3: 'Publica subtítulos precisos: los términos técnicos son donde más fallan los subtítulos automáticos.',
			},
		},
		w2: {
			name: 'Entretenimiento / Vlog',
			planning: '30–60 minutos',
			production: '4–8 horas',
			text: 'Poco guion y mucho material. La historia se encuentra en la edición, así que planifica los planos que la sostienen y reserva la mayor parte de tu tiempo para la postproducción.',
			keys: {
				k1: 'Decide de antemano el arco de la historia: un objetivo, un obstáculo y un desenlace.',
				k2: 'Graba mucho más de lo que necesitas y corta sin piedad para mantener el ritmo.',
				k3: 'Construye la miniatura en torno a un momento emotivo del video.',
			},
		},
		w3: {
			name: 'Reseña / Unboxing',
			planning: '1–2 horas',
			production: '3–5 horas',
			text: 'Aquí lo que ofreces es confianza. Tómate tiempo para probar el artículo antes de grabar y deja claro cómo lo conseguiste.',
			keys: {
				k1: 'Usa el producto de verdad antes de juzgarlo y muéstralo en uso.',
				k2: 'Declara los patrocinios y los productos que recibiste gratis, tanto en el video como en YouTube Studio.',
				k3: 'Pon el veredicto en un capítulo para que los espectadores lo encuentren rápido.',
			},
		},
		w4: {
			name: 'Noticias / Opinión',
			planning: '30–60 minutos',
			production: '1–3 horas',
			text: 'La rapidez importa, pero la exactitud importa más. Ten lista una plantilla para la introducción, los gráficos y la miniatura, para que solo tengas que trabajar en el contenido.',
			keys: {
				k1: 'Contrasta los datos con fuentes primarias y cítalas en la descripción.',
				k2: 'Mantén un diseño de miniatura reutilizable y cambia solo el titular y la imagen.',
				k3: 'Aporta valor con tu propio análisis en lugar de repetir el titular.',
			},
		},
	},
	shorts: {
		title: 'Los Shorts en el flujo de trabajo',
		intro:
			'Los Shorts son videos verticales o cuadrados de hasta tres minutos. Encajan en las mismas cinco fases, solo que mucho más cortas, y muchos salen directamente de un video largo que ya hiciste.',
		s1: {
			title: 'Planifícalos a la vez que el video largo',
			text: 'En la fase 1, marca los momentos del esquema que funcionan por sí solos: un consejo, un resultado, un antes y después. Grábalos también en vertical, o encuadra la toma de forma que un recorte vertical siga funcionando.',
		},
		s2: {
			title: 'Empieza por lo importante',
			text: 'En el feed de Shorts, un Short empieza a reproducirse de inmediato, sin miniatura ni título en los que hacer clic antes. Si no pasa nada, los espectadores deslizan en pocos segundos, así que empieza con el resultado o la pregunta, y agrega subtítulos en pantalla para quienes lo ven sin sonido.',
		},
		s3: {
			title: 'Título, hashtags y el fotograma de la miniatura',
			text: 'Ponle al Short un título corto y sencillo que nombre su tema, y dos o tres hashtags sobre el tema; #Shorts no hace falta, es el formato lo que lo convierte en Short. Cuando lo subas con la app de YouTube para dispositivos móviles, elige un fotograma del Short como miniatura: se muestra en la pestaña Shorts de tu canal y en los resultados de búsqueda.',
		},
		s4: {
			title: 'Enlaza el video completo',
			text: 'Elige el video largo como video relacionado del Short, para que los espectadores que quieran más puedan ir directamente a él desde el reproductor de Shorts. Al subirlo, YouTube hace las mismas preguntas que con un video largo, incluida la declaración de contenido realista alterado o sintético.',
		},
		s5: {
			title: 'Más de un minuto, sin reclamos de Content ID',
			text: 'Un Short de más de un minuto que tiene un reclamo de Content ID activo se bloquea en YouTube, sea cual sea la política que eligió el propietario de los derechos (Ayuda de YouTube: “¿Qué es un reclamo de Content ID?”). Usa música y clips para los que tengas derechos y revisa las comprobaciones antes de que el Short sea público; si aparece un reclamo, quita la parte reclamada o dispútalo si es erróneo.',
		},
	},
	workedExample: {
		title: 'Un ejemplo práctico',
		intro:
			'Mia publica un video de cocina cada semana y se ocupa de su canal además de su trabajo. Esta es una semana con su video “Ramen para entre semana en 20 minutos”. Mia y su canal son inventados; la semana sigue las fases de arriba.',
		steps: {
			s1: 'Lunes, planificación: las sugerencias de búsqueda de YouTube muestran “receta de ramen fácil” y “ramen casero”. Mira los cinco primeros videos, lee por encima dos transcripciones, anota que en los comentarios piden una versión vegetariana y hace un boceto de la miniatura: el tazón terminado, el vapor subiendo y las palabras “20 MIN”.',
			s2: 'Martes, grabación: un guion en forma de lista, un micrófono de solapa y la luz de la ventana de la cocina. Graba la toma principal, que empieza con una anécdota de su viaje a Japón, primeros planos de cada paso y dos tomas verticales del huevo cuando lo corta, para un Short.',
			s3: 'Miércoles y jueves, edición: el miércoles, el primer montaje; el jueves equilibra el chisporroteo con su voz, diseña la miniatura a 1280×720 y la revisa en su teléfono.',
			s4: 'Viernes, subida: por la mañana sube el video como privado, con el título “Ramen para entre semana en 20 minutos (con opción vegetariana)”, una descripción de dos frases, seis capítulos y cuatro hashtags. Por la tarde ya están listos los subtítulos automáticos de YouTube, y corrige los nombres de los ingredientes. En los detalles de la subida responde que no hay promoción pagada ni contenido alterado o sintético: solo usó una herramienta de IA para buscar ideas de título, algo que no hay que declarar. Las comprobaciones no encuentran problemas de derechos de autor, y programa el video para el sábado por la mañana.',
			s5: 'Fin de semana: responde a los comentarios y fija un comentario propio en el que pregunta a los espectadores qué le ponen ellos a su ramen. El Short del huevo se publica el domingo: 40 segundos con los sonidos de su propia cocina en lugar de una canción conocida, con un fotograma del huevo cortado como miniatura y el video completo como video relacionado.',
		},
		result:
			'Una semana después, las estadísticas del video muestran una caída pronunciada en el gráfico de retención durante esa larga introducción sobre su viaje a Japón. El esquema de la semana siguiente empieza, en cambio, con el tazón terminado.',
	},
	schedule: {
		title: 'Un ejemplo de plan semanal',
		intro:
			'Así pueden repartirse las fases a lo largo de una semana para un video, dedicando unas horas al día. Mueve los días para adaptarlos a tu vida; lo importante es que cada fase tenga un espacio fijo en tu agenda.',
		monday: {
			day: 'Lunes',
			task: 'Planificación e investigación: elige el tema, estudia los videos principales, escribe opciones de título y el esquema.',
		},
		tuesday: {
			day: 'Martes',
			task: 'Creación de contenido: termina el guion, prepara el equipo y graba la toma principal y el B-roll.',
		},
		wednesday: {
			day: 'Miércoles',
			task: 'Postproducción: primer montaje y un primer ajuste del ritmo.',
		},
		thursday: {
			day: 'Jueves',
			task: 'Postproducción: sonido, imagen y exportación final; diseña la miniatura.',
		},
		friday: {
			day: 'Viernes',
			task: 'Optimización y subida: título, descripción, hashtags, subtítulos y pantalla final; programa el video.',
		},
		weekend: {
			day: 'Fin de semana',
			task: 'Tras la publicación: responde a los comentarios, revisa los primeros resultados, reúne ideas para la semana siguiente y descansa de verdad.',
		},
	},
	toolsCard: {
		title: 'Dónde encaja Tubekit en tu flujo de trabajo',
		text: 'Tres herramientas de Tubekit se encargan de tareas recurrentes de este flujo de trabajo. Son gratuitas y no necesitas registrarte ni crear una cuenta.',
		hashtag: {
			name: 'Generador de hashtags',
			phase: 'Optimización y subida',
			text: 'Escribe unas palabras clave de tu título y tu esquema, con una categoría si quieres, y obtén hashtags en tendencia, recomendados y de cola larga. Haz clic en un hashtag para copiarlo y quédate con los que mejor describan tu video, entre tres y cinco.',
			link: 'Abrir el generador de hashtags',
		},
		thumbnail: {
			name: 'Descargador de miniaturas',
			phase: 'Planificación e investigación, Optimización tras la publicación',
			text: 'Guarda las miniaturas de los videos principales de tu tema para compararlas una al lado de otra mientras planificas. Después de publicar, pega el enlace de tu propio video para ver tu miniatura en todos los tamaños que ofrece YouTube, hasta los pequeños que se usan en las listas.',
			link: 'Abrir el descargador de miniaturas',
		},
		transcript: {
			name: 'Descargador de transcripciones',
			phase: 'Planificación e investigación, Optimización tras la publicación',
			text: 'Echa un vistazo a las transcripciones de la competencia para ver cómo estructuran un tema. Cuando tu propio video tenga subtítulos, descárgalos como texto para tu descripción y tu entrada de blog, o como SRT o VTT para corregirlos y volver a subirlos.',
			link: 'Abrir el descargador de transcripciones',
		},
	},
} satisfies NamespaceGuideWorkflowTranslation

export default es_guideWorkflow
