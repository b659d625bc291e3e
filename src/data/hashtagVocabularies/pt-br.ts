/**
 * The hashtag generator's Brazilian Portuguese vocabulary: the hashtags Brazilian TikTok uses (#paravocê
 * and #pravocê sit beside #fyp and #foryou), with the accents people type, often both with and without
 * them (#paravocê and #paravoce are separate hashtags on the platform); and Portuguese stop words with and
 * without their accents (both are typed).
 */
import type { HashtagVocabulary } from '../hashtagVocabulary';

// Word lists read best wrapped like prose, not one entry per line. No country tags (#tiktokbrasil and
// the like) in the trending pool: it tops up every mix, whatever the video is about.
// prettier-ignore
const pools: HashtagVocabulary['pools'] = {
  trending: [
    '#fyp', '#foryou', '#foryoupage', '#fy', '#fypage', '#foryourpage', '#paravocê', '#paravoce', '#pravocê',
    '#pravoce', '#viral', '#viralvideo', '#videoviral', '#viralizou', '#viraliza', '#viraltiktok',
    '#tiktokviral', '#tiktok', '#trend', '#trends', '#trending', '#emalta', '#tendencia', '#tendência',
    '#xyzbca', '#explore', '#desafio', '#dueto', '#challenge', '#capcut', '#engajamento',
    '#criadordeconteudo', '#aprendanotiktok', '#tiktokmefezcomprar',
  ],
  general: [
    '#diaadia', '#rotina', '#dicas', '#dica', '#humor', '#pov', '#storytime', '#motivação', '#motivacao',
    '#inspiração', '#umdianaminhavida', '#boasvibes', '#amor', '#felicidade', '#fimdesemana', '#lifehacks',
    '#comofazer', '#tutorial', '#bastidores', '#curiosidades', '#vibes', '#vida',
  ],
  beauty: [
    '#beleza', '#maquiagem', '#make', '#makeup', '#skincare', '#cuidadoscomapele', '#rotinadeskincare',
    '#tutorialdemaquiagem', '#maquiagemnatural', '#grwm', '#arrumesecomigo', '#dicasdebeleza', '#unhas',
    '#unhasdecoradas', '#cabelo', '#cabelocacheado', '#cachos', '#cronogramacapilar', '#maquiadora',
    '#autocuidado', '#batom', '#delineado',
  ],
  fashion: [
    '#moda', '#look', '#looks', '#lookdodia', '#outfit', '#ootd', '#estilo', '#modafeminina',
    '#modamasculina', '#tendenciasdemoda', '#roupas', '#brechó', '#brecho', '#provador', '#provandoroupas',
    '#haul', '#guardaroupacapsula', '#modasustentavel', '#vintage', '#aesthetic', '#estilopessoal',
    '#dicasdemoda', '#inspiracaodelook', '#modaplussize',
  ],
  fitness: [
    '#fitness', '#academia', '#treino', '#treinoemcasa', '#gym', '#gymtok', '#musculação', '#musculacao',
    '#maromba', '#foco', '#projetoverao', '#emagrecimento', '#emagrecer', '#vidasaudavel', '#saude',
    '#treinodeperna', '#personaltrainer', '#corrida', '#cardio', '#yoga', '#pilates', '#abdomen',
    '#hipertrofia',
  ],
  food: [
    '#receitas', '#receita', '#comida', '#culinária', '#culinaria', '#receitasfaceis', '#receitafacil',
    '#receitasaudavel', '#comidacaseira', '#sobremesa', '#doces', '#confeitaria', '#bolo', '#jantar',
    '#almoço', '#cafedamanha', '#receitasrapidas', '#airfryer', '#vegano', '#gastronomia', '#lanche',
    '#foodtiktok', '#foodtok', '#foodie',
  ],
  travel: [
    '#viagem', '#viagens', '#viajar', '#turismo', '#viajante', '#férias', '#ferias', '#aventura',
    '#dicasdeviagem', '#roteiro', '#roteirodeviagem', '#lugaresincriveis', '#mochilão', '#mochilao',
    '#viajarsozinha', '#praia', '#trilha', '#vlogdeviagem', '#viagembarata', '#destinos', '#batevolta',
    '#traveltok',
  ],
  comedy: [
    '#humor', '#comedia', '#comédia', '#memes', '#meme', '#engraçado', '#engracado', '#videosengraçados',
    '#piada', '#piadas', '#pegadinha', '#esquete', '#paródia', '#parodia', '#kkkk', '#kkkkk', '#risadas',
    '#zoeira', '#standup', '#humorbrasileiro', '#cringe', '#ironia', '#dublagem',
  ],
  educational: [
    '#aprendanotiktok', '#educação', '#educacao', '#vocesabia', '#vocêsabia', '#curiosidades', '#fatos',
    '#aprender', '#ciência', '#ciencia', '#história', '#historia', '#dicasdeestudo', '#estudos',
    '#estudecomigo', '#professor', '#professora', '#conhecimento', '#matematica', '#enem', '#concurseiro',
    '#inglês', '#ingles', '#tutorial',
  ],
  dance: [
    '#dança', '#danca', '#dancinha', '#dancinhas', '#dançando', '#desafiodedança', '#coreografia',
    '#tutorialdedança', '#bailarina', '#dançarino', '#dance', '#dancechallenge', '#funk', '#bregafunk',
    '#passinho', '#forró', '#forro', '#sertanejo', '#axé', '#pagode', '#frevo', '#zumba', '#kpopdance',
    '#hiphop', '#ballet',
  ],
  gaming: [
    '#gaming', '#gamer', '#games', '#jogos', '#videogame', '#gameplay', '#freefire', '#minecraft', '#roblox',
    '#fortnite', '#gta', '#valorant', '#lol', '#streamer', '#twitch', '#pcgamer', '#ps5', '#xbox',
    '#nintendo', '#setupgamer', '#callofduty', '#esports', '#clipes', '#jogosmobile',
  ],
  business: [
    '#empreendedorismo', '#empreendedor', '#empreendedora', '#empreender', '#negócios', '#negocios',
    '#marketing', '#marketingdigital', '#pequenonegocio', '#pequenosnegocios', '#finanças', '#financas',
    '#financaspessoais', '#educacaofinanceira', '#dinheiro', '#investimentos', '#investir', '#rendaextra',
    '#rendapassiva', '#sucesso', '#vendas', '#vendasonline', '#ideiasdenegocio', '#mei',
  ],
  tech: [
    '#tecnologia', '#tech', '#gadgets', '#apple', '#iphone', '#android', '#samsung', '#ia',
    '#inteligenciaartificial', '#chatgpt', '#programação', '#programacao', '#programador',
    '#dicasdetecnologia', '#dicasdecelular', '#dicasiphone', '#review', '#unboxing', '#celular',
    '#smartphone', '#computador', '#inovação', '#setup',
  ],
  lifestyle: [
    '#estilodevida', '#umdianaminhavida', '#rotina', '#rotinamatinal', '#rotinadamanha', '#rotinanoturna',
    '#autocuidado', '#produtividade', '#bemestar', '#decoração', '#decoracao', '#limpeza', '#faxina',
    '#organização', '#organizacao', '#casaorganizada', '#minimalismo', '#vlog', '#mentalidade',
    '#habitossaudaveis', '#casa', '#vidaadulta', '#slowliving',
  ],
  sports: [
    '#esportes', '#esporte', '#futebol', '#futebolbrasileiro', '#brasileirão', '#brasileirao',
    '#libertadores', '#futsal', '#basquete', '#nba', '#vôlei', '#volei', '#atleta', '#treino', '#golaço',
    '#gols', '#tênis', '#tenis', '#mma', '#ufc', '#jiujitsu', '#f1', '#formula1', '#corrida', '#skate',
    '#surf',
  ],
  music: [
    '#música', '#musica', '#músico', '#musico', '#cantor', '#cantora', '#cantando', '#cover', '#musicanova',
    '#compositor', '#violão', '#violao', '#piano', '#produtormusical', '#rap', '#trap', '#funk', '#sertanejo',
    '#pagode', '#samba', '#mpb', '#banda', '#bateria', '#voz', '#beats', '#aovivo', '#artistaindependente',
    '#spotify',
  ],
  art: [
    '#arte', '#artista', '#desenho', '#desenhando', '#desenhar', '#pintura', '#artedigital',
    '#desenhodigital', '#rascunho', '#esboço', '#ilustração', '#ilustracao', '#procreate',
    '#processocriativo', '#aquarela', '#pinturaaoleo', '#pinturaacrilica', '#sketchbook', '#retrato',
    '#animação', '#animacao', '#artistaemergente', '#desafiodearte', '#arttok',
  ],
  books: [
    '#booktok', '#booktokbrasil', '#livros', '#livro', '#ler', '#leitura', '#leituras', '#dicasdelivros',
    '#indicacaodelivros', '#leitora', '#leitor', '#resenha', '#resenhadelivro', '#livrosrecomendados',
    '#fantasia', '#romance', '#clubedolivro', '#lendo', '#metadeleitura', '#estante', '#tbr', '#biblioteca',
    '#bookhaul', '#booktoker',
  ],
  pets: [
    '#pets', '#pet', '#cachorro', '#cachorros', '#cachorrinho', '#doguinho', '#gato', '#gatos', '#gatinho',
    '#gatinhos', '#filhote', '#caramelo', '#viralata', '#adestramento', '#animais', '#petsdotiktok',
    '#gatosdotiktok', '#adote', '#adotenãocompre', '#adotenaocompre', '#resgate', '#petlovers', '#fofura',
    '#miau',
  ],
  diy: [
    '#diy', '#façavocêmesmo', '#facavocemesmo', '#artesanato', '#comofazer', '#ideias', '#ideiascriativas',
    '#reciclagem', '#upcycling', '#feitoamão', '#feitoamao', '#marcenaria', '#reforma', '#antesedepois',
    '#transformação', '#customização', '#customizacao', '#costura', '#crochê', '#croche', '#dicasdecasa',
    '#gambiarra',
  ],
  parenting: [
    '#maternidade', '#maternidadereal', '#paternidade', '#paternidadeativa', '#maedeprimeiraviagem',
    '#mãedeprimeiraviagem', '#vidademãe', '#vidademae', '#criacaodefilhos', '#disciplinapositiva', '#bebê',
    '#bebe', '#bebes', '#gravidez', '#gestante', '#filhos', '#família', '#familia', '#crianças', '#criancas',
    '#dicasdemae', '#momlife', '#tempoemfamilia',
  ],
};

// prettier-ignore
const stopWords: HashtagVocabulary['stopWords'] = new Set([
  'acerca', 'agora', 'ainda', 'além', 'alem', 'algo', 'alguém', 'alguem', 'algum', 'alguma', 'algumas',
  'alguns', 'ante', 'antes', 'aonde', 'apenas', 'após', 'apos', 'aqui', 'aquela', 'aquelas', 'aquele',
  'aqueles', 'aquilo', 'assim', 'através', 'atraves', 'bastante', 'cada', 'coisa', 'coisas', 'como', 'contra',
  'contudo', 'cuja', 'cujo', 'daquela', 'daquele', 'daqui', 'dela', 'delas', 'dele', 'deles', 'depois',
  'desde', 'dessa', 'dessas', 'desse', 'desses', 'desta', 'deste', 'destes', 'disso', 'disto', 'durante',
  'elas', 'eles', 'embora', 'enquanto', 'então', 'entao', 'entre', 'essa', 'essas', 'esse', 'esses', 'esta',
  'está', 'estamos', 'estão', 'estao', 'estar', 'estas', 'estás', 'estava', 'estavam', 'este', 'estes',
  'estou', 'fazem', 'fazer', 'fazendo', 'feito', 'foram', 'isso', 'isto', 'lhes', 'mais', 'mesma', 'mesmas',
  'mesmo', 'mesmos', 'meus', 'minha', 'minhas', 'mostra', 'mostro', 'muita', 'muitas', 'muito', 'muitos',
  'nada', 'naquela', 'naquele', 'nela', 'nelas', 'nele', 'neles', 'nessa', 'nesse', 'nesta', 'neste',
  'ninguém', 'ninguem', 'nossa', 'nossas', 'nosso', 'nossos', 'numa', 'nunca', 'onde', 'outra', 'outras',
  'outro', 'outros', 'para', 'pela', 'pelas', 'pelo', 'pelos', 'pode', 'podem', 'poder', 'pois', 'porém',
  'porem', 'porque', 'porquê', 'pouco', 'pras', 'pros', 'quais', 'qual', 'quando', 'quanto', 'quase', 'quem',
  'quer', 'quero', 'sabe', 'seja', 'sejam', 'sempre', 'sendo', 'será', 'sera', 'seus', 'sobre', 'somos',
  'suas', 'também', 'tambem', 'tanta', 'tantas', 'tanto', 'tantos', 'temos', 'tenho', 'tinha', 'toda',
  'todas', 'todo', 'todos', 'tudo', 'umas', 'vamos', 'vezes', 'você', 'voce', 'vocês', 'voces',
]);

export const HASHTAG_VOCABULARY: HashtagVocabulary = { pools, stopWords };
