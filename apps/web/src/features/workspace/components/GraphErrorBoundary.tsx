import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface Props {
  title: string;
  children: ReactNode;
}

/** One failing graph must not take the workspace down: it shows a notice and can retry. */
export class GraphErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Graph "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={`${this.props.title || 'This graph'} could not be drawn`}>
        {this.state.error.message}
        <Button size="xs" variant="light" color="red" ml="md" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </Alert>
    );
  }
}
