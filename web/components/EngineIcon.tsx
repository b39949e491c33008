import { Asterisk, Bot, Cpu, Heart, Hexagon, MousePointer2, Sparkle, type LucideProps } from 'lucide-react';
import { createElement } from 'react';

/** Icons matched by engine name (spec section 3); anything else gets the default. */
const ICONS = {
  chatgpt: Bot,
  claude: Asterisk,
  gemini: Sparkle,
  lovable: Heart,
  cursor: MousePointer2,
  'gpt-5': Hexagon,
} as const;

export function iconKey(name: string): keyof typeof ICONS | 'default' {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(ICONS, key) ? (key as keyof typeof ICONS) : 'default';
}

export function EngineIcon({ name, className }: { name: string; className?: string }) {
  const key = iconKey(name);
  const props: LucideProps & { 'data-icon': string } = { 'aria-hidden': true, className, 'data-icon': key };
  return createElement(key === 'default' ? Cpu : ICONS[key], props);
}
