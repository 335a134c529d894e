// The states every gated admin view goes through: the gate (no key yet, or the key was
// refused), loading, the failure message, then the data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../data/fetcher';
import { failureReason } from '../adminApi';
import { AdminGate } from './AdminGate';
import { FormAlert, Spinner } from './FormFields';

export interface AdminQueryState<T> {
  key: string;
  query: UseQueryResult<T, Error>;
}

/** The page's failure message; a lock-out adds the server's words (when to try again). */
function FailureText({ error, message }: { error: Error; message: string }) {
  return (
    <>
      <p>{message}</p>
      {error instanceof ApiError && error.status === 429 && <p>{failureReason(error)}</p>}
    </>
  );
}

export function AdminQueryView<T>({
  state: { key, query },
  gateTitle,
  failureMessage,
  failureExtra,
  loadingLabel,
  children,
}: {
  state: AdminQueryState<T>;
  gateTitle: string;
  failureMessage: string;
  /** Shown under the failure message (e.g. a link back to the list). */
  failureExtra?: ReactNode;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (!key) return <AdminGate title={gateTitle} failure={query.isError ? <FailureText error={query.error} message={failureMessage} /> : undefined} />;
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <>
        <FormAlert tone="error">
          <FailureText error={query.error} message={failureMessage} />
        </FormAlert>
        {failureExtra}
      </>
    );
  }
  return <>{children(query.data)}</>;
}
