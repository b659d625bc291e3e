/** A página de ferramentas (/tools) em português do Brasil: os cards, a calculadora em destaque, os motivos e o que está em desenvolvimento. */
import type { Dictionary } from '../dictionary';

export const tools: Dictionary['tools'] = {
  title: 'Ferramentas gratuitas para criadores',
  description:
    'Ferramentas gratuitas para criadores do TikTok: uma calculadora de ganhos e um gerador de hashtags, com mais ferramentas em desenvolvimento.',
  badge: 'Grátis, sem cadastro',
  allTools: 'Todas as ferramentas',
  cards: {
    'hashtag-generator': {
      title: 'Gerador de hashtags',
      description:
        'Receba em segundos um mix equilibrado de hashtags em alta, de nicho e do tema para o seu próximo vídeo.',
      button: 'Gerar hashtags',
    },
    'earnings-calculator': {
      title: 'Calculadora de ganhos',
      description:
        'Estime quanto sua conta poderia ganhar com o Fundo de Criadores, parcerias com marcas e links de afiliado.',
      button: 'Calcular ganhos',
    },
    'best-time-to-post': {
      title: 'Melhor horário para postar',
      description: 'Descubra os horários em que o seu público está mais ativo.',
      button: 'Em breve',
    },
    'trend-alerts': {
      title: 'Alertas de trends',
      description: 'Fique sabendo dos áudios e formatos que estão subindo no seu nicho enquanto ainda estão no começo.',
      button: 'Em breve',
    },
    'content-calendar': {
      title: 'Calendário de conteúdo',
      description: 'Planeje um mês de vídeos em torno dos seus pilares de conteúdo.',
      button: 'Em breve',
    },
    'safety-checker': {
      title: 'Verificador de segurança da conta',
      description: 'Compare suas configurações e seus hábitos com as Diretrizes da Comunidade.',
      button: 'Em breve',
    },
  },
  comingSoonOverlay: 'Em breve: vote nos recursos',
  overlayToolName: '{title}: ',
  featured: {
    badge: 'Ferramenta em destaque',
    heading: 'Quanto a sua conta poderia ganhar?',
    text: 'A Calculadora de ganhos transforma seus seguidores, sua taxa de engajamento e seu ritmo de postagem em uma faixa mensal honesta.',
    points: [
      'Estimativas do Fundo de Criadores, de parcerias com marcas e de afiliados em um só lugar',
      'Todas as taxas e limites à mostra, para você saber o que os números significam',
      'Compartilhe o resultado ou baixe como relatório',
    ],
    button: 'Calcule seus ganhos',
    example: 'Exemplo: {followers} seguidores, {engagement} de engajamento, {posts} posts por mês',
    perMonth: 'estimativa por mês',
    views: 'Visualizações/vídeo',
    brandDeals: 'Parcerias com marcas',
    affiliate: 'Afiliados',
  },
  why: {
    heading: 'Por que usar nossas ferramentas',
    reasons: {
      free: {
        title: '100% gratuitas',
        text: 'Todas as ferramentas disponíveis são gratuitas, sem cadastro, sem período de teste e sem limite de uso.',
      },
      privacy: {
        title: 'Foco em privacidade',
        text: 'As ferramentas funcionam no seu navegador. O que você digita nunca é enviado a um servidor nem guardado por nós.',
      },
      data: {
        title: 'Baseadas em dados',
        text: 'Feitas com taxas de pagamento publicadas e boas práticas testadas, mostrando as premissas por trás de cada número.',
      },
    },
  },
  inDevelopment: {
    heading: 'Em desenvolvimento',
    intro: 'As próximas ferramentas que estamos criando, com a previsão de lançamento de cada uma.',
    expected: 'Previsão: {date}',
  },
};
