import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { announce } from './announce';
import { Button } from './Button';
import './Toast.css';

/** Toasts close by themselves after this long (spec §9). */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastOptions {
  tone?: 'neutral' | 'error';
  /** Milliseconds before it closes by itself; default 5 s. */
  timeout?: number;
}

interface ToastItem {
  key: number;
  /** Text, or text with a link (`ToastLink`) formatted by react-intl. */
  text: ReactNode;
  tone: 'neutral' | 'error';
  timeout: number;
}

const m = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  close: { id: 'ui.toast.close', defaultMessage: 'Close notification' },
});

/** The one toast queue of the app (state outside components; newest first). */
class ToastQueue {
  private items: ToastItem[] = [];
  private listeners = new Set<() => void>();
  private nextKey = 1;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.items;

  add(text: ReactNode, options: ToastOptions = {}): number {
    const key = this.nextKey++;
    this.items = [{ key, text, tone: options.tone ?? 'neutral', timeout: options.timeout ?? TOAST_TIMEOUT_MS }, ...this.items];
    this.emit();
    return key;
  }

  close(key: number) {
    const next = this.items.filter((t) => t.key !== key);
    if (next.length === this.items.length) return;
    this.items = next;
    this.emit();
  }

  clear() {
    this.items = [];
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export const toastQueue = new ToastQueue();

/** Shows toasts: `const toast = useToast(); toast.show('Preparing download...')`. */
export function useToast() {
  return {
    show: (text: ReactNode, options?: ToastOptions) => toastQueue.add(text, options),
    close: (key: number) => toastQueue.close(key),
  };
}

export interface ToastLinkProps {
  /** The target path (already carrying the query string to keep). */
  href: string;
  /** Moves there client-side (toasts render outside the router, so the caller passes its `navigate`). */
  onNavigate: () => void;
  children: ReactNode;
}

/**
 * A link inside a toast text, e.g. 'Photos copied to {albumLink}'. A plain click navigates client-side; a modified
 * click (new tab, ...) is left to the browser.
 */
export function ToastLink({ href, onNavigate, children }: ToastLinkProps) {
  return (
    <a
      className="ui-toast__link"
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </a>
  );
}

/** The toasts already announced (an effect may run twice for one toast: React's StrictMode). */
const announced = new Set<number>();

/** A toast: its text is announced once through the app's live region as it appears (errors assertively). */
function ToastView({ toast }: { toast: ToastItem }) {
  const intl = useIntl();
  const text = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (announced.has(toast.key)) return;
    announced.add(toast.key);
    announce(text.current?.textContent ?? '', toast.tone === 'error' ? 'assertive' : 'polite');
  }, [toast.key, toast.tone]);
  useEffect(() => {
    const timer = window.setTimeout(() => toastQueue.close(toast.key), toast.timeout);
    return () => window.clearTimeout(timer);
  }, [toast.key, toast.timeout]);
  return (
    <div className={`ui-toast ui-toast--${toast.tone}`} data-testid="toast">
      <span ref={text} className="ui-toast__text">{toast.text}</span>
      <Button variant="quiet" className="ui-toast__close" aria-label={intl.formatMessage(m.close)} onPress={() => toastQueue.close(toast.key)}>
        <span className="sign-close" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Where toasts appear: top centre, dark, newest on top. Render once near the root. */
export function ToastRegion() {
  const intl = useIntl();
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.getSnapshot, toastQueue.getSnapshot);
  return (
    <section className="ui-toast-region" aria-label={intl.formatMessage(m.region)}>
      {toasts.map((toast) => (
        <ToastView key={toast.key} toast={toast} />
      ))}
    </section>
  );
}
