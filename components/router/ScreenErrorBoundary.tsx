'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failedChunkUrl, recoverFromChunkFailure } from '@/components/pwa/missingChunk';
import { ScreenPending } from './ScreenPending';

interface Props {
  /** The screen's path: its `data-screen` while it shows the problem. */
  path: string;
  children: ReactNode;
}

/**
 * Keeps one screen's failure inside that screen. Without a boundary React unmounts the whole app
 * on an error thrown while drawing (a part whose code a weak signal did not deliver, a bug in one
 * screen): the phone shows a blank page, the tab bar and every other screen gone with it. Here the
 * screen says so and offers a retry and the way back to the market; the other screens, kept tabs
 * included, stay as they were. A missing chunk after a deploy gets the usual single reload.
 */
export class ScreenErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`screen ${this.props.path} failed`, error, info.componentStack);
    if (failedChunkUrl(error) !== undefined) void recoverFromChunkFailure(error);
  }

  private retry = () => this.setState({ error: null });

  render() {
    if (this.state.error !== null) return <ScreenPending path={this.props.path} broken onRetry={this.retry} />;
    return this.props.children;
  }
}
