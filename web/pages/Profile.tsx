import { Download, LogOut, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useLocation } from 'wouter';
import { ConnectionsPanel } from '@/components/agents/ConnectionsPanel';
import { Avatar } from '@/components/Avatar';
import { EmailText } from '@/components/EmailText';
import { HistoryList } from '@/components/HistoryList';
import { ProfileForm } from '@/components/ProfileForm';
import { SubscriptionSummary } from '@/components/SubscriptionSummary';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { deleteAccount, downloadExport, formatDay, revokeAllSessions, usePromptHistory } from '@/lib/account';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { ME_KEY, PROMPTS_KEY } from '@/lib/keys';
import { displayName } from '@/lib/names';

export default function Profile() {
  const { user, refresh, endSession } = useAuth();
  const { error: profileError } = useSWR(ME_KEY);
  const { data: history, error: historyError, isLoading: historyLoading } = usePromptHistory();
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (profileError) toast.error('Failed to load profile');
  }, [profileError]);
  useEffect(() => {
    if (historyError) toast.error('Failed to load prompt history');
  }, [historyError]);

  if (!user) return null;
  const { profile, subscription } = user;
  const name = displayName(profile);

  async function exportData() {
    try {
      await downloadExport();
      toast.success('Your data has been downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export your data. Please try again.'));
    }
  }

  async function removeAccount() {
    setBusy(true);
    try {
      await endSession(deleteAccount);
      setConfirmDelete(false);
      toast.success('Your account and all its data have been deleted', { next: true });
      navigate('/');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete your account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await endSession(revokeAllSessions);
      toast.success('You have been signed out on every device', { next: true });
      navigate('/');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not sign out everywhere. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-4xl space-y-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Profile &amp; History</h1>

      <Panel
        title="Profile information"
        action={
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit profile
            </Button>
          )
        }
      >
        {editing ? (
          <ProfileForm
            profile={profile}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void refresh();
            }}
          />
        ) : (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <Avatar name={name ?? profile.email} src={profile.avatar_url} size="lg" />
            <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              <div>
                <dt className="text-xs font-medium text-zinc-600">Name</dt>
                <dd className="font-medium" data-testid="profile-name">
                  {name ?? 'Not set'}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-zinc-600">Email</dt>
                <dd className="font-medium" data-testid="profile-email">
                  <EmailText email={profile.email} />
                </dd>
              </div>
              {profile.date_of_birth && (
                <div>
                  <dt className="text-xs font-medium text-zinc-600">Date of birth</dt>
                  <dd className="font-medium" data-testid="profile-dob">
                    {formatDay(profile.date_of_birth)}
                  </dd>
                </div>
              )}
              {profile.mobile_number && (
                <div>
                  <dt className="text-xs font-medium text-zinc-600">Mobile</dt>
                  <dd className="font-medium" data-testid="profile-mobile">
                    {[profile.mobile_country_code, profile.mobile_number].filter(Boolean).join(' ')}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        )}
      </Panel>

      <Panel
        title="Subscription"
        action={
          <Link
            href="/subscription"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Manage subscription
          </Link>
        }
      >
        <SubscriptionSummary subscription={subscription} />
      </Panel>

      <Panel title="Prompt History">
        {historyLoading ? (
          <p role="status" className="text-zinc-600">
            Loading your prompts…
          </p>
        ) : historyError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-zinc-600">Your prompt history could not be loaded.</p>
            <Button variant="secondary" onClick={() => void mutate(PROMPTS_KEY)}>
              Try again
            </Button>
          </div>
        ) : history && history.length > 0 ? (
          <HistoryList entries={history} />
        ) : (
          <div className="flex flex-col items-center py-8 text-center">
            <p className="text-zinc-600">No prompts generated yet</p>
            <Link
              href="/"
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Plus aria-hidden="true" className="size-4" />
              Create Your First Prompt
            </Link>
          </div>
        )}
      </Panel>

      <ConnectionsPanel />

      <Panel title="Sessions">
        <p className="text-sm text-zinc-600">
          Signed in on a device you no longer use, or lost one? Signing out everywhere ends every session of this account, this
          one included, and disconnects every coding agent.
        </p>
        <div className="mt-4">
          <Button variant="secondary" onClick={signOutEverywhere} disabled={busy}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out everywhere
          </Button>
        </div>
      </Panel>

      <Panel title="Your data">
        <p className="text-sm text-zinc-600">
          Download everything we store about you, or delete your account and all its data. See our{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={exportData}>
            <Download aria-hidden="true" className="size-4" />
            Export my data
          </Button>
          {/* Quiet until confirmed: the dialog's button is the heavy one. */}
          <Button variant="danger-quiet" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my account
          </Button>
        </div>
      </Panel>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete your account?"
        description="This permanently deletes, and cannot be undone:"
        confirm="Delete my account permanently"
        confirming="Deleting…"
        busy={busy}
        onConfirm={removeAccount}
      >
        <ul className="list-disc space-y-1 pl-6 text-sm text-zinc-700">
          <li>your profile ({profile.email})</li>
          <li>your roles</li>
          <li>your subscription and its usage</li>
          <li>your whole prompt history, with its task progress</li>
          <li>your connected coding agents</li>
        </ul>
        <p className="mt-3 text-sm text-zinc-600">
          You will be signed out. Signing in again later starts a fresh account, though the prompts used in this quota period
          still count.
        </p>
      </ConfirmDialog>
    </div>
  );
}
