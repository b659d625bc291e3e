/** O bloco de inscrição na newsletter e o aviso dos botões Assinar em português do Brasil. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'Fique por dentro das estratégias mais recentes para o TikTok',
  description: 'Receba toda semana tutoriais, relatórios de trends e táticas de crescimento no seu e-mail.',
  emailLabel: 'Endereço de e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  subscribe: 'Assinar',
  note: 'As inscrições abrem em breve. Nada de spam, nunca.',
  comingSoonToast: { title: 'Em breve', description: 'A inscrição na newsletter vai abrir em breve.' },
};
