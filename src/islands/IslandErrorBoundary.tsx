/**
 * The generic error screen for an island that throws while rendering or hydrating: it replaces only
 * that island, so the header, links and other islands keep working. React itself logs the caught
 * error with console.error (its default onCaughtError), so nothing is logged twice here.
 */
import { Component, type ComponentType, type ReactNode } from 'react';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
export const UNEXPECTED_ERROR_MESSAGE = 'This part of the page stopped working. Reloading the page usually fixes it.';
export const UNEXPECTED_ERROR_RELOAD = 'Reload page';

interface Props {
  children: ReactNode;
}

export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="card p-6 text-center" data-island-error>
        <h2 className="text-xl font-bold">{UNEXPECTED_ERROR_TITLE}</h2>
        <p className="mt-2 text-muted">{UNEXPECTED_ERROR_MESSAGE}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => window.location.reload()}>
          {UNEXPECTED_ERROR_RELOAD}
        </button>
      </div>
    );
  }
}

/** `island` wrapped in the boundary: every hydrated island exports itself through this. */
export function withErrorBoundary<P extends object>(island: ComponentType<P>): ComponentType<P> {
  const Island = island;
  function Guarded(props: P) {
    return (
      <IslandErrorBoundary>
        <Island {...props} />
      </IslandErrorBoundary>
    );
  }
  Guarded.displayName = `Guarded(${island.displayName ?? island.name})`;
  return Guarded;
}
