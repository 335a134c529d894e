// Around the spec's subscriber table: add a subscriber by hand, with a note of their consent
// (the confirmation email goes out unless marked confirmed already), and add or remove labels on
// the subscribers ticked in the table, all at once.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { adminJson, adminQueryKeys, failureReason } from '../adminApi';
import { CheckboxField, FormAlert, formCardCss, TextField } from '../components/FormFields';
import type { SaveAlert } from '../useSaveFlows';

const toolsCss = css`
  ${formCardCss};
  margin-bottom: 20px;
  h2 { font-size: 1.05rem; margin: 0 0 8px; }
  form { display: grid; gap: 8px; margin-bottom: 16px; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** "clients, book club" → ['clients', 'book club']. */
const labelList = (text: string) => text.split(',').map((label) => label.trim()).filter(Boolean);

export function SubscriberTools({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState('');
  const [labels, setLabels] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [bulkLabels, setBulkLabels] = useState('');
  const [alert, setAlert] = useState<SaveAlert | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setPending(true);
    setAlert(null);
    try {
      setAlert({ tone: 'success', message: await work() });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.subscribers() });
    } catch (error) {
      setAlert({ tone: 'error', message: failureReason(error) });
    } finally {
      setPending(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await adminJson('/api/admin/subscribers', { method: 'POST', body: { email, consent, confirmed, labels: labelList(labels) } });
      const done = confirmed ? `${email} is subscribed.` : `${email} is added: a confirmation email is on its way.`;
      setEmail('');
      setConsent('');
      setLabels('');
      setConfirmed(false);
      return done;
    });
  };
  const relabel = (change: 'add' | 'remove') =>
    run(async () => {
      const answer = await adminJson<{ updated: number }>('/api/admin/subscribers/labels', { method: 'POST', body: { ids: selected, [change]: labelList(bulkLabels) } });
      onDone();
      return `${change === 'add' ? 'Labels added to' : 'Labels removed from'} ${answer.updated} subscribers.`;
    });

  return (
    <section css={toolsCss} aria-labelledby="subscriber-tools">
      <h2 id="subscriber-tools">Add a subscriber</h2>
      <form onSubmit={add}>
        <TextField label="Email" type="email" required value={email} onChange={setEmail} />
        <TextField label="How they agreed" required maxLength={500} value={consent} onChange={setConsent} hint="For your records: where and when they asked to be added." />
        <TextField label="Labels" value={labels} onChange={setLabels} hint="Separated by commas, e.g. clients, book club." />
        <CheckboxField label="They confirmed already (no confirmation email)" checked={confirmed} onChange={setConfirmed} />
        <div className="row">
          <button type="submit" css={primaryButtonCss} disabled={pending}>Add subscriber</button>
        </div>
      </form>
      <h2>Labels of the ticked subscribers ({selected.length})</h2>
      <TextField label="Labels to add or remove" value={bulkLabels} onChange={setBulkLabels} hint="Separated by commas." />
      <div className="row">
        <button type="button" css={outlineButtonCss} disabled={pending || selected.length === 0 || !bulkLabels.trim()} onClick={() => relabel('add')}>Add labels</button>
        <button type="button" css={outlineButtonCss} disabled={pending || selected.length === 0 || !bulkLabels.trim()} onClick={() => relabel('remove')}>Remove labels</button>
      </div>
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
    </section>
  );
}
