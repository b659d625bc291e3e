/** The Terms of Service and the Privacy Policy in Spanish (markup as in the English slice). */
import type { Dictionary } from '../dictionary';

export const legal: Dictionary['legal'] = {
  lastUpdated: 'Última actualización: {date}',
  terms: {
    title: 'Términos del servicio',
    description: 'Las condiciones de uso de este sitio web estático y gratuito para creadores de TikTok.',
    sections: [
      {
        heading: '1. Sobre estos términos',
        blocks: [
          'Estos términos se aplican al uso que hagas de {siteName} (el «sitio»). Al usar el sitio, los aceptas. Si no estás de acuerdo con ellos, te pedimos que no uses el sitio.',
        ],
      },
      {
        heading: '2. Qué es el sitio',
        blocks: [
          'El sitio es un recurso educativo gratuito para creadores de videos cortos: tutoriales, informes de tendencias, una calculadora de ganancias, un generador de hashtags y páginas sobre funciones que planeamos crear. Es un proyecto independiente y no tiene relación con TikTok ni con ByteDance, ni cuenta con su respaldo o patrocinio. Los nombres de las plataformas se usan solo para describir el tema de nuestro contenido.',
        ],
      },
      {
        heading: '3. Sin cuentas',
        blocks: [
          'No necesitas una cuenta para usar el sitio, y tampoco ofrecemos una. Las funciones que recuerdan tus elecciones, como las tendencias guardadas y los votos por funciones, las almacenan solo en tu propio navegador, como se explica en nuestra [Política de privacidad](privacy).',
        ],
      },
      {
        heading: '4. Información, no asesoramiento profesional',
        blocks: [
          'Nuestros tutoriales e informes de tendencias reflejan nuestra investigación y experiencia en el momento en que se escribieron. Las plataformas cambian a menudo sus reglas y algoritmos, por lo que no podemos garantizar que una estrategia produzca un resultado determinado.',
          'La calculadora de ganancias ofrece estimaciones aproximadas basadas en fórmulas sencillas y públicas. Los ingresos reales dependen de muchos factores que no podemos ver y pueden ser mucho menores o mayores. Nada de lo que aparece en el sitio constituye asesoramiento financiero, legal ni fiscal.',
        ],
      },
      {
        heading: '5. Uso aceptable',
        blocks: [
          'Al usar el sitio, te comprometes a no:',
          [
            'intentar interrumpir o sobrecargar el sitio o los sistemas que lo alojan, ni acceder a ellos sin autorización;',
            'copiar partes importantes del contenido del sitio para volver a publicarlas como si fueran tuyas;',
            'usar el sitio o su contenido para engañar a otras personas, ni para infringir las reglas de ninguna plataforma o cualquier ley.',
          ],
        ],
      },
      {
        heading: '6. Nuestro contenido',
        blocks: [
          'Los textos, gráficos y herramientas del sitio nos pertenecen a nosotros o a quienes nos conceden su licencia. Puedes leer nuestro contenido, compartir enlaces a él y citar fragmentos breves con un enlace a la fuente. Los hashtags y textos que nuestras herramientas generan para ti son tuyos y puedes usarlos libremente.',
        ],
      },
      {
        heading: '7. Enlaces y contenido de terceros',
        blocks: [
          'El sitio enlaza a otros sitios web y muestra imágenes alojadas por terceros. No somos responsables de su contenido, de su disponibilidad ni de sus prácticas de privacidad.',
        ],
      },
      {
        heading: '8. Próximas funciones y planes de pago',
        blocks: [
          'Las páginas marcadas como «Próximamente» describen funciones que planeamos crear; las fechas de lanzamiento son estimaciones y pueden cambiar. Votar por funciones nos ayuda a decidir qué crear primero, pero no genera ningún compromiso. Los planes de pago aún no están a la venta; si los lanzamos, verás su precio y sus condiciones antes de poder comprarlos.',
        ],
      },
      {
        heading: '9. Sin garantías',
        blocks: [
          'El sitio se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo, en la máxima medida que permita la ley. No garantizamos que el sitio esté siempre disponible ni que esté libre de errores.',
        ],
      },
      {
        heading: '10. Limitación de responsabilidad',
        blocks: [
          'En la máxima medida que permita la ley, no somos responsables de ninguna pérdida indirecta o consecuente, ni de ninguna pérdida de ingresos, seguidores o datos, que se derive del uso del sitio o de haber confiado en su contenido.',
        ],
      },
      {
        heading: '11. Cambios en estos términos',
        blocks: [
          'Podemos actualizar estos términos a medida que el sitio cambie. La fecha que aparece al principio de esta página indica cuándo se actualizaron por última vez. Si sigues usando el sitio después de un cambio, aceptas los términos actualizados.',
        ],
      },
      {
        heading: '12. Contacto',
        blocks: ['¿Tienes preguntas sobre estos términos? Escríbenos desde nuestra [página de contacto](contact).'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Qué guarda este sitio en tu navegador, qué estadísticas usa y qué no recopila nunca.',
    shortVersion: {
      heading: '1. En resumen',
      text: '{siteName} es un sitio web estático y sin cuentas. No te pedimos tu nombre, tu correo electrónico ni datos de pago para usar ninguna función. Algunas de tus elecciones se recuerdan en tu propio navegador, y contamos las visitas a las páginas para saber cuáles resultan útiles.',
    },
    storage: {
      heading: '2. Qué guardamos en tu navegador',
      intro:
        'Algunas funciones guardan pequeños datos en el almacenamiento local de tu navegador, en tu dispositivo. Esta información nunca se nos envía. El sitio guarda:',
      viewedTrends:
        '**viewedTrends**: cuántas veces has abierto cada informe de tendencia, para mostrar «Has visto esta tendencia N veces».',
      bookmarkedTrends: '**bookmarkedTrends**: la lista de informes de tendencias que has guardado.',
      votes:
        '**Votos por funciones** (entradas cuyo nombre empieza por `vote_`, seguido del tema y de la función): una marca por cada próxima función que votaste, para que no puedas votar dos veces por la misma.',
      consent:
        '**{key}**: tu respuesta sobre las cookies de estadísticas (ver más abajo), para preguntártelo una sola vez.',
      outro:
        'Puedes borrar todo esto cuando quieras eliminando los datos de este sitio en la configuración de tu navegador. Si tu navegador bloquea el almacenamiento, el sitio sigue funcionando; simplemente olvida estas elecciones cuando te vas.',
    },
    analytics: {
      heading: '3. Estadísticas',
      intro:
        'Para entender qué páginas ayudan a los creadores, el sitio registra una visita cada vez que abres una página o cambias una búsqueda. Cada visita incluye la dirección de la página, con el texto de búsqueda que contenga (por ejemplo, `/search?q=hashtags`), y el título de la página.',
      none: 'Esta copia del sitio no envía las visitas a ningún lugar: no hay ningún servicio de estadísticas configurado, así que no se carga ningún script de estadísticas ni se instala ninguna cookie de estadísticas.',
      google:
        'Las visitas se miden con Google Analytics, que las recibe junto con la información técnica que recibe cualquier sitio web, como tu dirección IP y el tipo de navegador. Usamos estas estadísticas solo de forma agregada y nunca para identificarte. Nada se usa con fines publicitarios: las señales publicitarias de Google están siempre desactivadas.',
      cookiesHeading: 'Las cookies y tu elección',
      consentAsk:
        'En tu primera visita, un aviso en la parte inferior de la pantalla te pregunta si Google Analytics puede instalar cookies (llamadas `_ga`) para distinguir las visitas repetidas. Mientras no aceptes, y también si las rechazas, las visitas se siguen contando, pero sin cookies. Tu respuesta se guarda en el almacenamiento local de tu navegador como **{key}**. Puedes cambiarla cuando quieras con **{cookieSettings}**, al pie de cada página; si las rechazas, también se eliminan las cookies de estadísticas ya instaladas.',
      consentGranted:
        'Google Analytics instala cookies (llamadas `_ga`) para distinguir las visitas repetidas. Para rechazarlas, activa Global Privacy Control en tu navegador, bloquea las cookies de este sitio o bórralas desde la configuración de tu navegador.',
      consentDenied:
        'Google Analytics tiene indicado no instalar nunca cookies aquí: las visitas se cuentan sin ellas.',
      globalPrivacyControl:
        'Si tu navegador envía la señal Global Privacy Control, la respetamos: Google Analytics no instala entonces ninguna cookie, sin importar lo que se haya elegido antes, y las visitas se cuentan sin ellas.',
    },
    sections: [
      {
        heading: '4. Formularios',
        blocks: [
          'El formulario de contacto y la suscripción al boletín todavía no están conectados a ningún servidor: lo que escribas en ellos no se envía, no se guarda ni se comparte. Si los conectamos en el futuro, antes actualizaremos esta política.',
        ],
      },
      {
        heading: '5. Búsqueda',
        blocks: [
          'La búsqueda del sitio funciona por completo en tu navegador. El texto que buscas no se nos envía, salvo como parte de la dirección de la página que registran las estadísticas, como se describe más arriba.',
        ],
      },
      {
        heading: '6. Imágenes y enlaces de otros sitios',
        blocks: [
          'Algunas imágenes se cargan desde servicios de alojamiento de imágenes de terceros. Como ocurre con cualquier solicitud web, esos servicios reciben tu dirección IP y la información de tu navegador. Los enlaces a otros sitios web se rigen por las políticas de privacidad de esos sitios.',
        ],
      },
      {
        heading: '7. Menores',
        blocks: [
          'El sitio no está dirigido a menores de 13 años, y no recopilamos a sabiendas información sobre ellos.',
        ],
      },
      {
        heading: '8. Cambios en esta política',
        blocks: [
          'Si cambia lo que recopilamos, actualizaremos esta página antes de que el cambio entre en vigor. La fecha que aparece al principio de esta página indica cuándo se actualizó por última vez.',
        ],
      },
      {
        heading: '9. Contacto',
        blocks: ['¿Tienes preguntas sobre tu privacidad? Escríbenos desde nuestra [página de contacto](contact).'],
      },
    ],
  },
};
