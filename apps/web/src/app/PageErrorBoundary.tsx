import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';
import { resetFailedPages } from './lazyPage';

interface State {
  error: unknown;
}

/**
 * Keeps a page's crash (or its chunk failing to load, spec 000 §8) inside the page
 * area: the menu and header stay usable, and the user may retry or reload.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    resetFailedPages();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <LoadFailure error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
