// What waits in the delivery queue: the total, and per inbox host the deliveries waiting and
// those being retried after a failure. The queue keeps no error text, so none is shown.
import { css } from '@emotion/react';
import type { FediverseDeliveryDto } from '../../api/fediverseTypes';
import { color } from '../../style/theme';

const listCss = css`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li { padding: 8px 0; border-bottom: 1px solid ${color.border}; overflow-wrap: anywhere; }
`;

export function DeliveryHealth({ delivery }: { delivery: FediverseDeliveryDto }) {
  if (delivery.queued === 0) return <p>Nothing waiting: every delivery has gone out.</p>;
  return (
    <>
      <p>{delivery.queued} {delivery.queued === 1 ? 'message waits' : 'messages wait'} in the queue.</p>
      <ul css={listCss}>
        {delivery.hosts.map((host) => (
          <li key={host.host}>
            <strong>{host.host}</strong>: {host.queued} waiting{host.retrying > 0 ? `, ${host.retrying} being retried after a failure` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
