import { Link } from 'wouter';

export function Footer() {
  return (
    <footer className="border-t border-zinc-200 bg-white/60">
      <div className="container-page flex flex-col items-center justify-between gap-2 py-6 text-sm text-zinc-600 sm:flex-row">
        {/* Prerendered with the build's year; the browser's own year replaces it if a new one has begun. */}
        <span suppressHydrationWarning>© {new Date().getFullYear()} prompt.qordinate</span>
        <Link
          href="/privacy"
          className="inline-flex min-h-11 items-center underline-offset-4 hover:text-zinc-900 hover:underline"
        >
          Privacy Policy
        </Link>
      </div>
    </footer>
  );
}
