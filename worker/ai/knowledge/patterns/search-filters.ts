import type { FeaturePatternInput } from '../records';

export default {
  id: 'search-filters',
  match: [
    'search',
    'filter',
    'filters',
    'find',
    'lookup',
    'browse',
    'suche',
    'suchen',
    'filtern',
    'busqueda',
    'buscador',
    'filtro',
    'recherche',
    'filtre',
    'busca',
    'pesquisa',
  ],
  description: 'Fast search with filters and sorting that forgives typos and accents, with the current search kept in the URL.',
  done: [
    {
      when: 'a person types a query',
      then: 'show ranked matches within a second, ignoring case and accents and tolerating small typos',
    },
    { when: 'a search or filter combination finds nothing', then: 'say so and offer to remove the last filter' },
  ],
  questions: [
    {
      id: 'pattern-search-scale',
      category: 'performance',
      text: 'How many items will people search through?',
      options: ['Hundreds', 'Thousands to tens of thousands', 'Millions'],
      recommended: 'Thousands to tens of thousands',
      reason: 'Database full-text search handles tens of thousands well; a separate search engine only pays off beyond that.',
      impact: 4,
      decision: 'Search volume',
      feature: 'search-filters',
      says: {
        Hundreds: 'Search and filter in the database with simple indexed queries.',
        'Thousands to tens of thousands':
          'Use the database’s full-text search (for example PostgreSQL tsvector with unaccent and trigram indexes).',
        Millions:
          'Index the items in a search engine such as Meilisearch, Typesense or OpenSearch, kept in sync on every change.',
      },
    },
  ],
} satisfies FeaturePatternInput;
