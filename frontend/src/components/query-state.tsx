// AsyncState over one SWR request: the spinner and the error show only until a first answer (a later
// revalidation keeps what is shown), and 'Reintentar' asks again.
import { AsyncState, type AsyncStateProps } from "./async-state";

export interface Query {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface QueryStateProps extends Omit<AsyncStateProps, "loading" | "error" | "onRetry"> {
  query: Query;
}

export function QueryState({ query, ...props }: QueryStateProps) {
  const { data, error, isLoading, mutate } = query;
  return (
    <AsyncState
      {...props}
      loading={isLoading && !data}
      error={data ? undefined : error}
      onRetry={() => void mutate()}
    />
  );
}
