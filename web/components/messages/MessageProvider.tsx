import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export type MessageVariant = 'success' | 'info' | 'warning' | 'error';

export interface MessageOptions {
  message: string;
  variant?: MessageVariant;
}

/** The snackbar's code loads with the first message, not with the page. */
const MessageSnackbar = lazy(() => import('./MessageSnackbar'));

interface MessageState extends Required<MessageOptions> {
  open: boolean;
  /** Each message gets its own snackbar (and its own 6000 ms). */
  key: number;
}

const ShowMessageContext = createContext<((options: MessageOptions) => void) | null>(null);
const DismissMessageContext = createContext<(() => void) | null>(null);

export function MessageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<MessageState>({ open: false, message: '', variant: 'info', key: 0 });

  const show = useCallback((options: MessageOptions) => {
    setState((current) => ({
      open: true,
      message: options.message,
      variant: options.variant ?? 'info',
      key: current.key + 1,
    }));
  }, []);

  const close = useCallback((_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setState((current) => ({ ...current, open: false }));
  }, []);

  return (
    <ShowMessageContext.Provider value={show}>
      <DismissMessageContext.Provider value={close}>{children}</DismissMessageContext.Provider>
      {state.key > 0 && (
        <Suspense fallback={null}>
          <MessageSnackbar
            key={state.key}
            open={state.open}
            message={state.message}
            variant={state.variant}
            onClose={close}
          />
        </Suspense>
      )}
    </ShowMessageContext.Provider>
  );
}

/** Shows a snackbar message. */
export function useMessage(): (options: MessageOptions) => void {
  const show = useContext(ShowMessageContext);
  if (!show) throw new Error('useMessage is used outside MessageProvider');
  return show;
}

/** Closes the message shown now, if any (e.g. one about a page the user has left). */
export function useDismissMessage(): () => void {
  const dismiss = useContext(DismissMessageContext);
  if (!dismiss) throw new Error('useDismissMessage is used outside MessageProvider');
  return dismiss;
}
