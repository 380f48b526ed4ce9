import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { loadQueryClient } from '@/lib/query-client-loader';

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

interface RunnerProps<A, R> {
  args: A;
  onResult: (result: R) => void;
}

/**
 * A query hook whose code, and TanStack Query's, downloads only when it is needed: an anonymous
 * visitor's first download of the home page stays without it (lib/query-client-loader.ts).
 *
 * `deferHook(load)` gives `useDeferred(key, args)`: with a `key` (null: the hook is not needed) the
 * hook's code and the query client load, a small component runs the hook with `args` and reports
 * each result back. It returns that `runner` element (render it anywhere; it shows nothing) and the
 * last `result` reported for this `key`, or null until there is one. The hook must return a plain
 * object (results are compared shallowly).
 */
export function deferHook<A, R extends object>(load: () => Promise<(args: A) => R>) {
  const Runner = lazy(async () => {
    const [useHook] = await Promise.all([load(), loadQueryClient()]);
    function HookRunner({ args, onResult }: RunnerProps<A, R>) {
      const result = useHook(args);
      useEffect(() => onResult(result));
      return null;
    }
    return { default: HookRunner };
  });

  return function useDeferred(key: string | null, args: A): { result: R | null; runner: ReactNode } {
    const [reported, setReported] = useState<{ key: string; result: R } | null>(null);
    const onResult = useCallback(
      (result: R) => {
        if (key === null) return;
        setReported((last) =>
          last?.key === key && shallowEqual(last.result, result) ? last : { key, result },
        );
      },
      [key],
    );
    if (key === null) return { result: null, runner: null };
    return {
      result: reported?.key === key ? reported.result : null,
      runner: (
        <Suspense fallback={null}>
          <Runner args={args} onResult={onResult} />
        </Suspense>
      ),
    };
  };
}
