/**
 * As “Buscas relacionadas” em português do Brasil, grupo a grupo como em inglês: as palavras-chave são o
 * começo das palavras que a pessoa digita (sem acento: a busca compara sem acentos), e os termos são buscas
 * em português que acham páginas em português (os guias traduzidos, as trends e as páginas das ferramentas).
 */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';

export const searchTerms: Dictionary['searchTerms'] = {
  byKeyword: [
    { keyword: 'crescimento', terms: ['algoritmo', 'hashtags', 'estatísticas', 'ideias'] },
    { keyword: 'cresc', terms: ['crescimento', 'algoritmo', 'hashtags', 'estatísticas'] },
    { keyword: 'seguidor', terms: ['crescimento', 'algoritmo', 'estatísticas', 'hashtags'] },
    { keyword: 'algoritmo', terms: ['crescimento', 'hashtags', 'viral', 'estatísticas'] },
    { keyword: 'viral', terms: ['trends', 'algoritmo', 'edição', 'ideias'] },
    { keyword: 'trend', terms: ['viral', 'ideias', 'hashtags', 'edição'] },
    {
      keyword: 'monetiz',
      terms: ['fundo de criadores', 'parcerias com marcas', 'calculadora de ganhos', 'estatísticas'],
    },
    {
      keyword: 'dinheiro',
      terms: ['monetização', 'fundo de criadores', 'parcerias com marcas', 'calculadora de ganhos'],
    },
    {
      keyword: 'ganh',
      terms: ['monetização', 'fundo de criadores', 'parcerias com marcas', 'calculadora de ganhos'],
    },
    { keyword: 'marca', terms: ['monetização', 'fundo de criadores', 'estatísticas', 'crescimento'] },
    { keyword: 'criador', terms: ['monetização', 'parcerias com marcas', 'crescimento', 'estatísticas'] },
    { keyword: 'fundo', terms: ['fundo de criadores', 'monetização', 'parcerias com marcas', 'estatísticas'] },
    { keyword: 'edicao', terms: ['ideias', 'viral', 'trends', 'algoritmo'] },
    { keyword: 'edit', terms: ['edição', 'ideias', 'viral', 'trends'] },
    { keyword: 'video', terms: ['edição', 'ideias', 'viral', 'algoritmo'] },
    { keyword: 'hashtag', terms: ['gerador de hashtags', 'algoritmo', 'crescimento', 'trends'] },
    { keyword: 'conteudo', terms: ['ideias', 'edição', 'trends', 'viral'] },
    { keyword: 'ideia', terms: ['trends', 'edição', 'viral', 'crescimento'] },
    { keyword: 'estatistica', terms: ['crescimento', 'algoritmo', 'monetização', 'hashtags'] },
    { keyword: 'seguranca', terms: ['algoritmo', 'crescimento', 'parcerias com marcas', 'estatísticas'] },
    {
      keyword: 'ferramenta',
      terms: ['gerador de hashtags', 'calculadora de ganhos', 'hashtags', 'monetização'],
    },
    {
      keyword: 'calculadora',
      terms: ['calculadora de ganhos', 'monetização', 'fundo de criadores', 'parcerias com marcas'],
    },
    { keyword: 'gerador', terms: ['gerador de hashtags', 'hashtags', 'crescimento', 'trends'] },
  ],
  fallback: layout.footer.searchTerms,
};
