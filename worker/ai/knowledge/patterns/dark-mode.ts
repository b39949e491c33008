import type { FeaturePatternInput } from '../records';

export default {
  id: 'dark-mode',
  match: [
    'dark mode',
    'dark theme',
    'night mode',
    'light and dark',
    'dunkelmodus',
    'dunkles design',
    'nachtmodus',
    'modo oscuro',
    'tema oscuro',
    'mode sombre',
    'theme sombre',
    'mode nuit',
    'modo escuro',
    'tema escuro',
  ],
  description: 'A dark theme that follows the device setting by default, with a manual switch that is remembered.',
  done: [
    { when: 'the device is set to dark mode', then: 'load the dark theme on first paint, without a flash of the light one' },
    { when: 'a person switches the theme by hand', then: 'remember the choice on that device and for their account' },
  ],
  questions: [],
} satisfies FeaturePatternInput;
