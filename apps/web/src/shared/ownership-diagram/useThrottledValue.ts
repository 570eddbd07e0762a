import { useEffect, useRef, useState } from 'react';

/**
 * The value, updated at most once per `interval` ms and always to the latest one (a trailing
 * throttle). The diagram follows the draft through this: React Flow updates its store
 * synchronously, so redrawing a 50-entity diagram on every letter would make typing lag.
 */
export function useThrottledValue<T>(value: T, interval: number): T {
  const [shown, setShown] = useState(value);
  const lastShown = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = Math.max(0, lastShown.current + interval - Date.now());
    const timer = setTimeout(() => {
      lastShown.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, interval]);
  return shown;
}
