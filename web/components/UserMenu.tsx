import { CreditCard, LayoutDashboard, LogOut, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@/lib/auth';
import { confirmLeave } from '@/lib/leave-guard';
import { displayName } from '@/lib/names';
import { Avatar } from './Avatar';

function Item({ onSelect, icon, children }: { onSelect: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-zinc-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** The signed-in user's avatar menu (loaded only for signed-in users). */
export default function UserMenu() {
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  if (!user) return null;
  const name = displayName(user.profile) ?? user.profile.email;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex size-11 items-center justify-center rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200">
        <span className="sr-only">Account menu</span>
        <Avatar name={name} src={user.profile.avatar_url} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-medium text-zinc-900">{name}</span>
            <span className="block truncate text-xs text-zinc-600">{user.profile.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200" />
          <Item onSelect={() => confirmLeave() && navigate('/profile')} icon={<User aria-hidden="true" className="size-4" />}>
            Profile &amp; History
          </Item>
          <Item
            onSelect={() => confirmLeave() && navigate('/subscription')}
            icon={<CreditCard aria-hidden="true" className="size-4" />}
          >
            Subscription
          </Item>
          {user.isAdmin && (
            <Item
              onSelect={() => confirmLeave() && navigate('/admin')}
              icon={<LayoutDashboard aria-hidden="true" className="size-4" />}
            >
              Admin Dashboard
            </Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200" />
          <Item
            onSelect={() => {
              if (confirmLeave()) void signOut().then(() => navigate('/'));
            }}
            icon={<LogOut aria-hidden="true" className="size-4" />}
          >
            Logout
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
