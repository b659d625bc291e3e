/** A página da calculadora de ganhos em português do Brasil: a calculadora, o relatório, como o cálculo é feito e o “sobre”. */
import type { Dictionary } from '../dictionary';

export const calculator: Dictionary['calculator'] = {
  title: 'Calculadora de ganhos',
  description:
    'Estime quanto sua conta do TikTok poderia ganhar com o Fundo de Criadores, parcerias com marcas e links de afiliado.',
  island: {
    inputsHeading: 'Seus números',
    followersLabel: 'Seguidores',
    // 'one' também vale para 0 em pt-BR (Intl); 'many' é para milhões: “1.000.000 de seguidores”.
    followersHint: { one: '{count} seguidor', many: '{count} de seguidores', other: '{count} seguidores' },
    engagementLabel: 'Taxa de engajamento',
    engagementHint: 'O engajamento médio fica entre {min} e {max}',
    postsLabel: 'Posts por mês',
    postsHint: {
      one: 'Até {count} post por mês.',
      many: 'Até {count} de posts por mês.',
      other: 'Até {count} posts por mês.',
    },
    resultsHeading: 'Ganhos mensais estimados',
    totalLabel: 'Faixa total',
    totalPeriod: 'por mês',
    viewsPerVideo: 'Visualizações por vídeo',
    creatorFund: 'Fundo de Criadores',
    creatorFundRange: 'Faixa: {range}',
    brandDeals: 'Parcerias com marcas',
    affiliate: 'Afiliados',
    fromFollowers: 'Com {followers} seguidores',
    range: '{low} a {high}',
    share: 'Compartilhar',
    download: 'Baixar',
    chart: {
      caption: 'Faixa mensal por fonte',
      low: 'Mínimo',
      high: 'Máximo',
      sources: {
        creatorFund: 'Fundo de Criadores',
        brandDeals: 'Parcerias com marcas',
        affiliate: 'Marketing de afiliados',
      },
    },
    shareToast: {
      title: 'Copiado para a área de transferência!',
      description: 'Compartilhe seus ganhos estimados com os amigos.',
    },
    downloadToast: { title: 'Relatório baixado!', description: 'Seu relatório de ganhos foi baixado.' },
    report: {
      filename: 'estimativa-de-ganhos.txt',
      title: 'Estimativa de ganhos no TikTok',
      date: 'Data: {date}',
      inputsHeading: 'Seus números',
      followers: '- Seguidores: {value}',
      engagement: '- Taxa de engajamento: {value}',
      posts: '- Posts por mês: {value}',
      estimateHeading: 'Ganhos mensais estimados',
      views: '- Visualizações por vídeo: {value}',
      creatorFund: '- Fundo de Criadores: {value}',
      creatorFundWithRange: '- Fundo de Criadores: {value} ({range})',
      brandDeals: '- Parcerias com marcas: {value}',
      affiliate: '- Marketing de afiliados: {value}',
      total: '- Total: {range} por mês',
      disclaimer:
        'Isto é só uma estimativa. Os ganhos reais variam conforme o nicho, o público, a qualidade do conteúdo e as regras da plataforma.',
      link: 'Calculado em {url}',
    },
  },
  assumptions: {
    summary: 'Como o cálculo é feito',
    intro:
      'Os valores são estimativas feitas com taxas fixas, não uma promessa: os pagamentos reais variam conforme o seu nicho, o país do seu público, o seu conteúdo e as regras da plataforma. Estas são as regras que a calculadora aplica.',
    table: {
      perThousandViews: {
        one: '{rate} por visualização, por post',
        many: '{rate} a cada {count} de visualizações, por post',
        other: '{rate} a cada {count} visualizações, por post',
      },
      views: {
        title: 'Visualizações por vídeo',
        label: 'Visualizações por vídeo',
        value: 'Seguidores × taxa de engajamento, arredondado para um número inteiro',
      },
      creatorFund: {
        title: 'Fundo de Criadores',
        low: 'Estimativa mínima',
        high: 'Estimativa máxima',
        shown: 'Valor exibido',
        shownValue: 'A média entre a estimativa mínima e a máxima',
      },
      brandDeals: {
        title: {
          one: 'Parcerias com marcas (a partir de {count} seguidor, por mês)',
          many: 'Parcerias com marcas (a partir de {count} de seguidores, por mês)',
          other: 'Parcerias com marcas (a partir de {count} seguidores, por mês)',
        },
        under: {
          one: 'Menos de {count} seguidor',
          many: 'Menos de {count} de seguidores',
          other: 'Menos de {count} seguidores',
        },
        between: {
          one: 'De {from} a {count} seguidor',
          many: 'De {from} a {count} de seguidores',
          other: 'De {from} a {count} seguidores',
        },
        andUp: {
          one: '{count} seguidor ou mais',
          many: '{count} de seguidores ou mais',
          other: '{count} seguidores ou mais',
        },
      },
      affiliate: {
        title: {
          one: 'Marketing de afiliados (a partir de {count} seguidor)',
          many: 'Marketing de afiliados (a partir de {count} de seguidores)',
          other: 'Marketing de afiliados (a partir de {count} seguidores)',
        },
        commission: 'Comissão',
      },
      total: {
        title: 'Faixa total',
        minimum: 'Mínimo',
        minimumValue:
          'Estimativa mínima do Fundo de Criadores + {share} das parcerias com marcas + {share} dos afiliados',
        maximum: 'Máximo',
        maximumValue:
          'Estimativa máxima do Fundo de Criadores + {share} das parcerias com marcas + {share} dos afiliados',
        rounding: 'Arredondamento',
        roundingValue: 'Todos os valores são arredondados para dólares inteiros',
      },
    },
  },
  about: {
    heading: 'Sobre esta calculadora',
    paragraphs: [
      'A calculadora estima um mês de renda vinda de três fontes: o Fundo de Criadores, que paga por visualização; as parcerias com marcas, com preço definido aqui pelo número de seguidores; e as comissões de afiliado sobre produtos que você recomenda. As visualizações por vídeo são os seus seguidores multiplicados pela sua taxa de engajamento.',
      'Use o resultado como ponto de partida, não como promessa. Dois criadores com os mesmos números podem ganhar valores bem diferentes, dependendo do nicho, do público e da constância com que postam.',
    ],
    fundHeading: 'Antes de contar com o Fundo de Criadores',
    minFollowers: {
      one: 'Pelo menos {count} seguidor',
      many: 'Pelo menos {count} de seguidores',
      other: 'Pelo menos {count} seguidores',
    },
    minViews: {
      one: 'Pelo menos {count} visualização de vídeo nos últimos 30 dias',
      many: 'Pelo menos {count} de visualizações de vídeo nos últimos 30 dias',
      other: 'Pelo menos {count} visualizações de vídeo nos últimos 30 dias',
    },
    minAge: {
      one: 'Idade mínima de {count} ano',
      many: 'Idade mínima de {count} de anos',
      other: 'Idade mínima de {count} anos',
    },
    hashtagAdvice: {
      one: 'Use de {min} a {count} hashtag relevante por vídeo (o limite é {limit}): experimente o',
      many: 'Use de {min} a {count} de hashtags relevantes por vídeo (o limite é {limit}): experimente o',
      other: 'Use de {min} a {count} hashtags relevantes por vídeo (o limite é {limit}): experimente o',
    },
    hashtagGenerator: 'gerador de hashtags',
    guidesHeading: 'Aprenda a ganhar mais',
    guides: {
      monetization: {
        title: 'Guia de monetização',
        text: 'Todas as formas de um criador ganhar dinheiro e o que cada uma exige.',
      },
      brandDeals: {
        title: 'Guia de parcerias com marcas',
        text: 'Como propor, precificar e entregar vídeos patrocinados.',
      },
      creatorFund: {
        title: 'Guia do Fundo de Criadores',
        text: 'Confira os requisitos e faça sua inscrição passo a passo.',
      },
    },
  },
};
