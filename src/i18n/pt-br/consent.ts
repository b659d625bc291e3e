/** O aviso de consentimento para cookies de estatísticas em português do Brasil. */
import type { Dictionary } from '../dictionary';

export const consent: Dictionary['consent'] = {
  ask: {
    title: 'Cookies de estatísticas',
    text: 'Contamos as visualizações de página (endereço e título) com o Google Analytics para saber quais guias ajudam os criadores, nunca para anúncios. Ele pode salvar cookies para diferenciar quem volta ao site?',
  },
  gpc: {
    title: 'O Global Privacy Control está ativado',
    text: 'Seu navegador pede aos sites que não rastreiem você, então o Google Analytics não salva cookies aqui; as visualizações de página (endereço e título) são contadas sem eles.',
  },
  current: {
    granted: 'Você permitiu os cookies de estatísticas.',
    denied: 'Você recusou os cookies de estatísticas.',
  },
  accept: 'Aceitar',
  decline: 'Recusar',
  dismiss: 'OK',
  privacyLink: 'Política de privacidade',
  saved: {
    granted: 'Cookies de estatísticas permitidos.',
    denied: 'Cookies de estatísticas recusados.',
  },
};
