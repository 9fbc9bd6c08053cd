// One per page: a crashing page shows this instead of taking the whole site down.
import { Component, type ReactNode } from 'react';

interface State { error: unknown; attempt: number }

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.warn('docc: page crashed:', error);
  }
  render() {
    const { error, attempt } = this.state;
    if (error == null) return <div key={attempt} className="page-boundary">{this.props.children}</div>;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <div className="crash container" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>Try again</button>
        <p className="crash__message">{message}</p>
      </div>
    );
  }
}

/**
 * Around each piece of the site chrome (announcement, navbar, sidebar, footer): if one
 * throws while rendering, that piece disappears and the page and the rest still work;
 * nothing a page contains can unmount the whole app.
 */
export class ChromeBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`docc: the ${this.props.name} crashed:`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
