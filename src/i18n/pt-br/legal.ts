/** Os Termos de serviço e a Política de privacidade em português do Brasil (marcação como no arquivo em inglês). */
import type { Dictionary } from '../dictionary';

export const legal: Dictionary['legal'] = {
  lastUpdated: 'Última atualização: {date}',
  terms: {
    title: 'Termos de serviço',
    description: 'Os termos para usar este site estático e gratuito para criadores do TikTok.',
    sections: [
      {
        heading: '1. Sobre estes termos',
        blocks: [
          'Estes termos se aplicam ao seu uso do {siteName} (o “site”). Ao usar o site, você concorda com eles. Se não concordar, por favor, não use o site.',
        ],
      },
      {
        heading: '2. O que é o site',
        blocks: [
          'O site é um recurso educativo gratuito para criadores de vídeos curtos: tutoriais, relatórios de trends, uma calculadora de ganhos, um gerador de hashtags e páginas sobre recursos que planejamos criar. É um projeto independente, sem vínculo, aprovação ou patrocínio do TikTok ou da ByteDance. Os nomes das plataformas são usados apenas para descrever o assunto do nosso conteúdo.',
        ],
      },
      {
        heading: '3. Sem contas',
        blocks: [
          'Você não precisa de uma conta para usar o site, e nós não oferecemos uma. Os recursos que lembram as suas escolhas, como as trends salvas e os votos em recursos, guardam essas escolhas apenas no seu próprio navegador, como explicado na nossa [Política de privacidade](privacy).',
        ],
      },
      {
        heading: '4. Informação, não aconselhamento profissional',
        blocks: [
          'Nossos tutoriais e relatórios de trends refletem a nossa pesquisa e experiência no momento em que foram escritos. As plataformas mudam suas regras e algoritmos com frequência, então não podemos prometer que uma estratégia vá produzir um determinado resultado.',
          'A calculadora de ganhos dá estimativas aproximadas com base em fórmulas simples e publicadas. A renda real depende de muitos fatores que não conseguimos ver e pode ser bem menor ou maior. Nada no site é aconselhamento financeiro, jurídico ou tributário.',
        ],
      },
      {
        heading: '5. Uso aceitável',
        blocks: [
          'Ao usar o site, você concorda em não:',
          [
            'tentar interromper, sobrecarregar ou obter acesso não autorizado ao site ou aos sistemas que o hospedam;',
            'copiar grandes partes do conteúdo do site para republicá-lo como se fosse seu;',
            'usar o site ou o conteúdo dele para enganar outras pessoas ou para violar as regras de qualquer plataforma ou qualquer lei.',
          ],
        ],
      },
      {
        heading: '6. Nosso conteúdo',
        blocks: [
          'Os textos, gráficos e ferramentas do site pertencem a nós ou aos nossos licenciadores. Você pode ler, compartilhar links e citar trechos curtos do nosso conteúdo com um link para a fonte. As hashtags e os textos que nossas ferramentas geram para você são seus, para usar livremente.',
        ],
      },
      {
        heading: '7. Links e conteúdo de terceiros',
        blocks: [
          'O site tem links para outros sites e mostra imagens hospedadas por terceiros. Não somos responsáveis pelo conteúdo, pela disponibilidade nem pelas práticas de privacidade deles.',
        ],
      },
      {
        heading: '8. Recursos futuros e planos pagos',
        blocks: [
          'As páginas marcadas como “Em breve” descrevem recursos que planejamos criar; as datas de lançamento são estimativas e podem mudar. Votar em recursos nos ajuda a decidir o que criar primeiro, mas não gera nenhum compromisso. Os planos pagos ainda não estão à venda; se forem lançados, o preço e os termos serão mostrados antes que você possa comprar.',
        ],
      },
      {
        heading: '9. Sem garantias',
        blocks: [
          'O site é fornecido “no estado em que se encontra” e “conforme disponível”, sem garantias de nenhum tipo, na máxima extensão permitida por lei. Não garantimos que o site estará sempre disponível ou livre de erros.',
        ],
      },
      {
        heading: '10. Limitação de responsabilidade',
        blocks: [
          'Na máxima extensão permitida por lei, não somos responsáveis por nenhuma perda indireta ou consequente, nem por qualquer perda de renda, seguidores ou dados, decorrente do seu uso do site ou de você ter confiado no conteúdo dele.',
        ],
      },
      {
        heading: '11. Alterações nestes termos',
        blocks: [
          'Podemos atualizar estes termos conforme o site mudar. A data no topo desta página mostra quando eles foram atualizados pela última vez. Usar o site depois de uma alteração significa que você aceita os termos atualizados.',
        ],
      },
      {
        heading: '12. Contato',
        blocks: ['Dúvidas sobre estes termos? Fale com a gente pela nossa [página de contato](contact).'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidade',
    description: 'O que este site guarda no seu navegador, quais estatísticas usa e o que nunca coleta.',
    shortVersion: {
      heading: '1. Resumindo',
      text: 'O {siteName} é um site estático, sem contas. Não pedimos seu nome, e-mail ou dados de pagamento para usar nenhum recurso. Algumas das suas escolhas ficam guardadas no seu próprio navegador, e contamos as visualizações de página para saber quais páginas são úteis.',
    },
    storage: {
      heading: '2. O que guardamos no seu navegador',
      intro:
        'Alguns recursos salvam pequenas informações no armazenamento local do seu navegador, no seu aparelho. Essas informações nunca são enviadas para nós. O site guarda:',
      viewedTrends:
        '**viewedTrends**: quantas vezes você abriu cada relatório de trend, para mostrar “Você já viu esta trend N vezes”.',
      bookmarkedTrends: '**bookmarkedTrends**: a lista dos relatórios de trends que você salvou nos favoritos.',
      votes:
        '**Votos em recursos** (entradas chamadas `vote_` seguidas do tema e do recurso): uma marcação para cada recurso futuro em que você votou, para que você não vote duas vezes no mesmo recurso.',
      consent:
        '**{key}**: sua resposta sobre os cookies de estatísticas (veja abaixo), para que a pergunta apareça só uma vez.',
      outro:
        'Você pode apagar tudo isso quando quiser, limpando os dados deste site nas configurações do navegador. Se o seu navegador bloquear o armazenamento, o site continua funcionando; ele só esquece essas escolhas quando você sai.',
    },
    analytics: {
      heading: '3. Estatísticas',
      intro:
        'Para entender quais páginas ajudam os criadores, o site registra uma visualização de página sempre que você abre uma página ou muda uma busca. Uma visualização de página contém o endereço da página, incluindo qualquer texto de busca que esteja nele (por exemplo, `/search?q=hashtags`), e o título da página.',
      none: 'Esta cópia do site não envia visualizações de página para lugar nenhum: nenhum serviço de estatísticas está configurado, então nenhum script de estatísticas é carregado e nenhum cookie de estatísticas é salvo.',
      google:
        'As visualizações de página são medidas com o Google Analytics, que as recebe junto com as informações técnicas que qualquer site recebe, como o seu endereço IP e o tipo de navegador. Usamos essas estatísticas apenas de forma agregada e nunca para identificar você. Nada é usado para publicidade: os sinais de publicidade do Google ficam sempre desativados.',
      cookiesHeading: 'Cookies e a sua escolha',
      consentAsk:
        'Na sua primeira visita, um aviso na parte de baixo da tela pergunta se o Google Analytics pode salvar cookies (chamados `_ga`) para diferenciar visitas repetidas. Até você aceitar, e se você recusar, as visualizações de página continuam sendo contadas, mas sem cookies. Sua resposta fica guardada no armazenamento local do seu navegador como **{key}**. Você pode mudá-la a qualquer momento em **{cookieSettings}**, no fim de cada página; recusar também remove os cookies de estatísticas já salvos.',
      consentGranted:
        'O Google Analytics salva cookies (chamados `_ga`) para diferenciar visitas repetidas. Para recusá-los, ative o Global Privacy Control no seu navegador, bloqueie os cookies deste site ou apague-os nas configurações do navegador.',
      consentDenied:
        'O Google Analytics recebe a instrução de nunca salvar cookies aqui: as visualizações de página são contadas sem eles.',
      globalPrivacyControl:
        'Se o seu navegador enviar o Global Privacy Control, nós respeitamos: o Google Analytics não salva cookies, independentemente do que tenha sido escolhido antes, e as visualizações de página são contadas sem eles.',
    },
    sections: [
      {
        heading: '4. Formulários',
        blocks: [
          'O formulário de contato e a inscrição na newsletter ainda não estão conectados a nenhum servidor: o que você digita neles não é enviado, guardado nem compartilhado. Se os conectarmos no futuro, vamos atualizar esta política antes.',
        ],
      },
      {
        heading: '5. Busca',
        blocks: [
          'A busca do site funciona inteiramente no seu navegador. O texto que você busca não é enviado para nós, exceto como parte do endereço da página registrado pelas estatísticas, como descrito acima.',
        ],
      },
      {
        heading: '6. Imagens e links de outros sites',
        blocks: [
          'Algumas imagens são carregadas de serviços de hospedagem de imagens de terceiros. Como em qualquer acesso na web, esses serviços recebem o seu endereço IP e informações do navegador. Os links para outros sites seguem as políticas de privacidade desses próprios sites.',
        ],
      },
      {
        heading: '7. Crianças',
        blocks: [
          'O site não é direcionado a crianças menores de 13 anos, e não coletamos intencionalmente informações sobre elas.',
        ],
      },
      {
        heading: '8. Alterações nesta política',
        blocks: [
          'Se o que coletamos mudar, vamos atualizar esta página antes que a mudança entre em vigor. A data no topo desta página mostra quando ela foi atualizada pela última vez.',
        ],
      },
      {
        heading: '9. Contato',
        blocks: ['Dúvidas sobre a sua privacidade? Fale com a gente pela nossa [página de contato](contact).'],
      },
    ],
  },
};
