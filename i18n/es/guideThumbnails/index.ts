import type { NamespaceGuideThumbnailsTranslation } from '../../i18n-types'

const es_guideThumbnails = {
	meta: {
		title: 'Miniaturas de YouTube: principios, colores y herramientas – Tubekit',
		description:
			'Diseña miniaturas de YouTube que consigan clics: las normas de tamaño de YouTube, seis principios de diseño, estrategias y paletas de color, errores y herramientas gratis.',
		keywords:
			'diseño de miniaturas youtube, tamaño miniatura youtube, consejos para miniaturas, colores para miniaturas, errores en miniaturas, crear miniaturas gratis, miniatura 1280x720',
	},
	h1: 'Diseño de miniaturas que consiguen clics',
	badges: {
		b1: 'Lo esencial del diseño',
		b2: '20 min de lectura',
		b3: 'Herramientas gratis',
	},
	intro: {
		p1: 'La miniatura suele ser lo primero que un espectador ve de tu video: en la búsqueda, en la página principal, junto a otros videos, en el teléfono o en el televisor. En uno o dos segundos tiene que mostrar de qué trata el video y por qué vale la pena verlo.',
		p2: 'Esta guía trata los requisitos técnicos de YouTube, seis principios de diseño, cómo usar el color, los errores que cuestan clics y herramientas gratuitas para crear miniaturas. No necesitas formación en diseño, solo la costumbre de revisar tu trabajo al tamaño al que lo ven de verdad los espectadores.',
	},
	tabs: {
		label: 'Secciones de la guía',
		principles: 'Principios',
		colors: 'Colores',
		mistakes: 'Errores',
		tools: 'Herramientas',
	},
	principles: {
		title: 'Seis principios de una buena miniatura',
		intro:
			'El primer principio son las propias normas de YouTube; los otros cinco son hábitos de diseño que funcionan en casi cualquier nicho.',
		tipLabel: 'Consejo',
		list: {
			p1: {
				title: 'Acierta con lo técnico',
				text: 'La Ayuda de YouTube (“Agregar miniaturas personalizadas”, enlazada abajo) recomienda 1280×720 píxeles (al menos 640 de ancho) con una relación de aspecto de 16:9, en un archivo JPG, GIF o PNG. Durante mucho tiempo, el límite de tamaño fue de 2 MB; ahora YouTube Studio en el navegador acepta archivos más grandes en algunos canales, así que fíjate en lo que indica el cuadro de diálogo de subida. Haz la imagen tan grande como permitan las normas: también es la imagen de vista previa en los reproductores insertados. Una imagen con otra relación de aspecto se redimensiona y aparece con franjas negras.',
				tip: 'Las miniaturas personalizadas son una de las funciones intermedias de YouTube. Se desbloquean una sola vez en la configuración del canal en YouTube Studio, verificando un número de teléfono (consulta la Ayuda de YouTube sobre las funciones intermedias y avanzadas). No tiene nada que ver con la insignia de verificación junto al nombre de un canal. Un JPG de 2 MB o menos funciona en todas partes, también en la app de YouTube para dispositivos móviles. Con los Shorts es distinto: en la app de YouTube para dispositivos móviles eliges un fotograma del Short como miniatura.',
			},
			p2: {
				title: 'Diseña para la pantalla más pequeña',
				text: 'La mayoría de los espectadores ven tu miniatura mucho más pequeña de lo que la diseñas, a menudo no más ancha que tu pulgar en un teléfono. Las líneas finas, los objetos pequeños y el texto pequeño desaparecen a ese tamaño. Diseña a tamaño completo, pero juzga tu trabajo en pequeño.',
				tip: 'Reduce el zoom hasta que la miniatura tenga el tamaño de una estampilla, o mírala en tu teléfono. Si en un segundo no sabes qué muestra, simplifica. Ten en cuenta las zonas seguras: YouTube muestra la duración del video en la esquina inferior derecha; en el navegador, los íconos de Ver más tarde y Agregar a la fila aparecen en la esquina superior derecha cuando alguien pasa el puntero por la miniatura; y algunas vistas redondean las esquinas o recortan un poco los bordes. Mantén las caras, el texto y el objeto principal lejos de las esquinas y los bordes.',
			},
			p3: {
				title: 'Un solo motivo claro',
				text: 'Una miniatura potente tiene un único punto focal: una cara, un producto, un resultado, un antes y después. Todo lo demás lo apoya o sobra. Separa el motivo del fondo con luz, un contorno, desenfoque o un fondo liso para que la vista lo encuentre al instante.',
				tip: 'Usa la regla de los tercios: coloca el motivo fuera del centro y pon el texto, si lo hay, en el espacio libre de al lado, no encima de él.',
			},
			p4: {
				title: 'Muestra una emoción acorde con el video',
				text: 'Las caras atraen la atención, y una expresión clara indica a los espectadores qué tipo de video les espera: sorpresa, curiosidad, concentración, alegría. La expresión debe encajar con el tono del video; una cara de asombro en un tutorial tranquilo crea una expectativa equivocada. No todos los nichos necesitan una cara: los productos, la comida y los paisajes pueden sostener una miniatura por sí solos.',
				tip: 'Mientras grabas, toma unas cuantas fotos pensadas para la miniatura, con buena luz y la expresión que quieres, en lugar de buscar después un fotograma aprovechable.',
			},
			p5: {
				title: 'Pocas palabras, letras grandes',
				text: 'El texto de una miniatura debe complementar al título, no repetirlo. Usa como mucho unas pocas palabras, en una tipografía gruesa y sencilla, lo bastante grande para leerse en un teléfono. Reserva el texto para el gancho que la imagen no puede mostrar por sí sola: un resultado, una pregunta, un número, un contraste.',
				tip: 'Dale al texto un contorno grueso, una sombra o un recuadro sólido detrás, para que se siga leyendo sobre un fondo recargado.',
			},
			p6: {
				title: 'Promete solo lo que el video cumple',
				text: 'Una miniatura es una promesa. Los espectadores que hacen clic y no encuentran lo que mostraba se van enseguida, y las miniaturas que engañan a los espectadores o muestran contenido explícito pueden incumplir los Lineamientos de la Comunidad de YouTube. La mejor miniatura no es la que consigue más clics, sino la que atrae a los espectadores que van a disfrutar del video entero.',
				tip: 'Si tu video puede usar la prueba A/B de miniaturas de YouTube Studio, sube dos o tres versiones: YouTube elige la ganadora según la parte del tiempo de reproducción que consigue cada versión, no solo por los clics.',
			},
		},
	},
	colors: {
		title: 'Cómo usar el color',
		intro:
			'El color hace que una miniatura se vea antes de que nadie lea una palabra. Separa el motivo del fondo, marca el tono del video y, si lo usas de forma constante, hace que tu canal se reconozca en un feed abarrotado.',
		strategiesTitle: 'Cinco estrategias de color',
		strategies: {
			s1: {
				title: 'Lo primero es el contraste',
				text: 'La diferencia entre claro y oscuro importa más que el tono. Pon un motivo luminoso sobre un fondo oscuro o al revés, y revisa tu diseño en escala de grises: si el motivo y el texto no destacan en blanco y negro, tampoco lo harán en color.',
			},
			s2: {
				title: 'Combina colores complementarios',
				text: 'Los colores opuestos en el círculo cromático, como naranja y azul, amarillo y morado, o rojo y verde azulado, se refuerzan entre sí. Usa uno para el motivo o el texto y el otro para el fondo.',
			},
			s3: {
				title: 'Destaca sobre tu entorno',
				text: 'Tu miniatura aparece sobre la interfaz blanca u oscura de YouTube, junto a otros videos del mismo tema. Busca tu tema, mira los resultados y elige los colores que faltan: si todas las miniaturas son rojas, la vista se va a la amarilla o la verde.',
			},
			s4: {
				title: 'Usa una paleta reducida',
				text: 'Dos o tres colores principales más negro o blanco suelen ser suficientes; cada color de más compite por la atención. Mantén saturado el punto focal y el fondo más tranquilo, para que el motivo destaque sin que toda la imagen resulte chillona.',
			},
			s5: {
				title: 'Haz del color parte de tu marca',
				text: 'Elige un pequeño conjunto de colores propios y úsalos en todas tus miniaturas, junto con la misma tipografía y una composición parecida. Así, tus espectadores habituales reconocen tus videos de un vistazo, y cada serie puede tener su propio color de acento dentro del conjunto.',
			},
		},
		note: 'Mucha gente percibe los colores de forma distinta, sobre todo el rojo y el verde. Nunca dejes que una diferencia entre rojo y verde transmita el mensaje por sí sola: una diferencia clara de luminosidad funciona para todo el mundo.',
		palettesTitle: 'Paletas de ejemplo',
		palettesIntro:
			'Puntos de partida para adaptar, no reglas. Los ambientes de abajo son convenciones de diseño habituales y una cuestión de gusto, no resultados de investigaciones: los colores se perciben de forma distinta según la cultura y el nicho. Elige la paleta que más se acerque a la sensación de tu video y pruébala en tamaño pequeño.',
		colorsLabel: 'Colores',
		moodLabel: 'Ambiente (cuestión de gusto)',
		palettes: {
			p1: {
				name: 'Mucha energía',
				colors: 'amarillo, negro, blanco',
				mood: 'Atrevida y urgente: retos, videojuegos, noticias y tutoriales centrados en resultados.',
			},
			p2: {
				name: 'Tecnología limpia',
				colors: 'azul marino, cian eléctrico, blanco',
				mood: 'Moderna y precisa: reseñas de tecnología, tutoriales de software, ciencia.',
			},
			p3: {
				name: 'Cálida y cercana',
				colors: 'coral, crema, verde azulado',
				mood: 'Acogedora y personal: estilo de vida, cocina, vlogs de viajes.',
			},
			p4: {
				name: 'Tranquila y fiable',
				colors: 'verde bosque, blanco roto, amarillo mostaza',
				mood: 'Sensata y creíble: educación, finanzas personales, proyectos de hazlo tú mismo, bienestar.',
			},
		},
	},
	mistakes: {
		title: 'Seis errores habituales en las miniaturas',
		intro:
			'Estos son los problemas que más clics cuestan. Cada uno se corrige rápido cuando sabes que tienes que buscarlo.',
		fixLabel: 'Solución',
		list: {
			m1: {
				title: 'Demasiado texto',
				text: 'Una frase entera en una miniatura no se puede leer en un teléfono y compite con el título por la atención.',
				fix: 'Redúcela a unas pocas palabras que aporten algo al título, o quita el texto y deja que hable la imagen.',
			},
			m2: {
				title: 'Una imagen recargada',
				text: 'Varias caras, flechas, emojis, logotipos y un fondo recargado dejan a la vista sin un lugar donde detenerse.',
				fix: 'Quédate con un solo motivo y, como mucho, un elemento de apoyo. Desenfoca, oscurece o cambia el fondo.',
			},
			m3: {
				title: 'Poco contraste y fotos oscuras',
				text: 'Un fotograma apagado del video, o un texto de un color parecido al del fondo, desaparece en el feed, sobre todo en pantallas pequeñas.',
				fix: 'Ilumina el motivo y súbele el contraste, agrega un contorno o una luz de fondo que lo separe, y revisa el diseño en escala de grises.',
			},
			m4: {
				title: 'Clickbait que no cumple',
				text: 'Mostrar algo que no sale en el video puede conseguir un clic, pero los espectadores se van pronto y confían menos en tu siguiente miniatura. Las miniaturas engañosas también pueden incumplir las políticas de YouTube.',
				fix: 'Muestra un momento o un resultado real del video. Exagera la presentación, nunca el contenido.',
			},
			m5: {
				title: 'Tamaño incorrecto o imagen borrosa',
				text: 'Una imagen con la relación de aspecto equivocada aparece con franjas negras, y una imagen pequeña ampliada se ve borrosa en pantallas grandes y televisores.',
				fix: 'Empieza cada diseño en un lienzo de 1280×720 con imágenes de origen nítidas y de alta resolución, y exporta un JPG de 2 MB o menos, que aceptan todas las formas de subir miniaturas.',
			},
			m6: {
				title: 'Detalles clave en las esquinas o en el borde inferior',
				text: 'YouTube muestra la duración del video en la esquina inferior derecha y, a los espectadores que ya han empezado a verlo, una barra de progreso roja a lo largo del borde inferior. En el navegador, los íconos de Ver más tarde y Agregar a la fila tapan la esquina superior derecha mientras el puntero está sobre la miniatura. Cualquier cosa importante que pongas ahí puede quedar tapada.',
				fix: 'Mantén las caras, el texto y el objeto principal lejos de las esquinas y del borde inferior.',
			},
		},
	},
	tools: {
		title: 'Herramientas para crear miniaturas',
		intro:
			'No necesitas software caro. Estas herramientas son gratuitas o tienen un plan gratuito, y cubren desde plantillas rápidas hasta la edición fotográfica detallada.',
		list: {
			t1: {
				name: 'Canva',
				text: 'Una app web y para dispositivos móviles con plantillas de miniaturas de YouTube listas y con el tamaño correcto. Coloca tu foto, cambia el texto y los colores y exporta un JPG o PNG. El plan gratuito cubre la mayor parte del trabajo con miniaturas; algunas funciones, como quitar el fondo con un clic, requieren la suscripción de pago.',
			},
			t2: {
				name: 'GIMP',
				text: 'Un editor de imágenes gratuito y de código abierto para Windows, macOS y Linux. Con capas, máscaras, herramientas de selección y ajustes de color puedes hacer trabajos fotográficos detallados, como recortar un motivo. Cuesta más aprender a usarlo, pero nada está bloqueado tras una suscripción.',
			},
			t3: {
				name: 'Photopea',
				text: 'Un editor de imágenes gratuito que funciona en el navegador y se parece mucho a Photoshop, con capas y compatibilidad con archivos PSD. Muy práctico en un equipo en el que no puedes instalar programas. La versión gratuita muestra anuncios, que desaparecen con una suscripción de pago.',
			},
			t4: {
				name: 'Figma',
				text: 'Una herramienta de diseño en el navegador con plan gratuito, pensada para maquetar. Crea una plantilla de miniatura con lugares fijos para la cara, el texto y el logotipo, y duplícala para cada video: una forma sencilla de mantener un estilo coherente en todo tu canal.',
			},
			t5: {
				name: 'Descargador de miniaturas de Tubekit',
				text: 'Pega el enlace de cualquier video de YouTube para ver su miniatura en todos los tamaños que guarda YouTube, desde HD 1280×720 hasta 120×90. Úsalo para estudiar qué funciona en tu nicho, para comprobar cómo se ve tu propia miniatura en los tamaños pequeños que ven los espectadores o para recuperar una miniatura cuyo archivo original has perdido. Las miniaturas pertenecen a sus creadores: usa las imágenes de otros canales como referencia, no como si fueran tuyas.',
				link: 'Abrir el descargador de miniaturas',
			},
		},
	},
	workedExample: {
		title: 'Un ejemplo práctico',
		intro:
			'Sam reseña auriculares económicos en un pequeño canal de tecnología. Así dan forma los principios a la miniatura de “Los mejores auriculares baratos por menos de 50 dólares”. Sam y el canal son inventados; los pasos siguen esta guía.',
		steps: {
			s1: 'Lo técnico: un lienzo de 1280×720 en Figma, exportado como JPG de unos 400 KB, muy por debajo del límite.',
			s2: 'Motivo: unos auriculares, grandes y un poco a la izquierda del centro, iluminados de lado y recortados sobre un fondo liso azul marino.',
			s3: 'Emoción: en lugar de una cara de asombro, la mano de Sam sostiene los auriculares frente a la cámara: es una reseña tranquila y práctica, y la miniatura lo transmite.',
			s4: 'Texto: solo “MENOS DE $50”, en letras blancas y gruesas, en el espacio libre de la derecha. El título ya dice “los mejores auriculares baratos”, así que la miniatura no lo repite.',
			s5: 'Color: los resultados de búsqueda sobre el tema están llenos de fotos de producto en blanco y gris, así que Sam usa la paleta azul marino y cian del canal, que ahí destaca.',
			s6: 'Comprobación: reducida al tamaño que tiene en el feed de un teléfono, se siguen distinguiendo los auriculares y el texto. No hay nada importante en la esquina inferior derecha, donde aparece la duración del video, ni en la superior derecha, donde aparecen los íconos al pasar el puntero en el navegador.',
		},
		result:
			'Sam sube las dos versiones a la prueba A/B de YouTube Studio, una con el texto y otra sin él, y se queda con la que gana la prueba por su proporción de tiempo de reproducción.',
	},
	resources: {
		title: 'Más información de YouTube',
		r1: {
			label: 'Ayuda de YouTube: Agregar miniaturas personalizadas',
			url: 'https://support.google.com/youtube/answer/72431',
		},
		r2: {
			label: 'Ayuda de YouTube: Consejos sobre miniaturas y títulos',
			url: 'https://support.google.com/youtube/answer/12340300',
		},
		r3: {
			label: 'Ayuda de YouTube: Pruebas A/B de títulos y miniaturas',
			url: 'https://support.google.com/youtube/answer/16391400',
		},
	},
	disclaimer: 'YouTube es una marca comercial de Google LLC. Tubekit no está afiliado a YouTube ni a Google.',
} satisfies NamespaceGuideThumbnailsTranslation

export default es_guideThumbnails
