/**
 * The generic error screen for an island that throws while rendering or hydrating: it replaces only
 * that island, so the header, links and other islands keep working. React itself logs the caught
 * error with console.error (its default onCaughtError), so nothing is logged twice here.
 */
import { Component, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_LIVE_EVENT } from '@/data/islandEvents';
import { ISLAND_ERROR_TEXTS } from '@/data/islandErrorTexts';

interface Props {
  children: ReactNode;
}

class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="card p-6 text-center" data-island-error>
        <h2 className="text-xl font-bold">{ISLAND_ERROR_TEXTS.title}</h2>
        <p className="mt-2 text-muted">{ISLAND_ERROR_TEXTS.message}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => window.location.reload()}>
          {ISLAND_ERROR_TEXTS.reload}
        </button>
      </div>
    );
  }
}

/**
 * `island` wrapped in the boundary: every hydrated island exports itself through this. Once React has
 * committed the island's first render, a marker inside it takes ISLAND_LIVE_ATTRIBUTE and sends
 * ISLAND_LIVE_EVENT, so input made before hydration can be handed over (src/scripts/earlyInput.ts).
 * Both happen in a task of their own: from inside React's effects, the handed-over input would be
 * handled before React had re-rendered with the previous piece of it.
 */
export function withErrorBoundary<P extends object>(island: ComponentType<P>): ComponentType<P> {
  const Island = island;
  function Guarded(props: P) {
    const marker = useRef<HTMLTemplateElement>(null);
    useEffect(() => {
      const announce = setTimeout(() => {
        const element = marker.current;
        if (!element) return;
        // An attribute React never renders, so it survives re-renders: tests and benchmarks wait for it.
        element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
        element.dispatchEvent(new Event(ISLAND_LIVE_EVENT, { bubbles: true }));
      });
      return () => clearTimeout(announce);
    }, []);
    return (
      <>
        {/* Where the island is, to announce it from. A template has no box (client:visible watches the
            island's boxes) and may stand in any parent, lists and tables included. */}
        <template ref={marker} />
        <IslandErrorBoundary>
          <Island {...props} />
        </IslandErrorBoundary>
      </>
    );
  }
  Guarded.displayName = `Guarded(${island.displayName ?? island.name})`;
  return Guarded;
}
