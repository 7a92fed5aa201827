import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

/**
 * MUI's Tooltip, with its child's node handed to it after the paint.
 *
 * MUI's Tooltip keeps the node of its child in state, set by a callback ref. Refs are set during the
 * commit, so every Tooltip that mounts makes React render again before the commit's task ends, and
 * run the page's pending effects (its first API calls among them) in that task too: the four in the
 * toolbar made the first commit of a signed-in page one long task. Here the node is handed
 * over from an effect instead, which runs after the paint and whose update React schedules as a
 * task of its own. Until then a hover or a focus still opens the tooltip (MUI's Tooltip takes the
 * node from the event); the name it gives the child (aria-label) is there from the first render.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const tap = useTapToOpen(props);
  return (
    <MuiTooltip {...props} {...tap?.tooltip}>
      <NodeAfterPaint {...tap?.child}>{children as ReactElement<Props>}</NodeAfterPaint>
    </MuiTooltip>
  );
}

/**
 * `enterTouchDelay={0}` asks for a tap to open the tooltip, but with MUI's Tooltip alone a quick tap
 * on a phone does nothing: Chrome holds timers back during a touch, and MUI cancels its opening timer
 * when the finger lifts. So such a tooltip (when its caller does not control `open`) is opened by
 * the press itself as well. After a tap it closes on Escape, on the focus leaving, or
 * `leaveTouchDelay` later; the pointer Chrome places at the tap leaving the child does not close it
 * (the tooltip appearing can move it off, as it did in Arabic).
 */
function useTapToOpen(props: Omit<TooltipProps, 'children'>) {
  const [open, setOpen] = useState(false);
  const tapped = useRef(false);
  if (props.enterTouchDelay !== 0 || props.open !== undefined) return undefined;
  const { onOpen, onClose } = props;
  return {
    tooltip: {
      open,
      onOpen: (event: SyntheticEvent) => {
        setOpen(true);
        onOpen?.(event);
      },
      onClose: (event: SyntheticEvent | Event) => {
        if (tapped.current && event.type === 'mouseleave') return;
        tapped.current = false;
        setOpen(false);
        onClose?.(event);
      },
    },
    child: {
      onPointerDown: (event: PointerEvent) => {
        tapped.current = event.pointerType === 'touch';
      },
      onClick: () => setOpen(true),
    },
  };
}

type Props = Record<string, unknown>;

interface NodeAfterPaintProps extends Props {
  children: ReactElement<Props>;
  ref?: Ref<HTMLElement>;
}

/**
 * Takes the props MUI's Tooltip gives its child and puts them on the real child: the child's own
 * props win, except event handlers (both run, the child's first, as in MUI's Tooltip) and class
 * names (joined). The Tooltip's ref gets the child's node in an effect.
 */
function NodeAfterPaint({ children, ref, ...fromTooltip }: NodeAfterPaintProps) {
  const node = useRef<HTMLElement | null>(null);
  useEffect(() => handOver(ref, node.current), [ref]);
  const ownRef = children.props.ref as Ref<HTMLElement> | undefined;
  const childRef = useCallback(
    (instance: HTMLElement | null) => {
      node.current = instance;
      return handOver(ownRef, instance);
    },
    [ownRef],
  );

  const { ref: _own, ...own } = children.props;
  const merged: Props = { ...fromTooltip, ...own };
  for (const [key, value] of Object.entries(fromTooltip)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function') {
      merged[key] = (event: unknown) => {
        (mine as (event: unknown) => void)(event);
        (value as (event: unknown) => void)(event);
      };
    }
  }
  const classNames = [fromTooltip.className, own.className].filter((c) => typeof c === 'string' && c);
  if (classNames.length) merged.className = classNames.join(' ');
  // eslint-disable-next-line react-hooks/refs -- cloneElement only passes the callback on; React calls it at commit
  return cloneElement(children, { ...merged, ref: childRef });
}

/** Sets a ref (object or callback) and returns how to unset it. */
function handOver(ref: Ref<HTMLElement> | undefined, instance: HTMLElement | null): (() => void) | undefined {
  if (!ref) return undefined;
  if (typeof ref === 'function') {
    const cleanup = ref(instance);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  ref.current = instance;
  return () => {
    ref.current = null;
  };
}
