import { Cpu } from 'lucide-react';
import { siClaude, siCursor, siGooglegemini } from 'simple-icons';

/**
 * Each seeded target's own mark, matched by name (spec section 3); anything else gets the default icon. Brand marks
 * come from simple-icons (the package is CC0; each mark is its owner's trademark, shown only to name that product),
 * imported one by one so the rest of the set never reaches the bundle. Where simple-icons has no mark (OpenAI's
 * were withdrawn, Lovable's is not in the set), a monogram.
 */
const MARKS = {
  chatgpt: { monogram: 'GPT' },
  claude: { path: siClaude.path },
  gemini: { path: siGooglegemini.path },
  lovable: { monogram: 'L' },
  cursor: { path: siCursor.path },
  'gpt-5': { monogram: 'G5' },
} as const satisfies Record<string, { path: string } | { monogram: string }>;

type IconKey = keyof typeof MARKS;
const isIconKey = (key: string): key is IconKey => Object.hasOwn(MARKS, key);

export function iconKey(name: string): IconKey | 'default' {
  const key = name.trim().toLowerCase();
  return isIconKey(key) ? key : 'default';
}

export function TargetIcon({ name, className }: { name: string; className?: string }) {
  const key = iconKey(name);
  if (key === 'default') return <Cpu aria-hidden="true" className={className} data-icon="default" data-mark="default" />;
  const mark: { path: string } | { monogram: string } = MARKS[key];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
      data-icon={key}
      data-mark={'path' in mark ? 'brand' : 'monogram'}
    >
      {'path' in mark ? (
        <path d={mark.path} />
      ) : (
        <text
          x="12"
          y="12"
          dominantBaseline="central"
          textAnchor="middle"
          fontWeight="700"
          fontSize={mark.monogram.length > 2 ? 10 : mark.monogram.length > 1 ? 13 : 18}
          letterSpacing={mark.monogram.length > 2 ? '-0.5' : undefined}
        >
          {mark.monogram}
        </text>
      )}
    </svg>
  );
}
