import type { FeaturePatternInput } from '../records';

export default {
  id: 'data-import',
  match: [
    'import',
    'csv import',
    'bulk upload',
    'spreadsheet import',
    'migration',
    'importieren',
    'datenimport',
    'importar',
    'importacion',
    'importer',
    'importation',
    'importacao',
    'carga masiva',
    'migracao de dados',
  ],
  description: 'Upload of a spreadsheet with column mapping and a preview; errors are reported per row before anything is saved.',
  done: [
    {
      when: 'a person uploads a spreadsheet',
      then: 'suggest a mapping of its columns to fields and show a preview of the first rows',
    },
    {
      when: 'some rows are invalid',
      then: 'list each invalid row with its reason and import nothing until the person fixes them or chooses to skip them',
    },
    { when: 'the same file is imported twice', then: 'update the matching records instead of creating duplicates' },
  ],
  questions: [
    {
      id: 'pattern-import-duplicates',
      category: 'edge-cases',
      text: 'What should happen to imported rows that match records already there?',
      options: ['Update the existing records', 'Skip them and report them', 'Ask on each import'],
      recommended: 'Update the existing records',
      reason: 'Matching on a key such as email or SKU lets people fix data by re-importing, without duplicates.',
      impact: 4,
      decision: 'Duplicates on import',
      feature: 'data-import',
    },
  ],
} satisfies FeaturePatternInput;
