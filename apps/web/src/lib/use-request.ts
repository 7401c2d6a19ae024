import { useCallback, useRef, useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

/**
 * One API action's state in plain React state: whether the last call is pending, succeeded (with its answer) or
 * failed (and why). `run` resolves with the answer or rejects with the error. The signed-out pages use this instead
 * of a query client's mutation: the client would be a sixth of their script (docs/benchmarks.md, issue 36). Only the
 * latest call updates the state.
 */
export function useRequest<Input, Result>(request: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<{ status: Status; error: unknown; data?: Result }>({
    status: 'idle',
    error: null,
  });
  const latest = useRef(0);

  const run = useCallback(
    async (input: Input): Promise<Result> => {
      const call = ++latest.current;
      setState({ status: 'pending', error: null });
      try {
        const result = await request(input);
        if (call === latest.current) setState({ status: 'success', error: null, data: result });
        return result;
      } catch (error) {
        if (call === latest.current) setState({ status: 'error', error });
        throw error;
      }
    },
    [request],
  );

  return {
    run,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
