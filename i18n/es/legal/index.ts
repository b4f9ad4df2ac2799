import type { NamespaceLegalTranslation } from '../../i18n-types'

const es_legal = {
	updatedLabel: 'Última actualización: {date}',
	privacy: {
		meta: {
			title: 'Política de privacidad: sin rastreadores ni terceros – Tubekit',
			description:
				'Qué recopila Tubekit, por qué y con qué base jurídica: visitas contadas sin direcciones IP, sin cookies de seguimiento ni terceros, mensajes de contacto guardados 2 años de forma predeterminada, y tus derechos según el RGPD.',
			keywords:
				'política de privacidad Tubekit, sin seguimiento, sin banner de cookies, RGPD, protección de datos personales, privacidad herramientas YouTube, autoalojado',
		},
		h1: 'Política de privacidad',
		intro: {
			p1: 'Esta política explica qué datos recopila este sitio web cuando lo usas, por qué, con qué base jurídica, quién los recibe y durante cuánto tiempo se conservan, tal como exige el artículo 13 del Reglamento General de Protección de Datos de la UE (RGPD). “Nosotros” se refiere al operador de esta instalación de Tubekit, es decir, a quien administra este sitio web. El operador es el responsable del tratamiento de tus datos. Tubekit es software gratuito y de código abierto, y cualquiera puede poner en marcha su propia copia.',
			p2: 'Tubekit está diseñado para recopilar lo mínimo posible. No necesitas ninguna cuenta, tu navegador solo se comunica con este sitio y con ningún otro (salvo que el operador haya activado el script de análisis opcional que se describe en “Destinatarios y terceros”), tu dirección IP nunca se guarda y lo que escribes en las herramientas no se almacena.',
		},
		collected: {
			title: 'Qué datos recopilamos',
			p1: 'Esto es todo lo que este sitio registra sobre su uso, y lo que deja fuera.',
			items: {
				i1: 'Recuento de visitas: para cada día, y durante los últimos siete días también para cada hora, cuántas veces se vio cada página, en qué idioma y el nombre de host del sitio que enlazaba a ella (por ejemplo, “google.com”, nunca la dirección completa). Para ello no se usa ninguna dirección IP, ningún identificador de visitante ni ninguna cookie, por lo que una visita no puede vincularse contigo. El agente de usuario (user agent) de tu navegador solo se lee para excluir a los bots y no se guarda. Si tu navegador envía la señal Do Not Track o Global Privacy Control, tus visitas no se cuentan en absoluto.',
				i2: 'Recuento de uso de las herramientas: para cada día, y durante los últimos siete días también para cada hora, cuántas veces se usó cada herramienta y cómo terminó: con éxito o con qué error. No se cuenta nada más de la solicitud.',
				i3: 'Mensajes de contacto: cuando envías el formulario de contacto, guardamos lo que escribes en él (tu nombre, dirección de correo electrónico, asunto, categoría y mensaje) junto con el idioma de la página y la hora a la que lo enviaste. El nombre, la dirección de correo electrónico y el mensaje son necesarios para responderte; no tienes ninguna obligación legal ni contractual de facilitarlos, pero sin ellos no podemos contestarte. Una comprobación automática de spam anota además indicios como un formulario enviado en pocos segundos o un mensaje con muchos enlaces; ese mensaje nos llega igualmente, solo marcado para revisarlo con más atención. Un mensaje en el que se completó un campo que las personas no ven se considera enviado por un bot: se guarda aparte, solo se reenvía si el operador lo libera y, si no lo hace, se borra a los {quarantineDays} días.',
				i4: 'Registro de solicitudes del servidor: por cada solicitud que atiende, el servidor escribe una línea con la hora, un identificador de solicitud, el método, la página o la ruta de la dirección (sin nada de lo que vaya después de un “?”), el código de estado, cuánto tardó la respuesta y un hash con clave en lugar de tu dirección IP. El hash con clave es un HMAC: se calcula a partir de tu dirección (en una dirección IPv6, a partir de su parte de red) con una clave que solo conoce este servidor, de modo que sin esa clave no puede convertirse de nuevo en tu dirección. Tu dirección IP en sí nunca aparece en el registro.',
				i5: 'Nada de las herramientas: los enlaces y las palabras clave que escribes o pegas se usan para responder a tu solicitud y no se guardan. La respuesta puede conservarse en memoria hasta unas pocas horas para no volver a preguntar lo mismo a YouTube: en la memoria del propio servidor o, si el operador usa varios servidores, en un almacén compartido en memoria (Redis) dentro de la propia red del operador. Tubekit nunca la escribe en disco.',
				i6: 'Nada más: no hay cuentas, ni direcciones IP en nuestra base de datos, ni publicidad o seguimiento, ni perfiles de visitantes. No se toma ninguna decisión sobre ti por medios automatizados (artículo 22 del RGPD).',
			},
		},
		use: {
			title: 'Para qué los usamos y con qué base jurídica',
			p1: 'Usamos estos datos únicamente para administrar este sitio, mantenerlo seguro, mejorarlo y responderte. No los usamos para publicidad, no elaboramos perfiles de visitantes y no los vendemos. Cada finalidad se basa en una de las bases jurídicas del artículo 6.1 del RGPD:',
			items: {
				i1: 'Registro de solicitudes del servidor: para que el sitio funcione de forma fiable y para detectar errores y abusos. Base jurídica: artículo 6.1.f del RGPD, nuestro interés legítimo en un sitio web que funcione y sea seguro.',
				i2: 'Limitación de solicitudes: el hash con clave que sustituye a tu dirección IP se usa para contar las solicitudes de cada visitante, de modo que ningún visitante pueda sobrecargar el servicio. Base jurídica: artículo 6.1.f del RGPD, nuestro interés legítimo en que las herramientas gratuitas sigan disponibles para todos.',
				i3: 'Recuentos de visitas y de uso de las herramientas: muestran qué páginas y herramientas se usan y si las herramientas funcionan, por ejemplo con qué frecuencia YouTube rechaza nuestro servidor. Siempre son solo totales, contados sin cookies. Base jurídica, en la medida en que se trata tu solicitud para contarla: artículo 6.1.f del RGPD, nuestro interés legítimo en saber cómo se usa el sitio y en mejorarlo.',
				i4: 'Mensajes de contacto: para responderte y ocuparnos de lo que nos consultaste, como un informe de error o una solicitud de privacidad, y para poder volver a consultarlo más adelante. Base jurídica: artículo 6.1.b del RGPD cuando tu mensaje se refiere a un contrato con nosotros o a uno que quieres celebrar (por ejemplo, una consulta comercial), y en los demás casos artículo 6.1.f del RGPD, nuestro interés legítimo en responder a los mensajes que nos envían. La comprobación de spam también se basa en el artículo 6.1.f del RGPD: nuestro interés legítimo en que el formulario de contacto siga siendo utilizable.',
				i5: 'Lo que escribes o pegas en una herramienta se usa solo para generar el resultado que pediste, a petición tuya. Base jurídica: artículo 6.1.f del RGPD, nuestro interés legítimo en ofrecer las herramientas que usas; no se guarda.',
				i6: 'Cuando una ley obliga al operador a conservar algo durante más tiempo, por ejemplo una comunicación comercial según la normativa mercantil o fiscal, la base jurídica para conservarla es el artículo 6.1.c del RGPD. Tubekit en sí no conserva nada por ese motivo: borra los mensajes de contacto al final del plazo de conservación, y el operador que deba conservar un mensaje durante más tiempo guarda una copia fuera de Tubekit.',
			},
		},
		objection: {
			title: 'Tu derecho de oposición',
			p1: 'Tienes derecho a oponerte en cualquier momento, por motivos relacionados con tu situación particular, al tratamiento de tus datos basado en nuestro interés legítimo (artículo 6.1.f del RGPD): el registro de solicitudes, la limitación de solicitudes, los recuentos, la comprobación de spam y la respuesta a los mensajes de contacto descritos arriba (artículo 21.1 del RGPD).',
			p2: 'Si te opones, dejamos de realizar ese tratamiento, salvo que acreditemos motivos legítimos imperiosos que prevalezcan sobre tus intereses, derechos y libertades, o que necesitemos los datos para la formulación, el ejercicio o la defensa de reclamaciones.',
			p3: 'Para oponerte, escríbenos mediante el formulario de contacto y elige la categoría “Legal/Privacidad”; no hace falta ninguna fórmula concreta.',
			link: 'Oponte mediante el formulario de contacto',
		},
		cookies: {
			title: 'Cookies y almacenamiento local',
			p1: 'Este sitio solo instala las cookies funcionales que necesita para funcionar, que se enumeran a continuación. No hay cookies de seguimiento, de análisis ni de publicidad, y las visitas se cuentan sin ninguna cookie. Según las normas de privacidad electrónica de la UE (ePrivacy), guardar en tu navegador algo estrictamente necesario para un servicio que pediste, como un ajuste que elegiste, no requiere consentimiento. Por eso no ves ningún banner de cookies: no hace falta.',
			p2: 'En la medida en que tu elección de idioma sea un dato personal, la base jurídica para usarla es el artículo 6.1.f del RGPD: nuestro interés legítimo, y el tuyo, en mostrarte el sitio en el idioma que elegiste.',
			p3: 'Puedes borrar las cookies y los datos del sitio en cualquier momento desde la configuración de tu navegador. El sitio sigue funcionando; como mucho, tendrás que volver a elegir tu idioma.',
			items: {
				i1: 'La cookie “language” recuerda el idioma que elegiste, para que las páginas se abran directamente en ese idioma. Solo se instala cuando eliges un idioma, y dura un año.',
				i2: 'El almacenamiento local de tu navegador guarda esa misma elección de idioma con el nombre “language”. Se queda en tu navegador y no se usa para nada más.',
				i3: 'Solo se instala una cookie de sesión de administración cuando el operador inicia sesión en el área de administración. Los visitantes normales nunca la reciben.',
			},
		},
		security: {
			title: 'Seguridad y plazos de conservación',
			p1: 'Protegemos los pocos datos que tenemos y los borramos cuando ya no son necesarios. Cada tipo de dato tiene su plazo:',
			items: {
				i1: 'Conexiones cifradas: Tubekit está pensado para servirse a través de HTTPS, de modo que lo que envías viaja cifrado hasta el servidor. La barra de direcciones de tu navegador muestra si este sitio lo usa.',
				i2: 'Sin direcciones IP en claro: tu dirección IP se sustituye por el hash con clave (HMAC) antes de que nada más la vea. El hash se usa en memoria para limitar las solicitudes (en la del propio servidor o, en una instalación con varios servidores, en el almacén compartido en memoria) y aparece en el registro de solicitudes; tu dirección nunca se guarda, ni en la base de datos ni en ese almacén compartido.',
				i3: 'Encabezados de seguridad estrictos, entre ellos una Content Security Policy (política de seguridad de contenido), limitan lo que las páginas pueden cargar y ejecutar.',
				i4: 'El área de administración está protegida con contraseña. Su cookie de sesión no puede leerse desde scripts (HttpOnly) y no se envía con las solicitudes procedentes de otros sitios (SameSite=Strict).',
				i5: 'Los mensajes de contacto se conservan {contactDays} días y después se borran automáticamente, una vez al día. La copia enviada por correo electrónico a la dirección de soporte está en el buzón del operador, que Tubekit no administra: el operador la borra allí con el mismo criterio.',
				i6: 'Un mensaje retenido por considerarse enviado por un bot se borra a los {quarantineDays} días si el operador no lo libera; un mensaje liberado se conserva como cualquier otro.',
				i7: 'Los recuentos diarios de visitas se borran a los 400 días, y todos los recuentos por hora, a los 7 días. Los recuentos diarios de uso de las herramientas no contienen nada sobre ninguna persona y se conservan sin límite de tiempo.',
				i8: 'Los recuentos de solicitudes que sirven para limitarlas se descartan poco después de que termine su intervalo de tiempo; el intervalo más largo es de una hora.',
				i9: 'Las respuestas de las herramientas que se guardan en memoria, ya sea en la del propio servidor o en el almacén compartido en memoria de una instalación con varios servidores, desaparecen como máximo al cabo de unas pocas horas, y Tubekit nunca las escribe en disco.',
				i10: 'El registro de solicitudes: Tubekit escribe sus líneas en la salida estándar del servidor y no conserva ninguna por sí mismo. El sistema de registros del operador las reúne y decide cuánto tiempo se conservan; el operador las conserva {logDays} días.',
			},
		},
		rights: {
			title: 'Tus derechos',
			p1: 'Según el RGPD, además del derecho de oposición descrito arriba, tienes los derechos que se indican a continuación. En este sitio se refieren sobre todo a tus mensajes de contacto. Los recuentos de visitas y de uso de las herramientas no pueden vincularse a ninguna persona, así que en ellos no hay nada sobre ti que consultar. El registro de solicitudes solo contiene el hash con clave de tu dirección IP: si nos indicas tu dirección IP y la hora de tu visita, podemos calcular el hash y buscar tus entradas mientras existan (artículo 11 del RGPD).',
			p2: 'Para ejercer cualquiera de estos derechos, escríbenos mediante el formulario de contacto y elige la categoría “Legal/Privacidad”. Indícanos la dirección de correo electrónico que usaste para que podamos encontrar tus mensajes. Respondemos sin dilación indebida y, a más tardar, en el plazo de un mes.',
			items: {
				i1: 'Acceso (artículo 15 del RGPD): preguntarnos si tenemos datos sobre ti y obtener una copia de ellos, junto con la información que da esta política.',
				i2: 'Rectificación (artículo 16 del RGPD): pedirnos que corrijamos los datos sobre ti que sean incorrectos o que completemos los que estén incompletos.',
				i3: 'Supresión (artículo 17 del RGPD): pedirnos que borremos tus mensajes de contacto antes de que termine el plazo de conservación.',
				i4: 'Limitación del tratamiento (artículo 18 del RGPD): pedirnos que conservemos tus datos pero no los usemos para nada más, por ejemplo mientras comprobamos si son correctos.',
				i5: 'Portabilidad de los datos (artículo 20 del RGPD): para los datos que nos facilitaste con el fin de celebrar o ejecutar un contrato, recibir los mensajes que nos enviaste en un formato de uso común y lectura mecánica (CSV), o que los transmitamos a otro responsable cuando sea técnicamente posible.',
				i6: 'Reclamación (artículo 77 del RGPD): presentar una reclamación ante una autoridad de control de protección de datos, en particular la del país de la UE donde vives, donde trabajas o donde crees que se cometió la infracción.',
			},
			link: 'Escríbenos mediante el formulario de contacto',
		},
		kvkk: {
			title: 'Para visitantes en Turquía: información según la KVKK',
			p1: 'Si usas este sitio desde Turquía, también se aplica la Ley n.º 6698 de Protección de Datos Personales (KVKK). Esta sección da la información que exige su artículo 10; el resto de esta política se aplica íntegramente.',
			items: {
				i1: 'Responsable del tratamiento: el operador de esta instalación, identificado con sus datos de contacto en “Quién es el responsable y cómo comunicarte con nosotros”.',
				i2: 'Finalidades y forma de obtención: los datos descritos en “Qué datos recopilamos” se obtienen por medios electrónicos, a través del servidor y del formulario de contacto, para las finalidades descritas en “Para qué los usamos y con qué base jurídica”.',
				i3: 'Bases jurídicas (artículo 5.2 de la KVKK): el tratamiento es necesario para los intereses legítimos del responsable, siempre que no perjudique tus derechos y libertades fundamentales (f): el registro de solicitudes, la limitación de solicitudes, los recuentos, la comprobación de spam y la respuesta a tus mensajes; está directamente relacionado con la celebración o la ejecución de un contrato (c): un mensaje sobre un contrato; o es necesario para cumplir una obligación legal (ç).',
				i4: 'Transferencias: a los proveedores de alojamiento y de correo electrónico que gestionan el servidor y el buzón para el operador, solo para ofrecer este sitio y entregar tus mensajes. Si el servidor o el buzón están fuera de Turquía, tus datos se transfieren al extranjero; solo lo hacemos en los términos del artículo 9 de la KVKK: con una decisión de adecuación, con garantías adecuadas como cláusulas contractuales tipo notificadas a la Autoridad de Protección de Datos Personales, o en uno de los supuestos excepcionales que prevé la ley. Tubekit no envía tus datos a nadie más.',
				i5: 'Tus derechos (artículo 11 de la KVKK): saber si se tratan tus datos personales; solicitar información sobre ello; conocer la finalidad del tratamiento y si los datos se usan conforme a ella; conocer los terceros, en Turquía o en el extranjero, a los que se transfieren; pedir su rectificación si son incompletos o erróneos; pedir su supresión o destrucción en las condiciones del artículo 7; pedir que estas rectificaciones y supresiones se comuniquen a los terceros a los que se transfirieron; oponerte a un resultado en tu contra derivado de un análisis realizado exclusivamente por sistemas automatizados; y reclamar una indemnización si sufres un daño por un tratamiento ilícito.',
				i6: 'Cómo ejercerlos (artículo 13 de la KVKK): escribe al operador mediante el formulario de contacto (categoría “Legal/Privacidad”) o por escrito a la dirección que figura más abajo. Tu solicitud se responde de forma gratuita en un plazo máximo de 30 días.',
				i7: 'Reclamación: si se rechaza tu solicitud, la respuesta es insuficiente o no la recibes a tiempo, puedes presentar una reclamación ante la Junta de Protección de Datos Personales (Kişisel Verileri Koruma Kurulu, kvkk.gov.tr) en los 30 días siguientes a conocer la respuesta y, en todo caso, en los 60 días siguientes a tu solicitud (artículo 14 de la KVKK).',
			},
		},
		thirdParties: {
			title: 'Destinatarios y terceros',
			p1: 'Tu navegador solo se comunica con este sitio: las páginas no cargan scripts, fuentes, anuncios ni rastreadores de otros servidores (la única excepción, un script de análisis que el operador puede agregar, está desactivada mientras el operador no la active; consulta más abajo), y nada de lo que escribes en las herramientas se envía a un servicio de IA externo. Aparte de este sitio, solo intervienen estos:',
			items: {
				i1: 'YouTube (Google): para obtener miniaturas, fotos de perfil, banners, transcripciones, y el título y la transcripción de un video que das al generador de hashtags, nuestro servidor obtiene las páginas y las imágenes de YouTube en tu nombre. YouTube ve una solicitud de nuestro servidor, que incluye el enlace del video o del canal que pegaste, pero no a ti: ni tu dirección IP, ni tu navegador, ni tus cookies. Las imágenes te llegan a través de nuestro servidor, así que tu navegador nunca se conecta con Google. Si el operador envía estas solicitudes a través de un servicio proxy, ese servicio ve las mismas solicitudes, y tampoco te ve a ti.',
				i2: 'El modelo de IA que escribe los hashtags se ejecuta en el propio servidor del operador (Ollama), no en una empresa de IA. Tus palabras clave no se envían a ninguna empresa de IA. Cuando no hay ningún modelo disponible, responde en su lugar un generador integrado, y la página lo indica.',
				youtubeSearch:
					'Búsqueda de YouTube para los hashtags: para crear los hashtags, nuestro servidor envía las palabras que escribes (o el título de un video enlazado) a la búsqueda de YouTube (www.youtube.com) y a su servicio de sugerencias de búsqueda (suggestqueries-clients6.youtube.com), como hace con las demás herramientas: desde nuestro servidor, nunca desde tu navegador. Lo que responde YouTube solo se guarda en la caché de consultas durante 6 horas y después se borra.',
				i3: 'Correo electrónico: los mensajes de contacto se envían a nuestra dirección de soporte a través del servidor de correo que utilizamos, con tu dirección de correo electrónico como dirección de respuesta. Si un proveedor de correo electrónico administra ese servidor de correo o ese buzón por nosotros, el proveedor trata y almacena el mensaje como con cualquier otro correo electrónico.',
				i4: 'Alojamiento: los servidores, la base de datos y, en una instalación con varios servidores, el almacén compartido en memoria pueden estar a cargo de un proveedor de alojamiento o de bases de datos que trabaje para el operador; ese proveedor trata entonces los datos descritos aquí por cuenta del operador y siguiendo sus instrucciones (artículo 28 del RGPD).',
				i5: 'Análisis opcional: Tubekit puede cargar un script de análisis si el operador lo configura. Está desactivado mientras el operador no lo active; si está activado, lo dicho arriba de que tu navegador solo se comunica con este sitio deja de ser cierto del todo, y el operador debe describir en esta política el script, su proveedor y su base jurídica.',
				i6: 'Tubekit en sí no envía tus datos a ningún país fuera de la UE y del Espacio Económico Europeo. Si el proveedor de alojamiento o de correo electrónico del operador se encuentra en otro lugar, y con qué garantías, depende de los proveedores que elija el operador; el operador debe indicarlos aquí cuando la ley lo exija.',
			},
		},
		contact: {
			title: 'Quién es el responsable y cómo comunicarte con nosotros',
			p1: '¿Tienes preguntas sobre esta política o sobre tus datos? Escríbenos mediante el formulario de contacto y elige la categoría “Legal/Privacidad”.',
			p2: 'El responsable del tratamiento de los datos descritos aquí es el operador de esta instalación de Tubekit. Abajo figuran su nombre, cómo comunicarte con él y, cuando la ley lo exige, su delegado de protección de datos.',
			link: 'Ir al formulario de contacto',
		},
		changes: {
			title: 'Cambios en esta política',
			p1: 'Cuando cambie la forma en que este sitio trata los datos, actualizaremos esta política en esta página y cambiaremos la fecha que aparece arriba. Esa fecha indica cuándo cambió el texto por última vez, no el día en que lo estás leyendo.',
			p2: 'Consulta esta página de vez en cuando; la fecha de arriba te dice de un vistazo si hay algo nuevo.',
		},
	},
	imprint: {
		meta: {
			title: 'Aviso legal: quién gestiona este sitio – Tubekit',
			description:
				'Quién gestiona esta instalación de Tubekit: el nombre, la dirección y los datos de contacto del operador, y su aviso legal.',
			keywords: 'aviso legal, operador, contacto, datos del titular, Tubekit',
		},
		h1: 'Aviso legal',
		intro:
			'Quién gestiona este sitio web y cómo comunicarte con él, tal como lo ha publicado el operador. El texto de abajo es del propio operador y puede estar escrito en su idioma.',
		textTitle: 'Información del operador',
	},
	terms: {
		meta: {
			title: 'Condiciones del servicio: uso responsable de las herramientas – Tubekit',
			description:
				'Las normas para usar las herramientas gratis y la API de Tubekit: los límites que las mantienen gratuitas, los derechos de autor y las normas de YouTube, la revisión de los hashtags de IA y la responsabilidad.',
			keywords:
				'condiciones del servicio Tubekit, condiciones de uso, condiciones herramientas YouTube, límites de la API, derechos de autor, miniaturas, transcripciones, código abierto',
		},
		h1: 'Condiciones del servicio',
		intro: {
			p1: 'Estas condiciones se aplican cuando usas este sitio web, una instalación de Tubekit. “Nosotros” se refiere a su operador, es decir, a quien administra este sitio; “tú” eres tú, el visitante.',
			p2: 'En resumen: las herramientas son gratuitas; respeta sus límites y los derechos de autor de otras personas, cumple las normas de YouTube y revisa lo que sugiere la IA.',
		},
		acceptance: {
			title: 'Aceptación de estas condiciones',
			p1: 'Al usar este sitio, aceptas estas condiciones. Si no estás de acuerdo con ellas, no uses el sitio.',
			p2: 'En nuestra política de privacidad se explica qué datos recopila el sitio y cómo se tratan.',
			privacyLink: 'Lee la política de privacidad',
		},
		service: {
			title: 'El servicio',
			p1: 'Tubekit ofrece herramientas gratuitas para creadores de YouTube: un descargador de miniaturas, un descargador de fotos de perfil, un descargador de transcripciones, un generador de hashtags y un generador de capítulos, junto con guías y un Centro de ayuda. No necesitas ninguna cuenta y no tienes que pagar nada.',
			p2: 'Ofrecemos el servicio de forma gratuita. Podemos modificarlo en cualquier momento, lo que incluye agregar, cambiar o eliminar funciones.',
			p3: 'Las herramientas dependen de YouTube. YouTube puede limitar cuántas solicitudes acepta de nuestro servidor; si una herramienta te lo indica, espera entre 5 y 10 minutos e inténtalo de nuevo.',
		},
		use: {
			title: 'Uso de las herramientas y de la API',
			p1: 'Puedes usar las herramientas en tu navegador, obtener listas de reproducción y canales completos de una vez y llamar a la API documentada para desarrolladores desde tus propios scripts y programas, dentro de los límites con los que está configurado este sitio. Cada límite se aplica por visitante, contado mediante el hash con clave de tu dirección IP; cuando alcanzas uno, el sitio te indica cuánto esperar antes de volver a intentarlo:',
			items: {
				i1: '{apiPerMinute} solicitudes a las herramientas por minuto, entre las páginas y la API,',
				i2: '{batchesPerHour} descargas de listas de reproducción o canales por hora, de una en una, cada una de hasta {batchMaxVideos} videos,',
				i3: '{imagesPerMinute} imágenes por minuto,',
				i4: '{contactPerHour} mensajes de contacto por hora.',
			},
			apiLink: 'Consulta la documentación de la API',
		},
		rules: {
			title: 'Qué no está permitido',
			p1: 'Para que las herramientas sigan siendo gratuitas y funcionando para todos, te comprometes a no hacer nada de lo siguiente. Podemos limitar o bloquear el acceso que incumpla estas normas.',
			items: {
				i1: 'Eludir los límites anteriores, por ejemplo repartiendo las solicitudes entre muchas direcciones IP, o usar como si fueran una API partes del sitio que la documentación de la API no describe.',
				i2: 'Atacar el sitio o su servidor: intentar sobrecargarlo, vulnerar su seguridad o entrar en el área de administración.',
				i3: 'Usar el sitio para cualquier fin ilegal o para vulnerar los derechos de otras personas.',
			},
		},
		content: {
			title: 'Contenido de YouTube',
			p1: 'Las miniaturas, las fotos de perfil, los banners y las transcripciones pertenecen a sus propietarios: los creadores y otros titulares de derechos, no a Tubekit ni a ti. Tubekit solo obtiene lo que el propio YouTube pone a disposición; no te concede ningún derecho sobre ello.',
			p2: 'Eres responsable de cómo usas lo que descargas, y se le aplican las Condiciones del servicio de YouTube y la legislación sobre derechos de autor. Úsalo de forma responsable y solo cuando tengas derecho a hacerlo, por ejemplo:',
			items: {
				i1: 'para tus propios videos y tu propio canal,',
				i2: 'dentro de las excepciones que permite la ley de derechos de autor de tu país, como citar un fragmento en una reseña o una crítica, en la medida que justifique la cita y con mención de la fuente,',
				i3: 'para cualquier uso para el que el propietario te haya dado permiso.',
			},
		},
		ai: {
			title: 'Hashtags generados por IA',
			p1: 'Las sugerencias del generador de hashtags las escribe un modelo de IA que se ejecuta en este servidor, o un generador integrado cuando no hay ningún modelo disponible (la página te indica cuál). Son sugerencias, no hechos: pueden ser inexactas, no tener relación con el tema o no ser adecuadas para tu video.',
			p2: 'Revisa cada hashtag antes de usarlo. Eres responsable de lo que publicas, y se aplican las propias normas de YouTube: por ejemplo, YouTube ignora todos los hashtags de un video que tenga más de 60, y no permite hashtags engañosos o que no tengan relación con el video.',
		},
		liability: {
			title: 'Disponibilidad y responsabilidad',
			p1: 'Tubekit es gratuito. No podemos prometer que el sitio esté siempre disponible, que funcione sin errores o que sea rápido, que todos los resultados sean completos o correctos, ni que YouTube siga ofreciendo los datos de los que dependen las herramientas.',
			p2: 'Respondemos sin limitación de los daños que causemos con dolo o culpa grave, de los daños a la vida, la integridad física o la salud, de los que resulten de la normativa sobre responsabilidad por productos defectuosos y cuando hayamos dado una garantía.',
			p3: 'Si incumplimos por culpa leve una obligación esencial, nuestra responsabilidad se limita al daño previsible y típico en el momento del uso. Es esencial la obligación cuyo cumplimiento hace posible el uso correcto del servicio y en cuyo cumplimiento puedes confiar normalmente. Fuera de estos casos, no respondemos por culpa leve.',
			p4: 'Estas reglas se aplican también a las personas de las que nos servimos para gestionar el sitio. No limitan los derechos que tienes como consumidor según la legislación imperativa del país donde vives.',
		},
		thirdParties: {
			title: 'YouTube y otros terceros',
			p1: 'YouTube es una marca comercial de Google LLC. Tubekit no está afiliado a YouTube ni a Google, ni cuenta con su respaldo o patrocinio.',
			p2: 'Las herramientas trabajan con contenido que YouTube pone a disposición. Cuando usas ese contenido, se aplican las Condiciones del servicio de YouTube además de estas condiciones.',
		},
		changes: {
			title: 'Cambios en estas condiciones',
			p1: 'Podemos actualizar estas condiciones. Anunciamos un cambio publicando el nuevo texto en esta página, con la fecha del cambio arriba. El sitio no tiene cuentas ni guarda ninguna dirección tuya, así que no podemos avisarte personalmente: revisa la fecha cuando vuelvas.',
			p2: 'Las nuevas condiciones se aplican a tu uso del sitio desde el día en que se publican; lo que hiciste antes se rige por las condiciones vigentes en ese momento. Si no estás de acuerdo con las nuevas condiciones, deja de usar el sitio.',
		},
		contact: {
			title: 'Contacto',
			p1: '¿Tienes preguntas sobre estas condiciones? Escríbenos mediante el formulario de contacto.',
			link: 'Ir al formulario de contacto',
		},
		openSource: {
			title: 'Software de código abierto',
			p1: 'Tubekit es software de código abierto: cualquiera puede poner en marcha su propia instalación. La licencia del software se aplica a su código; estas condiciones se aplican al uso de este sitio web.',
			p2: 'Quien administra una instalación es su operador. Si alojas Tubekit tú mismo, eres el operador de tu instalación y el responsable de sus propias condiciones, de su política de privacidad y de la forma en que trata los datos, lo que incluye agregar tus propios datos legales, como un aviso legal, cuando la ley lo exija.',
		},
	},
} satisfies NamespaceLegalTranslation

export default es_legal
