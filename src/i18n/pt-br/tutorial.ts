/** A página de um tutorial em português do Brasil: cabeçalho, ações, avaliação, barra lateral, listas e navegação. */
import type { Dictionary } from '../dictionary';

export const tutorial: Dictionary['tutorial'] = {
  breadcrumb: { home: 'Início', tutorials: 'Tutoriais' },
  readTime: '{minutes} min de leitura',
  comingSoon: 'O conteúdo completo deste tutorial chega em breve!',
  shareCardLabel: 'Tutorial · {category}',
  contents: 'Nesta página',
  sectionLink: 'Link para esta seção: {heading}',
  actions: {
    share: 'Compartilhar',
    save: 'Salvar',
    linkCopiedTitle: 'Link copiado!',
    linkCopiedDescription: 'Compartilhe este tutorial com seus amigos.',
    savedTitle: 'Tutorial salvo!',
    savedDescription: 'Ele está nos seus tutoriais salvos.',
  },
  feedback: {
    heading: 'Este tutorial foi útil?',
    yes: 'Sim',
    no: 'Não',
    helpfulCount: {
      one: '{count} pessoa achou isto útil',
      many: '{count} de pessoas acharam isto útil',
      other: '{count} pessoas acharam isto útil',
    },
  },
  sidebar: {
    relatedHeading: 'Tutoriais relacionados',
    calculatorHeading: 'Quanto você poderia ganhar?',
    calculatorText:
      'Estime a renda com o Fundo de Criadores, parcerias com marcas e afiliados a partir dos seus seguidores e do seu engajamento.',
    calculatorLink: 'Abrir a Calculadora de ganhos',
  },
  moreHeading: 'Mais tutoriais que você pode curtir',
  readMore: 'Ler tutorial →',
  pager: { label: 'Mais tutoriais', all: 'Todos os tutoriais', next: 'Próximo tutorial' },
  feed: {
    title: '{siteName}: tutoriais',
    description: 'Novos tutoriais práticos e éticos para crescer no TikTok, os mais recentes primeiro.',
  },
};
