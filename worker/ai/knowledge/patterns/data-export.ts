import type { FeaturePatternInput } from '../records';

export default {
  id: 'data-export',
  match: [
    'export',
    'csv export',
    'excel export',
    'pdf export',
    'download data',
    'exportieren',
    'datenexport',
    'exportar',
    'exportacion',
    'exporter',
    'exportation',
    'exportacao',
    'baixar dados',
    'descargar datos',
  ],
  description:
    'Download of exactly the data on screen, with its filters, as a file that opens cleanly in Excel or Google Sheets.',
  done: [
    {
      when: 'a person exports a filtered list',
      then: 'produce a file with exactly the filtered rows and visible columns, dates and numbers in a readable format',
    },
    {
      when: 'an export is too large to build within a few seconds',
      then: 'build it in the background and notify the person with a download link',
    },
  ],
  questions: [
    {
      id: 'pattern-export-format',
      category: 'data',
      text: 'Which file format should exports use?',
      options: ['CSV', 'Excel (XLSX)', 'PDF', 'CSV and Excel'],
      recommended: 'CSV and Excel',
      reason: 'CSV feeds other tools; Excel opens with dates, accents and number formats intact for everyone else.',
      impact: 3,
      decision: 'Export format',
      feature: 'data-export',
    },
  ],
} satisfies FeaturePatternInput;
