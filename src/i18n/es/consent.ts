/** The analytics consent prompt in Spanish (loaded by the prompt when it shows on a Spanish page). */
import type { Dictionary } from '../dictionary';

export const consent: Dictionary['consent'] = {
  ask: {
    title: 'Cookies de estadísticas',
    text: 'Contamos las visitas a cada página (dirección y título) con Google Analytics para saber qué guías ayudan a los creadores, nunca para publicidad. ¿Nos permites usar cookies para distinguir las visitas que vuelven?',
  },
  gpc: {
    title: 'Global Privacy Control está activado',
    text: 'Tu navegador pide a los sitios que no te rastreen, así que Google Analytics no usa cookies aquí; las visitas (dirección y título) se cuentan sin ellas.',
  },
  current: {
    granted: 'Aceptaste las cookies de estadísticas.',
    denied: 'Rechazaste las cookies de estadísticas.',
  },
  accept: 'Aceptar',
  decline: 'Rechazar',
  dismiss: 'Entendido',
  privacyLink: 'Política de privacidad',
  saved: {
    granted: 'Cookies de estadísticas aceptadas.',
    denied: 'Cookies de estadísticas rechazadas.',
  },
};
