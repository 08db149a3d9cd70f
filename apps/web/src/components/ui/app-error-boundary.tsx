import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@/lib/error-reporting';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches render errors outside the router (providers) and reports them. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(
      Object.assign(error, { stack: `${error.stack ?? ''}${info.componentStack ?? ''}` }),
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
