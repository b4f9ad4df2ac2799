import type { NamespaceGuideSeoTranslation } from '../../i18n-types'

const es_guideSeo = {
	meta: {
		title: 'SEO en YouTube: 5 pasos para que encuentren tus videos – Tubekit',
		description:
			'Aprende SEO para YouTube paso a paso: palabras clave, títulos, descripciones y capítulos, etiquetas y hashtags, miniaturas y subtítulos. Práctico y actualizado.',
		keywords:
			'seo youtube, guía seo youtube, posicionar videos en youtube, palabras clave youtube, título de youtube, descripción de youtube, capítulos de video, etiquetas de youtube, hashtags de youtube',
	},
	h1: 'Guía de SEO en YouTube: consigue que encuentren tus videos',
	badges: {
		b1: 'Para principiantes',
		b2: '15 min de lectura',
		b3: 'Paso a paso',
	},
	intro: {
		p1: 'El SEO en YouTube consiste en ayudar a que los espectadores adecuados encuentren tu video: en la búsqueda de YouTube, en Google y entre las recomendaciones que aparecen junto a los videos que ya están viendo. Según YouTube, su búsqueda ordena los resultados por relevancia, interacción y calidad: lo bien que tu título, tu descripción y tu video encajan con la búsqueda, cómo reaccionan los espectadores al video y cuánta confianza inspira tu canal sobre ese tema.',
		p2: 'Ningún ajuste ni truco sustituye a un video que la gente quiera ver. Lo que hace el SEO es asegurarse de que YouTube entienda tu video y de que los espectadores que lo vean en una lista lo reconozcan como la respuesta que buscaban. Esta guía te lleva por cinco pasos que puedes aplicar en tu próxima subida y después te muestra estrategias avanzadas para cuando domines lo básico.',
		p3: 'La búsqueda es solo una de las puertas. En muchos canales llegan más vistas desde la página principal y el feed de suscripciones, y desde los videos sugeridos junto a otros videos y después de ellos, que desde la búsqueda: las fuentes de tráfico de las estadísticas de tu canal muestran qué puerta trae a tus espectadores. Ahí nadie escribe una búsqueda. YouTube ofrece un video a quienes, por lo que han visto antes, probablemente lo disfrutarán, y aprende de su reacción: si hacen clic, cuánto tiempo lo ven y si vuelven por más. Las palabras clave ayudan a YouTube a entender de qué trata un video; para la página principal y los sugeridos importan más una miniatura y un título que hagan hacer clic a los espectadores adecuados, y un comienzo que los mantenga viendo.',
	},
	process: {
		title: 'El proceso de SEO en YouTube en 5 pasos',
		text: 'Sigue estos pasos en cada video, a ser posible antes de grabar: la mejor palabra clave es aquella en torno a la que se planifica todo el video.',
		tipsLabel: 'Consejos',
	},
	steps: {
		step1: {
			title: 'Descubre qué buscan tus espectadores',
			text: 'Empieza por las palabras que tu público escribe de verdad, no por las que usarías tú. Escribe tu tema en la barra de búsqueda de YouTube, anota las sugerencias que aparecen y mira los primeros resultados: muestran lo que YouTube ya considera una buena respuesta. Elige una frase principal por video y dos o tres variantes cercanas.',
			tips: {
				t1: 'En YouTube Studio en el navegador, abre Estadísticas y la pestaña con ideas para nuevos videos (antes se llamaba Investigación; no todos los canales la tienen): ahí verás lo que buscan tus espectadores y otras personas en YouTube, incluidos los temas sobre los que hay pocos videos buenos.',
				t2: 'Google Trends puede comparar el interés por distintas frases en el propio YouTube: cambia el tipo de búsqueda de “Búsqueda web” a “Búsqueda de YouTube”.',
				t3: 'Elige frases concretas como “masa madre para principiantes” antes que palabras amplias como “pan”: compiten menos videos por ellas, y quien las busca sabe lo que quiere.',
			},
		},
		step2: {
			title: 'Escribe un título que encaje con la búsqueda y se gane el clic',
			text: 'El título es la señal de texto más fuerte que controlas y lo primero que lee un espectador. Pon tu frase principal cerca del principio, di con claridad qué obtiene el espectador y promete solo lo que el video cumple. YouTube admite hasta 100 caracteres, pero los títulos largos se cortan en los resultados de búsqueda y en los teléfonos, así que las palabras importantes deben ir primero.',
			tips: {
				t1: 'Comprueba que el título sigue teniendo sentido cuando solo se ven sus primeros 40 a 60 caracteres. Es una orientación aproximada: dónde se corta el título depende de la pantalla.',
				t2: 'Da un motivo para hacer clic: un resultado, un plazo o una situación concreta (“en 10 minutos”, “sin trípode”). Evita escribir todo en mayúsculas y exagerar: los espectadores que se sienten engañados se van pronto, y eso le indica a YouTube que el video no era una buena respuesta.',
				t3: 'Haz que el título y la miniatura trabajen en equipo: la miniatura muestra y el título cuenta. No repitas las mismas palabras en ambos.',
			},
		},
		step3: {
			title: 'Escribe una descripción útil y agrega capítulos',
			text: 'Las primeras una o dos líneas de la descripción aparecen en los resultados de búsqueda y antes del enlace “más”, así que úsalas para resumir el video con palabras sencillas que incluyan tu frase principal. Debajo, agrega detalles, enlaces, recursos y capítulos: marcas de tiempo que dividen el video en secciones con nombre. Los capítulos permiten a los espectadores saltar a la parte que necesitan, y la Búsqueda de Google puede mostrarlos como momentos clave.',
			tips: {
				t1: 'Las reglas de YouTube para los capítulos (Ayuda de YouTube: “Capítulos de video”): la primera marca de tiempo debe ser 0:00, necesitas al menos tres marcas en orden ascendente y cada capítulo debe durar como mínimo 10 segundos. Pon cada marca de tiempo al principio de su propia línea.',
				t2: 'Nombra los capítulos como los buscarían los espectadores: “Alimentar la masa madre”, no “Parte 2”.',
				t3: 'Escribe para personas, no para el algoritmo. Una descripción llena de palabras clave repetidas se lee mal y puede considerarse spam según las políticas de YouTube.',
				t4: 'YouTube también puede crear capítulos por su cuenta. El ajuste de capítulos automáticos está en los detalles de cada video en YouTube Studio, en Mostrar más, y en tu configuración predeterminada de subida. Los capítulos que escribes en la descripción reemplazan a los automáticos, así que revisa lo que propone YouTube y desactiva el ajuste si los capítulos no encajan.',
			},
		},
		step4: {
			title: 'Usa las etiquetas y los hashtags como YouTube quiere',
			text: 'Las etiquetas y los hashtags son cosas distintas. Las etiquetas son palabras clave ocultas que escribes en YouTube Studio; YouTube dice que tienen un papel mínimo en el descubrimiento y que sirven sobre todo para palabras que la gente suele escribir mal. Los hashtags son palabras visibles precedidas de # en el título o la descripción: al hacer clic en ellos, los espectadores llegan a otros videos con el mismo hashtag.',
			tips: {
				t1: 'Usa pocos hashtags precisos en lugar de muchos: lo que se suele recomendar son de tres a cinco que describan de verdad el video. La única regla estricta de YouTube es el límite máximo (consulta la página de la Ayuda de YouTube sobre hashtags, enlazada abajo): si un video tiene más de 60 hashtags, YouTube los ignora todos. Y una lista larga parece spam mucho antes.',
				t2: 'Si tu título no lleva hashtags propios, YouTube muestra los tres primeros hashtags de la descripción encima del título en la página de reproducción, así que pon primero los más relevantes. Un hashtag no lleva espacios: #panmasamadre, no #pan masa madre.',
				t3: 'Mantén las etiquetas breves y honestas: tu frase principal, algunas variantes y las faltas de ortografía habituales. Todas las etiquetas juntas pueden ocupar hasta 500 caracteres (Ayuda de YouTube: “Agregar etiquetas a tus videos”, enlazada abajo), y las etiquetas o hashtags que no tienen que ver con el video incumplen las políticas de YouTube.',
			},
		},
		step5: {
			title: 'Gánate el clic, retén a los espectadores y agrega subtítulos',
			text: 'Posicionar es solo la mitad del trabajo: los espectadores eligen entre lo que ven, y YouTube se fija en lo que hacen después. Una miniatura y un título claros se ganan el clic, y un comienzo que cumple rápido lo que prometía el título mantiene a los espectadores viendo el video, lo que le indica a YouTube que responde a la búsqueda. Unos subtítulos precisos hacen que el video funcione sin sonido y para espectadores de otros idiomas.',
			tips: {
				t1: 'Diseña la miniatura para la pantalla de un teléfono: un solo motivo, mucho contraste y, como mucho, unas pocas palabras. La siguiente guía lo explica en detalle.',
				t2: 'Empieza con lo que interesa, no con una introducción larga: muestra el resultado o di qué va a aprender el espectador y después cúmplelo. Abre las estadísticas del video en YouTube Studio: su gráfico de retención de público muestra exactamente dónde se van los espectadores.',
				t3: 'Revisa los subtítulos automáticos en YouTube Studio y corrige nombres y términos técnicos, o sube tu propio archivo de subtítulos, por ejemplo SRT o VTT. Unos buenos subtítulos ayudan a las personas sordas o con discapacidad auditiva, a quienes ven videos sin sonido y a los espectadores que usan subtítulos traducidos.',
			},
		},
	},
	advanced: {
		title: 'Estrategias avanzadas',
		intro:
			'Cuando cada subida cumpla los cinco pasos, estas estrategias te ayudarán a hacer crecer todo el canal, no solo videos sueltos.',
		s1: {
			title: 'Crea grupos de temas y listas de reproducción',
			text: 'Publica varios videos sobre un mismo tema y conéctalos: enlázalos en las descripciones, con tarjetas y pantallas finales, y reúnelos en una lista de reproducción con un nombre claro y fácil de buscar. Quien termina un video tiene un siguiente evidente, y YouTube aprende qué temas trata bien tu canal.',
		},
		s2: {
			title: 'Aprende de tus términos de búsqueda',
			text: 'En YouTube Studio, abre Estadísticas y la pestaña de contenido, o las estadísticas de un solo video, y mira las fuentes de tráfico: la fuente “Búsqueda de YouTube” muestra los términos que escribieron los espectadores antes de encontrar tus videos. Usa esas frases en tus próximos títulos y descripciones, y a los videos antiguos que la gente encuentra por términos inesperados dales un título, una descripción y unos capítulos mejores para esos términos.',
		},
		s3: {
			title: 'Prueba títulos y miniaturas',
			text: 'Donde está disponible, la prueba A/B de YouTube Studio muestra hasta tres versiones de una miniatura (y en muchos canales también del título) a distintos espectadores y elige la que consigue la mayor proporción de tiempo de reproducción, no simplemente más clics. En los videos que no cubre, como los Shorts, cambia un solo elemento cada vez y compara las semanas de antes y de después, teniendo en cuenta que estas comparaciones son aproximadas.',
		},
		s4: {
			title: 'Llega a espectadores de otros idiomas',
			text: 'En YouTube Studio puedes agregar títulos y descripciones traducidos, que los espectadores ven en su propio idioma, y subir subtítulos en otros idiomas. Si YouTube ofrece el doblaje automático a tu canal, este agrega pistas de audio dobladas a otros idiomas, que puedes revisar en YouTube Studio antes o después de que se publiquen, y también puedes subir tus propias pistas de audio dobladas (audio en varios idiomas). Empieza por los idiomas en los que ya ve videos tu público: en las estadísticas, la pestaña de audiencia muestra dónde están tus espectadores.',
		},
		s5: {
			title: 'Actualiza y reutiliza lo que ya funciona',
			text: 'Los videos atemporales pueden seguir atrayendo tráfico de búsqueda durante años. Actualiza el título, la descripción, los capítulos y la miniatura cuando cambie la forma en que la gente busca el tema, fija un comentario con información nueva y convierte los mejores momentos en Shorts que enlacen al video completo como video relacionado.',
		},
	},
	shorts: {
		title: 'Shorts: cómo los encuentran los espectadores',
		intro:
			'Los Shorts son videos verticales o cuadrados de hasta tres minutos. Muchos espectadores los ven en el feed de Shorts, donde deslizan de un Short al siguiente, así que un Short se descubre de otra forma que un video largo.',
		s1: {
			title: 'En el feed de Shorts, el primer segundo decide',
			text: 'En el feed de Shorts, un Short empieza a reproducirse de inmediato: no hay miniatura ni título en los que hacer clic antes. Los espectadores deciden si lo ven o lo deslizan, y las recomendaciones de YouTube aprenden de ambas cosas. Muestra de qué trata el Short desde el primer instante, no después de una introducción.',
		},
		s2: {
			title: 'El título y los hashtags siguen importando',
			text: 'Fuera del feed, los Shorts aparecen en los resultados de búsqueda, en las páginas de hashtags, en la pestaña Shorts de tu canal y en filas de Shorts de la página principal. Ahí el título es lo que la gente lee y lo que la búsqueda compara: que sea corto y nombre el tema sin rodeos. Agrega dos o tres hashtags sobre el tema. No hace falta el hashtag #Shorts: es el formato lo que convierte un video en Short.',
		},
		s3: {
			title: 'La miniatura es un fotograma que eliges',
			text: 'Un Short no lleva una miniatura diseñada como un video largo. Cuando lo subes con la app de YouTube para dispositivos móviles, eliges un fotograma del Short como miniatura, así que planifica un momento claro y bien iluminado, con el motivo en el centro del encuadre vertical.',
		},
		s4: {
			title: 'Lleva a los espectadores al video completo',
			text: 'Un Short puede enlazar uno de tus videos largos como video relacionado, que los espectadores pueden tocar en el reproductor de Shorts. Corta un Short del mejor momento de un video largo y enlaza el video completo, para que quien quiera más sepa adónde ir.',
		},
		s5: {
			title: 'Más de un minuto, sin reclamos de Content ID',
			text: 'Un Short de más de un minuto que tiene un reclamo de Content ID activo se bloquea en YouTube, sea cual sea la política que eligió el propietario de los derechos (Ayuda de YouTube: “¿Qué es un reclamo de Content ID?”). No uses en Shorts largos música ni clips que no sean tuyos; si aparece un reclamo, quita la parte reclamada en YouTube Studio o disputa el reclamo si es erróneo.',
		},
	},
	workedExample: {
		title: 'Un ejemplo práctico',
		intro:
			'Tomás tiene un pequeño canal de reparación de bicicletas. Así aplica los cinco pasos a su próximo video, sobre cómo arreglar un pinchazo, y esto es lo que agrega como Short. El canal y sus detalles son inventados; los pasos son los de arriba.',
		steps: {
			s1: 'Búsqueda: cuando Tomás escribe “arreglar pinchazo” en la búsqueda de YouTube, aparecen las sugerencias “arreglar pinchazo bicicleta” y “arreglar pinchazo sin parches”. Los primeros resultados son largos y lentos, y en sus comentarios se repite la misma pregunta: cómo encontrar un agujero diminuto. Tomás elige “arreglar un pinchazo de bicicleta” como frase principal, con “encontrar el pinchazo” como variante, y plantea el video en torno a encontrar el agujero.',
			s2: 'Título: “Arreglar un pinchazo de bicicleta: encuentra el agujero, ponle un parche y a rodar”. La frase principal va primero, así que se sigue viendo cuando un teléfono corta el título, y el resto dice qué obtiene el espectador.',
			s3: 'Descripción y capítulos: la primera línea dice “Arregla un pinchazo de bicicleta en casa con un kit de parches: encuentra el agujero, ponle un parche a la cámara y revisa el neumático para que no vuelva a pasar”. Debajo van las herramientas que usa y cinco capítulos: 0:00 Lo que necesitas, 0:40 Quitar la rueda, 2:05 Encontrar el agujero, 4:20 Poner el parche, 6:50 Volver a montarlo todo.',
			s4: 'Etiquetas y hashtags: unas pocas etiquetas, entre ellas “llanta ponchada”, como se dice en México, para los espectadores que lo buscan así, y tres hashtags al final de la descripción: #mecánicadebicis #pinchazo #ciclismo.',
			s5: 'Clic y subtítulos: la miniatura muestra su pulgar señalando el agujero ya parchado, con dos palabras de texto. El video empieza con la reparación terminada, antes de explicar nada. Después de subirlo, corrige los subtítulos automáticos donde entendieron mal “válvula” y “desmontador”.',
			s6: 'Un Short: el truco de 40 segundos para encontrar el agujero en un recipiente con agua se convierte en un Short vertical, con el video completo enlazado como video relacionado.',
		},
		result:
			'Un mes después, las fuentes de tráfico en las estadísticas del video muestran que los videos sugeridos, junto a otros videos de reparación, ya traen más vistas que la búsqueda, y que muchos escribieron “parchar cámara de bicicleta”. Tomás agrega esa frase a la descripción, cambia el nombre del cuarto capítulo a “Parchar la cámara de la bicicleta” y enlaza su siguiente video de reparación en la pantalla final, para que quienes llegan desde un video sugerido tengan adónde seguir.',
	},
	mistakes: {
		title: 'Errores habituales que debes evitar',
		m1: 'Perseguir una palabra clave amplia por la que ya compiten innumerables videos consolidados.',
		m2: 'Un título o una miniatura que prometen algo que el video no cumple.',
		m3: 'Una descripción copiada y pegada en la que el verdadero resumen queda enterrado bajo los enlaces.',
		m4: 'Decenas de etiquetas y hashtags que apenas tienen que ver con el video, agregados “por si acaso”.',
		m5: 'Subtítulos automáticos sin revisar, con nombres y términos clave mal escritos.',
		m6: 'Juzgar un video al cabo de un día: el tráfico de búsqueda suele crecer a lo largo de semanas y meses.',
	},
	tubekit: {
		title: 'Herramientas de Tubekit que te ayudan',
		intro: 'Dos herramientas gratuitas de Tubekit te ahorran tiempo en los pasos 3 y 4. Sin cuenta y sin registro.',
		hashtag: {
			title: 'Generador de hashtags',
			text: 'Escribe unas palabras clave o pega el enlace de tu video, elige una categoría si quieres y obtén hashtags en tendencia, recomendados y de cola larga. Los escribe un pequeño modelo de IA que funciona en el propio servidor de Tubekit, así que tus palabras clave no van a ningún servicio de IA externo. Toma el resultado como sugerencias: quédate con los pocos que de verdad describen tu video.',
			link: 'Prueba el generador de hashtags',
		},
		transcript: {
			title: 'Descargador de transcripciones',
			text: 'Cuando tu video sea público y tenga subtítulos, descarga su transcripción con marcas de tiempo. Reléela para encontrar las divisiones naturales entre capítulos, reutiliza en la descripción las frases que dijiste de verdad o conviértela en una entrada de blog. Descárgala como texto, SRT, VTT o JSON.',
			link: 'Prueba el descargador de transcripciones',
		},
	},
	resources: {
		title: 'Más información de YouTube',
		r1: {
			label: 'Cómo funciona YouTube: la búsqueda de YouTube',
			url: 'https://www.youtube.com/howyoutubeworks/product-features/search/',
		},
		r2: {
			label: 'Ayuda de YouTube: Capítulos de video',
			url: 'https://support.google.com/youtube/answer/9884579',
		},
		r3: {
			label: 'Ayuda de YouTube: Hashtags en YouTube',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r4: {
			label: 'Ayuda de YouTube: Agregar etiquetas a tus videos',
			url: 'https://support.google.com/youtube/answer/146402',
		},
		r5: {
			label: 'Ayuda de YouTube: ¿Qué es un reclamo de Content ID?',
			url: 'https://support.google.com/youtube/answer/6013276?hl=es-419',
		},
	},
	disclaimer: 'YouTube es una marca comercial de Google LLC. Tubekit no está afiliado a YouTube ni a Google.',
} satisfies NamespaceGuideSeoTranslation

export default es_guideSeo
