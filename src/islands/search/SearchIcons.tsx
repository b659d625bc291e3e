/** Small inline icons of the search page: one per result kind, and the loading spinner. */
import type { SearchIcon } from '../../lib/search/resultCard';

const PATHS: Record<SearchIcon, string> = {
  // An open book.
  tutorial: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H12v16H6.5A2.5 2.5 0 0 0 4 21.5v-16ZM20 5.5A2.5 2.5 0 0 0 17.5 3H12v16h5.5a2.5 2.5 0 0 1 2.5 2.5v-16Z',
  // A rising line with an arrow head.
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  // A calculator body, screen and keys.
  calculator: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01',
  // A hash sign.
  hash: 'M4 9h16M4 15h16M10 3 8 21M16 3l-2 18',
  // A wrench.
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6Z',
};

export function ResultIcon({ icon, className = 'size-4' }: { icon: SearchIcon; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={PATHS[icon]} />
    </svg>
  );
}

export function MagnifierIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function Spinner() {
  return <span aria-hidden="true" className="inline-block size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" />;
}
