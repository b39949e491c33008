import type { ReactNode } from 'react';
import { QUOTA_RETENTION_NOTE } from '../../common/privacy';

export const PRIVACY_LAST_UPDATED = 'November 27, 2026';
export const SUPPORT_EMAIL = 'support@qordinate.com';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-zinc-700">{children}</div>
    </section>
  );
}

export default function Privacy() {
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-zinc-600">Last updated: {PRIVACY_LAST_UPDATED}</p>
      <p className="mt-6 leading-relaxed text-zinc-700">
        prompt.qordinate helps you turn an idea into a build prompt for an AI engine. This policy explains what we collect, why,
        how we keep it safe and the rights you have over it.
      </p>

      <Section title="1. Data we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Google account information:</strong> when you sign in with Google we receive your name, email address and
            profile picture.
          </li>
          <li>
            <strong>Project information:</strong> the descriptions you type, the engine you choose, the features you select, your
            answers to our questions and the prompts we generate for you.
          </li>
          <li>
            <strong>Codebases you bring:</strong> when you start from an existing app, we read only what describes it: the names
            of its files and folders, its manifests (such as package.json) and lockfile names, the configuration files that name
            its tools, its README, its instructions for coding agents (AGENTS.md, CLAUDE.md, Cursor rules) and its schema or
            migration files. A folder or .zip you drop is read in your browser and only those files leave it; a public GitHub
            repository is read the same way by our server. Your source code is never read or sent.
          </li>
          <li>
            <strong>Usage data:</strong> how many prompts you have generated in the current period, your plan, and when your
            account and prompts were created.
          </li>
        </ul>
      </Section>

      <Section title="2. How we use Google user data">
        <p>We use the data we receive from Google only to:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>authenticate you and keep you signed in;</li>
          <li>display your account (name and picture) in the app;</li>
          <li>send you service emails about your account and plan.</li>
        </ul>
        <p>We do not use it for advertising, and we do not use it to train AI models.</p>
      </Section>

      <Section title="3. How we store and protect your data">
        <p data-testid="codebase-retention">
          From a codebase we keep only its profile, with the prompt it was used for: its languages, frameworks and package
          manager, its commands, its folders, the names of its tables, and the text of its agent files so the files we write can
          merge with them. The files we read are not stored, nor is a pasted manifest: they are used once to make the profile. The
          profile is in your data export and is deleted with the prompt or your account.
        </p>
        <p>
          Your data is stored securely with encryption in transit and at rest. Access follows row-level security: every read and
          write is checked on our server against your account, so you can only ever see your own rows, and only administrators can
          change plans.
        </p>
      </Section>

      <Section title="4. We do not sell your data">
        <p>We never sell, rent or trade your personal data to anyone.</p>
      </Section>

      <Section title="5. How long we keep it">
        <p>
          We keep your data while your account is active. When you delete your account, your profile, roles, subscription and
          prompt history are deleted.
        </p>
        <p data-testid="quota-retention">{QUOTA_RETENTION_NOTE}</p>
      </Section>

      <Section title="6. Your rights">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Access:</strong> see your profile and history at any time, and download everything we store about you from
            your profile page.
          </li>
          <li>
            <strong>Correct:</strong> edit your profile details from your profile page.
          </li>
          <li>
            <strong>Delete:</strong> delete your account and all its data from your profile page.
          </li>
          <li>
            <strong>Revoke:</strong> revoke our access to your Google account at any time from your Google account's security
            settings, and sign out of the app.
          </li>
        </ul>
      </Section>

      <Section title="7. Contact">
        <p>
          Questions or requests about your data? Contact our support team at{' '}
          <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </Section>
    </article>
  );
}
