import { Asterisk, Bot, Cpu, Heart, Hexagon, MousePointer2, Sparkle, type LucideProps } from 'lucide-react';
import { createElement } from 'react';

/** Icons matched by the target's name (spec section 3); anything else gets the default. */
const ICONS = {
  chatgpt: Bot,
  claude: Asterisk,
  gemini: Sparkle,
  lovable: Heart,
  cursor: MousePointer2,
  'gpt-5': Hexagon,
} as const;

type IconKey = keyof typeof ICONS;
const isIconKey = (key: string): key is IconKey => Object.hasOwn(ICONS, key);

export function iconKey(name: string): IconKey | 'default' {
  const key = name.trim().toLowerCase();
  return isIconKey(key) ? key : 'default';
}

export function TargetIcon({ name, className }: { name: string; className?: string }) {
  const key = iconKey(name);
  const props: LucideProps & { 'data-icon': string } = { 'aria-hidden': true, className, 'data-icon': key };
  return createElement(key === 'default' ? Cpu : ICONS[key], props);
}
