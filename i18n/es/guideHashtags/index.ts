import type { NamespaceGuideHashtagsTranslation } from '../../i18n-types'

const es_guideHashtags = {
	meta: {
		title: 'Hashtags de YouTube: normas, cuántos usar y cómo elegirlos – Tubekit',
		description:
			'Cómo funcionan los hashtags en YouTube: título o descripción, los tres que pueden aparecer sobre el título, páginas de hashtags, Shorts, normas, cómo elegirlos y errores que evitar.',
		keywords:
			'hashtags de youtube, cómo usar hashtags en youtube, normas de hashtags youtube, cuántos hashtags usar en youtube, hashtags en la descripción, hashtags para shorts, generador de hashtags',
	},
	h1: 'Hashtags de YouTube: cómo elegirlos y usarlos',
	badges: {
		b1: 'Para principiantes',
		b2: '10 min de lectura',
		b3: 'Las normas de YouTube, explicadas',
	},
	intro: {
		p1: 'Un hashtag en YouTube es una palabra o una frase corta precedida de #, en el título o la descripción de un video. YouTube lo convierte en un enlace: quien lo toca ve otros videos y Shorts con el mismo hashtag. Bien elegidos, los hashtags dicen de un vistazo de qué trata tu video y abren a los espectadores un camino más para encontrarlo.',
		p2: 'Los hashtags son una señal pequeña, no un atajo. No salvan un título vago, y los equivocados pueden hacer que un video desaparezca de la búsqueda o se retire. Esta guía explica qué hace YouTube con tus hashtags, qué normas pone, cómo elegir unos pocos buenos para cada video y cómo el generador de hashtags de Tubekit te ayuda a empezar.',
	},
	how: {
		title: 'Cómo usa YouTube los hashtags',
		intro: 'El lugar donde pones un hashtag decide dónde lo ven los espectadores. Estos son los lugares que importan.',
		s1: {
			title: 'En la descripción: hasta tres pueden ir sobre el título',
			text: 'Puedes poner hashtags en cualquier parte de la descripción y cada uno se convierte en un enlace. Además, si el título no lleva hashtags propios, YouTube toma los tres primeros hashtags de la descripción y los muestra encima del título del video en la página de reproducción. Por eso el orden importa: pon primero los más relevantes.',
		},
		s2: {
			title: 'En el título: forman parte del propio título',
			text: 'Un hashtag en el título se queda donde lo escribiste y funciona ahí como enlace. Pero quita espacio a las palabras que invitan a hacer clic, y los títulos largos se cortan en los teléfonos. Pon uno en el título solo si se lee con naturalidad, por ejemplo el nombre de una serie, y deja el resto en la descripción.',
		},
		s3: {
			title: 'Las páginas de hashtags reúnen videos de un tema',
			text: 'Al tocar un hashtag se abre su página en YouTube, en youtube.com/hashtag/ seguido de la palabra, con videos y Shorts que lo usan. Los espectadores también pueden buscar un hashtag, con la # incluida. Cuanto más concreto es el hashtag, menos videos compiten en su página.',
		},
		s4: {
			title: 'Los Shorts también usan hashtags',
			text: 'Puedes agregar hashtags al título y la descripción de un Short al subirlo o al grabarlo en la app de YouTube, y los espectadores pueden tocarlos en el reproductor de Shorts. En el feed de Shorts, los espectadores sobre todo deslizan en lugar de buscar, pero las páginas de hashtags y los resultados de búsqueda también muestran Shorts. Lo que convierte un video en Short es su formato, vertical o cuadrado y de hasta tres minutos, no un hashtag #Shorts, así que dedica tus hashtags al tema.',
		},
		s5: {
			title: 'Los hashtags no son etiquetas',
			text: 'Las etiquetas son palabras clave ocultas que escribes en YouTube Studio; YouTube dice que tienen un papel mínimo en el descubrimiento. Los hashtags son visibles y los espectadores pueden tocarlos o hacer clic en ellos, así que también los juzgan. Trátalos como parte de lo que tu video dice de sí mismo.',
		},
		example: {
			title: 'Una descripción de ejemplo',
			hint: 'Los hashtags van en la última línea, los más relevantes primero. El título no lleva hashtags propios, así que YouTube muestra los tres primeros encima de él en la página de reproducción.',
			videoTitle: 'Pan de masa madre para principiantes: la receta completa',
			description:
				'Hornea tu primer pan de masa madre solo con harina, agua y sal: la masa madre, la masa, el formado y el horneado, paso a paso.',
			chapters: {
				c1: '0:00 Lo que necesitas',
				c2: '1:12 Alimentar la masa madre',
				c3: '4:05 Mezclar la masa',
			},
			hashtags: '#masamadre #pandemasamadre #panencasa #recetadepan #HorneaConAna',
			descriptionLabel: 'Descripción',
		},
	},
	rules: {
		title: 'Las normas de YouTube sobre hashtags',
		intro:
			'La Ayuda de YouTube explica qué está permitido y qué pasa cuando un hashtag incumple las normas. Cuatro normas lo cubren casi todo.',
		consequenceLabel: 'Qué pasa',
		r1: {
			title: 'Sin espacios',
			text: 'Un hashtag es una sola palabra: escribe varias palabras juntas, como en #pandemasamadre. Poner en mayúscula la inicial de cada palabra (#PanDeMasaMadre) hace que los hashtags largos se lean mejor, también con lectores de pantalla. Funcionan las letras de cualquier idioma, como ü, ñ o ş.',
			consequence: 'Después de un espacio, el resto es texto normal: “#masa madre” solo enlaza #masa.',
		},
		r2: {
			title: 'No demasiados',
			text: 'YouTube advierte contra el exceso de hashtags: cuantos más tiene un video, menos relevantes resultan para quien busca. Y en 60 pone un límite claro.',
			consequence:
				'Con más de 60 hashtags, YouTube ignora todos los hashtags del video. El exceso de hashtags también puede hacer que el video se retire de los resultados de búsqueda.',
		},
		r3: {
			title: 'Solo hashtags relacionados con el video',
			text: 'Cada hashtag debe estar directamente relacionado con el video. Un hashtag popular que no tiene nada que ver, o uno que promete algo que el video no es, resulta engañoso, y las políticas de spam de YouTube no permiten metadatos engañosos.',
			consequence: 'YouTube puede ocultar el video en los resultados de búsqueda o retirarlo.',
		},
		r4: {
			title: 'Nada que incumpla las políticas de YouTube',
			text: 'Los hashtags siguen los mismos Lineamientos de la Comunidad que el propio video: nada de acoso, incitación al odio, contenido sexual o contenido que fomente la violencia, y ningún término vulgar u ofensivo.',
			consequence:
				'Un hashtag así puede hacer que el video se restrinja o se retire, como cualquier otro contenido que incumpla los Lineamientos de la Comunidad.',
		},
	},
	choose: {
		title: 'Cómo elegir tus hashtags',
		intro: 'Seis pasos, unos minutos por video. Hazlos antes de escribir la descripción, no después.',
		exampleLabel: 'Ejemplo',
		step1: {
			title: 'Empieza por el tema del video',
			text: 'Resume en una frase lo que el espectador obtiene del video. El tema principal y el resultado de esa frase son tus primeros candidatos, con las palabras que escribirías en la barra de búsqueda.',
			example: '“Hornea tu primer pan de masa madre en casa” da #masamadre, #pandemasamadre y #panencasa.',
		},
		step2: {
			title: 'Combina hashtags concretos y generales',
			text: 'Los hashtags concretos describen exactamente este video, y en sus páginas compite con menos videos. Un hashtag general lo sitúa en un tema más amplio. La mayoría de tus hashtags deberían ser concretos.',
			example: '#masamadreparaprincipiantes (concreto), #pandemasamadre (el tema), #panadería (general).',
		},
		step3: {
			title: 'Usa las palabras y el idioma de tus espectadores',
			text: 'Los espectadores solo encuentran una página de hashtag por su grafía exacta, así que usa las palabras que de verdad usa tu público, no tu jerga. Las sugerencias de la barra de búsqueda de YouTube muestran las formas más habituales. Escribe los hashtags en el idioma del video: es el idioma en el que buscan tus espectadores.',
			example: 'Un video de panadería en español usa #masamadre; la versión en inglés del mismo video, #sourdough.',
		},
		step4: {
			title: 'Mira antes la página del hashtag',
			text: 'Antes de usar un hashtag, abre su página o búscalo en YouTube. Si ves videos como el tuyo, vas bien. Si la página muestra algo sin relación, o contenido junto al que no quieres aparecer, el hashtag significa otra cosa para los espectadores: déjalo fuera.',
			example: 'youtube.com/hashtag/masamadre muestra lo que encuentran los espectadores al tocar #masamadre.',
		},
		step5: {
			title: 'Sé constante y crea un hashtag propio',
			text: 'Usa los mismos hashtags para los mismos temas, para que quien siga un hashtag encuentre todos tus videos sobre él. Un hashtag corto y único para tu canal o tu serie reúne todos los episodios en una página. Antes, verifica que nadie más lo use y luego agrégalo a cada video.',
			example: '#HorneaConAna en cada episodio de una serie de panadería.',
		},
		step6: {
			title: 'Pocos, y los mejores primero',
			text: 'YouTube no fija un número ideal, solo un límite: con más de 60, los ignora todos. Lo que se suele recomendar son entre tres y cinco hashtags bien elegidos, y así es fácil que sigan siendo relevantes. Ordénalos por relevancia: si el título no lleva hashtags, los tres primeros son los que aparecen encima de él en la página de reproducción, y en la descripción de un Short los primeros son los que se ven antes.',
			example: 'Una última línea con cinco hashtags: los tres más relevantes primero y el de la serie al final.',
		},
	},
	mistakes: {
		title: 'Errores comunes que debes evitar',
		intro:
			'Casi todos los problemas con los hashtags vienen de unas pocas costumbres. Cada una tiene un arreglo fácil.',
		fixLabel: 'Solución',
		m1: {
			title: 'Subirse a una tendencia que no tiene nada que ver con el video',
			text: 'Agregar #viral, un gran evento o el nombre de otro canal para aprovechar su público. Incumple las normas de YouTube sobre metadatos engañosos, y quien llega por ahí se va enseguida.',
			fix: 'Usa solo hashtags que te gustaría ver encima de tu título porque describen el video.',
		},
		m2: {
			title: 'Un muro de hashtags',
			text: 'Decenas de hashtags al final de la descripción parecen spam a los espectadores, diluyen los relevantes y, si pasan de 60, YouTube los ignora todos.',
			fix: 'Quédate con entre tres y cinco. Quita cualquier hashtag que no puedas justificar en una frase.',
		},
		m3: {
			title: 'Espacios y signos de puntuación',
			text: 'Un espacio termina el hashtag, así que “#masa madre” solo enlaza #masa. Signos como un guion o un apóstrofo pueden cortar un hashtag de la misma forma.',
			fix: 'Escribe las palabras juntas, con mayúsculas si ayudan a leer, y haz clic en cada hashtag cuando el video esté publicado.',
		},
		m4: {
			title: 'El mismo bloque en todos los videos',
			text: 'Pegar el mismo conjunto de hashtags en todas las descripciones, trate de lo que trate el video, hace que casi siempre la mayoría sobre.',
			fix: 'Mantén igual el hashtag de tu canal o tu serie, y elige los demás para cada video.',
		},
		m5: {
			title: 'Frases enteras como hashtag',
			text: 'Un hashtag como #comohacerpandemasamadreencasaparaprincipiantes cuesta de leer y difícilmente coincide con lo que alguien busca o toca.',
			fix: 'Limita los hashtags a una, dos o tres palabras. Las frases largas van en el título y la descripción como texto normal.',
		},
		m6: {
			title: 'El idioma equivocado',
			text: 'Hashtags en inglés en un video para público hispanohablante llevan a páginas que ese público apenas visita.',
			fix: 'Usa el idioma del video. Para un público bilingüe, uno o dos hashtags en cada idioma.',
		},
		m7: {
			title: '#Shorts como único hashtag',
			text: 'El hashtag #Shorts no dice nada del tema, y no es lo que convierte un video en Short.',
			fix: 'Pon a tus Shorts hashtags sobre el tema, elegidos igual que para cualquier otro video.',
		},
	},
	workedExample: {
		title: 'Un ejemplo práctico',
		intro:
			'Ana, la del canal de panadería inventado de la descripción de ejemplo de arriba, publica un Short de 50 segundos: cómo saber si la masa madre está lista. Así elige sus hashtags con los seis pasos.',
		steps: {
			s1: 'De qué trata: “Comprueba si tu masa madre está lista con la prueba de flotación”. Candidatos: #masamadre, #pruebadeflotación, #pandemasamadre.',
			s2: 'Concretos y generales: #masamadre y #pruebadeflotación son concretos; #pandemasamadre es el tema más amplio. Deja fuera #panadería: demasiado general para un consejo de 50 segundos.',
			s3: 'Las palabras de sus espectadores: la barra de búsqueda de YouTube sugiere “masa madre lista” y “masa madre prueba de flotación”, lo que confirma cómo lo dice ella.',
			s4: 'Las páginas de los hashtags: primero las abre una por una. “Prueba de flotación” puede significar otras cosas para otros espectadores, así que #pruebadeflotación se queda solo porque su página muestra videos como el suyo, y va después de #masamadre, donde se entiende por el contexto.',
			s5: 'Su propio hashtag: #HorneaConAna, como en todos los videos del canal.',
			s6: 'Pocos y ordenados: cuatro hashtags, los tres más relevantes primero: #masamadre #pandemasamadre #pruebadeflotación #HorneaConAna. Sin #Shorts: el formato vertical ya lo convierte en un Short.',
		},
		result:
			'Los cuatro describen el Short y están en su descripción, los tres más relevantes primero, donde los espectadores pueden tocarlos desde el reproductor de Shorts; el hashtag de su serie lo reúne con el resto de los videos del canal.',
	},
	tubekit: {
		title: 'Sugerencias del generador de hashtags de Tubekit',
		intro:
			'El generador te da una lista para elegir, no un conjunto terminado. Así se usa bien, y esto es lo que pasa con lo que escribes.',
		s1: {
			title: 'Describe el video',
			text: 'Escribe unas cuantas palabras clave, las que usarías para buscar el video, o pega el enlace de un video publicado. Con un enlace, el generador lee el título y los subtítulos del video.',
		},
		s2: {
			title: 'Elige una categoría si encaja',
			text: 'Una categoría como Videojuegos, Comida o Viajes es opcional. Orienta las sugerencias hacia las palabras propias de ese ámbito.',
		},
		s3: {
			title: 'Lee los tres grupos',
			text: '“En tendencia” son hashtags amplios y populares en los que compiten muchos videos. “Recomendados” son concretos de tu tema: empieza por ahí. “Cola larga” son frases acotadas con menos competencia. Ninguno sale de datos de YouTube en tiempo real, así que revisa los más prometedores en su página de hashtag.',
		},
		s4: {
			title: 'Elige, copia y comprueba',
			text: 'Quédate con los tres a cinco que de verdad describen tu video, cópialos uno a uno o todos a la vez y pégalos en la descripción, los más relevantes primero. Los hashtags salen en el idioma de la página, salvo que tus palabras clave estén claramente en otro.',
		},
		privacy: {
			title: 'Tus palabras clave se quedan en este servidor',
			text: 'Un pequeño modelo de IA funciona en el propio servidor de Tubekit y escribe los hashtags. Tus palabras clave no van a ningún servicio de IA externo; con un enlace, el servidor solo pide a YouTube el título y los subtítulos de ese video. Si el modelo está ocupado o no está instalado, responde el generador integrado de Tubekit, y la página te lo indica.',
		},
		generator: {
			title: 'Generador de hashtags',
			text: 'Gratis y sin cuenta: hashtags en tendencia, recomendados y de cola larga a partir de unas palabras clave o del enlace de un video.',
			link: 'Abrir el generador de hashtags',
		},
		seoGuide: {
			text: 'Los hashtags son un paso de cinco. La guía SEO trata las palabras clave, los títulos, las descripciones, los capítulos y los subtítulos.',
			link: 'Leer la guía SEO',
		},
	},
	resources: {
		title: 'Más información de YouTube',
		r1: {
			label: 'Ayuda de YouTube: Usar hashtags en videos de YouTube',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r2: {
			label: 'Ayuda de YouTube: Políticas sobre spam, prácticas engañosas y estafas',
			url: 'https://support.google.com/youtube/answer/2801973',
		},
		r3: {
			label: 'Cómo funciona YouTube: Lineamientos de la Comunidad',
			url: 'https://www.youtube.com/howyoutubeworks/policies/community-guidelines/',
		},
		r4: {
			label: 'Ayuda de YouTube: Agregar etiquetas a tus videos',
			url: 'https://support.google.com/youtube/answer/146402',
		},
	},
	disclaimer: 'YouTube es una marca comercial de Google LLC. Tubekit no está afiliado a YouTube ni a Google.',
} satisfies NamespaceGuideHashtagsTranslation

export default es_guideHashtags
