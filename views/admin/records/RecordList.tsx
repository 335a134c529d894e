// The list screen of a record type: every item as a card (in the public order), an Edit link,
// and for ordered types buttons that move an item up or down.
import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../app/router';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, radius } from '../../style/theme';
import { adminJson, failureReason, invalidateByPrefix, useAdminQuery } from '../adminApi';
import { AdminLayout } from '../components/AdminLayout';
import { AdminQueryView } from '../components/AdminQueryView';
import { FormAlert } from '../components/FormFields';
import { itemCss, itemListCss, listHeaderCss, metaCss } from '../components/listCss';
import { recordPaths, type RecordType } from './recordType';

const cardCss = css`
  ${itemCss};
  img { width: 56px; height: 84px; object-fit: cover; border-radius: ${radius.sm}; float: left; margin-right: 14px; }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

const moveCss = css`
  ${ghostButtonCss};
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${color.border};
`;

function Items<Dto extends { id: number }>({ type, items }: { type: RecordType<Dto>; items: Dto[] }) {
  const queryClient = useQueryClient();
  const paths = recordPaths(type.segment);
  const [failure, setFailure] = useState('');
  const move = async (item: Dto, direction: 'up' | 'down') => {
    setFailure('');
    try {
      const order = await adminJson<Dto[]>(`${paths.api}/${item.id}/move`, { method: 'POST', body: { direction } });
      queryClient.setQueryData([paths.api], order);
      await invalidateByPrefix(queryClient, type.publicApi);
    } catch (error) {
      setFailure(`Could not move it: ${failureReason(error)}`);
    }
  };
  return (
    <>
      <div css={listHeaderCss}>
        <p>{items.length} {items.length === 1 ? type.texts.noun : type.texts.plural.toLowerCase()}</p>
        <Link to={paths.create} css={primaryButtonCss}>Add a {type.texts.noun}</Link>
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {items.length === 0 ? <p>{type.texts.empty}</p> : (
        <ol css={itemListCss}>
          {items.map((item, index) => {
            const title = type.card.title(item);
            const image = type.card.image?.(item);
            return (
              <li key={item.id} css={cardCss}>
                <div>
                  {image && <img src={image} alt="" loading="lazy" />}
                  <h2>{title}</h2>
                  <div css={metaCss}>{type.card.meta(item).map((part) => <span key={part}>{part}</span>)}</div>
                </div>
                <div css={actionsCss}>
                  {type.ordered && (
                    <>
                      <button type="button" css={moveCss} disabled={index === 0} onClick={() => move(item, 'up')} aria-label={`Move ${title} up`}>↑</button>
                      <button type="button" css={moveCss} disabled={index === items.length - 1} onClick={() => move(item, 'down')} aria-label={`Move ${title} down`}>↓</button>
                    </>
                  )}
                  <Link to={paths.edit(item.id)} css={outlineButtonCss}>
                    Edit<span className="visually-hidden"> {title}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

export function RecordList<Dto extends { id: number }>({ type }: { type: RecordType<Dto> }) {
  const state = useAdminQuery<Dto[]>([recordPaths(type.segment).api]);
  return (
    <AdminLayout title={type.texts.plural} intro={type.texts.intro}>
      <AdminQueryView state={state} gateTitle={`Access ${type.texts.plural}`} failureMessage={`Failed to load ${type.texts.plural.toLowerCase()}. Please check your admin secret key.`} loadingLabel="Loading...">
        {(items) => <Items type={type} items={items} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
