// The owner's blocks (a domain and its subdomains, or one account) and the trust rule.
import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import type { CommentBlockDto, CommentRulesDto } from '../../api/adminTypes';
import { toast } from '../../components/toast/toastStore';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { CheckboxField, formCardCss, SelectField, TextField } from '../components/FormFields';
import { itemCss, itemListCss } from '../components/listCss';
import type { useCommentWrites } from './commentModeration';

const valueCss = css`
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ui-monospace, monospace;
`;

type Writes = ReturnType<typeof useCommentWrites>;

export function CommentRules({ rules, saveRules }: { rules: CommentRulesDto; saveRules: Writes['saveRules'] }) {
  // Shown as ticked at once; put back if the save fails.
  const [trust, setTrust] = useState(rules.trustApprovedAuthors);
  const change = (checked: boolean) => {
    setTrust(checked);
    saveRules.mutate({ trustApprovedAuthors: checked }, { onSuccess: () => toast({ title: 'Rule saved' }), onError: () => setTrust(!checked) });
  };
  return <CheckboxField label="Approve at once the later comments of an author I have approved" hint="Otherwise every comment waits here for you." checked={trust} onChange={change} />;
}

export function CommentBlocks({ blocks, addBlock, removeBlock }: { blocks: CommentBlockDto[]; addBlock: Writes['addBlock']; removeBlock: Writes['removeBlock'] }) {
  const [kind, setKind] = useState<CommentBlockDto['kind']>('domain');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addBlock.mutate({ kind, value }, { onSuccess: () => { setValue(''); toast({ title: 'Blocked' }); } });
  };
  return (
    <>
      <form css={formCardCss} onSubmit={submit} aria-label="Block a domain or an account">
        <SelectField label="Block" value={kind} onChange={(next) => setKind(next as CommentBlockDto['kind'])} options={[{ value: 'domain', label: 'A domain (and its subdomains)' }, { value: 'account', label: 'An account' }]} />
        <TextField label="Domain or account *" placeholder={kind === 'domain' ? 'spam.example' : '@someone@mastodon.example'} value={value} onChange={setValue} required />
        <button type="submit" css={primaryButtonCss} disabled={addBlock.isPending}>{addBlock.isPending ? 'Blocking...' : 'Block'}</button>
      </form>
      {blocks.length === 0 ? (
        <p>Nobody is blocked</p>
      ) : (
        <ul css={itemListCss} aria-label="Blocked">
          {blocks.map((block) => (
            <li key={block.id} css={itemCss}>
              <p css={valueCss}>{block.kind === 'domain' ? `Domain: ${block.value}` : `Account: ${block.value}`}</p>
              <button type="button" css={outlineButtonCss} disabled={removeBlock.isPending} onClick={() => removeBlock.mutate(block.id)}>
                Unblock<span className="visually-hidden"> {block.value}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
