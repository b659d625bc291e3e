/** A página do gerador de hashtags em português do Brasil: o gerador, as dicas de estratégia e as prévias do Pro. */
import type { Dictionary } from '../dictionary';

export const hashtagGenerator: Dictionary['hashtagGenerator'] = {
  title: 'Gerador de hashtags',
  description: 'Gere um mix equilibrado de hashtags em alta, de nicho e do tema para o seu próximo vídeo no TikTok.',
  generator: {
    formLabel: 'Gerador de hashtags',
    topicLabel: 'Tema',
    required: '(obrigatório)',
    topicPlaceholder: 'ex.: ideias de café da manhã saudável',
    descriptionLabel: 'Descrição',
    optional: '(opcional)',
    descriptionPlaceholder: 'O que acontece no vídeo? As palavras-chave daqui podem virar hashtags.',
    nicheLegend: 'Nicho',
    niches: {
      general: 'Geral',
      beauty: 'Beleza',
      fashion: 'Moda',
      fitness: 'Fitness',
      food: 'Comida',
      travel: 'Viagem',
      comedy: 'Comédia',
      educational: 'Educativo',
      dance: 'Dança',
      gaming: 'Games',
      business: 'Negócios',
      tech: 'Tecnologia',
      lifestyle: 'Estilo de vida',
      sports: 'Esportes',
      music: 'Música',
      art: 'Arte',
      books: 'Livros',
      pets: 'Pets',
      diy: 'Faça você mesmo',
      parenting: 'Pais e filhos',
    },
    countLabel: 'Quantidade de hashtags',
    fewer: 'Menos hashtags',
    more: 'Mais hashtags',
    countGuidance:
      'Recomendamos de {recommendedMin} a {recommendedMax} hashtags; no máximo {maxPerPost} são permitidas por post.',
    generate: 'Gerar hashtags',
    generating: 'Gerando...',
    resultsHeading: 'Suas hashtags',
    resultsPending: 'Gerando suas hashtags...',
    resultsEmpty: 'Digite um tema e toque em Gerar hashtags para receber quatro listas prontas para copiar.',
    tabListLabel: 'Listas de hashtags',
    mixShares: '{trending} de hashtags em alta, {niche} de nicho e {topic} específicas do tema',
    tabs: {
      recommended: {
        label: 'Mix recomendado',
        hint: '{shares} (valores arredondados para baixo), completando a sua quantidade com mais hashtags em alta.',
        copy: 'Copiar Mix recomendado',
      },
      trending: {
        label: 'Em alta',
        hint: 'Hashtags amplas que estão populares em toda a plataforma agora.',
        copy: 'Copiar hashtags em alta',
      },
      topic: {
        label: 'Do tema',
        hint: 'Hashtags criadas a partir do seu tema e da sua descrição.',
        copy: 'Copiar hashtags do tema',
      },
      niche: {
        label: 'Foco no nicho',
        hint: 'Hashtags das comunidades onde o público do seu nicho se reúne.',
        copy: 'Copiar hashtags de nicho',
      },
    },
    noHashtags: 'Seu tema não tem letras nem números para montar hashtags. Tente descrevê-lo com palavras.',
    hashtagCount: { one: '{count} hashtag', many: '{count} de hashtags', other: '{count} hashtags' },
    textTooLongTitle: 'Longo demais',
    // “a mais” serve para qualquer número: uma forma só para as três categorias.
    topicTooLong: {
      one: 'O tema pode ter no máximo {max} caracteres: tem {count} a mais.',
      many: 'O tema pode ter no máximo {max} caracteres: tem {count} a mais.',
      other: 'O tema pode ter no máximo {max} caracteres: tem {count} a mais.',
    },
    descriptionTooLong: {
      one: 'A descrição pode ter no máximo {max} caracteres: tem {count} a mais.',
      many: 'A descrição pode ter no máximo {max} caracteres: tem {count} a mais.',
      other: 'A descrição pode ter no máximo {max} caracteres: tem {count} a mais.',
    },
    topicRequiredTitle: 'Campo obrigatório',
    topicRequiredMessage: 'Digite um tema para o seu conteúdo',
    generatedTitle: 'Hashtags geradas!',
    generatedMessage: {
      one: '{count} hashtag pronta para “{topic}”. Escolha as que combinam com o seu vídeo.',
      many: '{count} de hashtags prontas para “{topic}”. Escolha as que combinam com o seu vídeo.',
      other: '{count} hashtags prontas para “{topic}”. Escolha as que combinam com o seu vídeo.',
    },
    copiedTitle: 'Copiado para a área de transferência!',
    copiedMessage: {
      one: '{count} hashtag copiada. Cole na sua legenda.',
      many: '{count} de hashtags copiadas. Cole na sua legenda.',
      other: '{count} hashtags copiadas. Cole na sua legenda.',
    },
    failedTitle: 'Algo deu errado',
    failedMessage: 'Não foi possível gerar as hashtags. Confira sua conexão e tente de novo.',
  },
  tips: {
    heading: 'Dicas de estratégia de hashtags',
    items: [
      {
        title: 'Use o método 5-5-5',
        text: 'Monte um mix com 5 hashtags em alta, 5 de nicho e 5 específicas do tema e depois fique com as que trazem público.',
      },
      {
        title: 'Como o Mix recomendado é montado',
        text: 'Ele calcula {shares} com base na sua quantidade, arredonda cada parte para baixo, tira as repetidas e depois adiciona mais hashtags em alta até chegar à sua quantidade.',
      },
      {
        title: '{recommendedMin} a {recommendedMax} hashtags recomendadas',
        text: 'Teste um mix de {recommendedMin} a {recommendedMax} hashtags e depois fique com as {everydayMin} a {everydayMax} que trazem público para os posts do dia a dia.',
      },
      {
        title: 'No máximo {maxPerPost} por post',
        text: 'O TikTok limita a legenda a {maxPerPost} hashtags, mas preencher todos os espaços parece spam e deixa menos claro do que se trata o seu vídeo.',
      },
      {
        title: 'Relevância vale mais que alcance',
        text: 'Só use uma hashtag em alta quando o seu vídeo realmente combinar com ela. As hashtags de nicho costumam trazer o público mais engajado.',
      },
    ],
    guideLink: 'Leia o guia completo de estratégia de hashtags',
  },
  pro: {
    badge: 'Pro · Em breve',
    heading: 'Vá além com o Pro',
    features: [
      {
        title: 'Acompanhamento do desempenho de hashtags',
        text: 'Veja quais das suas hashtags trouxeram visualizações, seguidores e tráfego de busca.',
      },
      {
        title: 'Análise de hashtags da concorrência',
        text: 'Descubra as hashtags que funcionam para criadores que o seu público já assiste.',
      },
      {
        title: 'Conjuntos de hashtags salvos',
        text: 'Guarde seus mixes testados de cada série e reutilize com um toque.',
      },
    ],
    voteLink: 'Vote nos recursos do Pro',
  },
};
