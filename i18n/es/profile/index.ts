import type { NamespaceProfileTranslation } from '../../i18n-types'

const es_profile = {
	meta: {
		title: 'Descargar foto de perfil de YouTube – Tubekit',
		description:
			'Descarga la foto de perfil de cualquier canal de YouTube en tamaño completo (800×800), junto con el nombre y el banner del canal. Gratis y privado.',
		keywords:
			'descargar foto de perfil youtube, avatar de canal youtube, foto de perfil youtube, descargar logo de canal, banner de canal youtube',
	},
	intro:
		'Pega el enlace de un canal de YouTube para ver su foto de perfil en tamaño completo, junto con el nombre y el banner del canal, y descárgala.',
	inputLabel: 'URL del canal de YouTube',
	placeholder: 'p. ej. https://www.youtube.com/@handle',
	submit: 'Obtener foto de perfil',
	loading: 'Obteniendo la foto de perfil…',
	failed: 'No se pudo obtener la foto de perfil. Revisa la URL e inténtalo de nuevo.',
	invalid: 'Pega una URL de canal de YouTube válida',
	avatarAlt: 'Foto de perfil de {name}',
	download: 'Descargar foto de perfil',
	sizesTitle: 'Otros tamaños',
	sizeLink: 'Descargar {size} × {size} píxeles',
	original: 'Imagen original',
	bannerTitle: 'Banner del canal',
	bannerAlt: 'Banner de {name}',
	downloadBanner: 'Descargar banner',
	steps: {
		title: 'Cómo descargar la foto de perfil de un canal',
		copy: {
			name: 'Copia el enlace del canal',
			text: 'Abre el canal en YouTube y copia su dirección, como youtube.com/@nombre o un enlace /channel/.',
		},
		paste: {
			name: 'Pégalo aquí',
			text: 'Pega el enlace en el campo de arriba y haz clic en “Obtener foto de perfil”.',
		},
		download: {
			name: 'Descarga la foto',
			text: 'La foto aparece en 800×800 píxeles junto con el nombre del canal. Descárgala o elige otro tamaño.',
		},
	},
	faq: {
		size: {
			question: '¿De qué tamaño es la foto descargada?',
			answer:
				'La descarga principal es de 800×800 píxeles, el cuadrado más grande que ofrece YouTube. Debajo tienes tamaños más pequeños y la imagen original.',
		},
		links: {
			question: '¿Qué enlaces de canal funcionan?',
			answer:
				'Los enlaces con identificador (youtube.com/@nombre), los enlaces con ID de canal (/channel/UC…) y los antiguos enlaces /c/ y /user/, con o sin una pestaña como /videos. También sirve el enlace de un video: obtendrás la foto de perfil del canal que lo subió.',
		},
		privacy: {
			question: '¿Es privado?',
			answer:
				'Sí. Este servidor obtiene la foto y te la pasa, así que tu navegador nunca se conecta con YouTube ni con Google, y el enlace que pegas no se guarda.',
		},
	},
} satisfies NamespaceProfileTranslation

export default es_profile
