// The list screen of a content type: the gate, then every item (drafts included) as a card
// with its status and meta line and an Edit link, a count and the way to create one.
import { css } from '@emotion/react';
import { AdminQueryView } from '../components/AdminQueryView';
import { AdminLayout } from '../components/AdminLayout';
import { itemCss, itemListCss, listHeaderCss, metaCss } from '../components/listCss';
import { adminQueryKeys, useAdminQuery } from '../adminApi';
import { badgeCss, outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { Link } from '../../app/router';
import { color } from '../../style/theme';
import { StatusBadge } from '../studio/StatusBadge';
import { pathsOf, type CardMeta, type ContentDraft, type ContentType, type SavedItem, type StudioItem } from './contentType';

const emptyCss = css`
  text-align: center;
  color: ${color.muted};
`;

const emptyActionCss = css`
  text-align: center;
  padding: 40px 0;
  p { font-size: 1.1rem; font-weight: 600; }
`;

const metaBelowCss = css`
  ${metaCss};
  margin: 8px 0 0;
`;

/** The item's status, then the type's own meta (the spec's publishedAt or 'Not published' among it). */
function MetaLine({ item, meta, below }: { item: SavedItem; meta: CardMeta[]; below: boolean }) {
  return (
    <div css={below ? metaBelowCss : metaCss}>
      <StatusBadge status={item.status} publishedAt={item.publishedAt} withTime={false} />
      {meta.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one card never reorder
        <span key={i} css={part.badge ? badgeCss : undefined}>{part.text}</span>
      ))}
    </div>
  );
}

function ItemList<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type, items }: { type: ContentType<D, S, I>; items: S[] }) {
  const { list } = type;
  const paths = pathsOf(type.rules);
  if (items.length === 0 && list.emptyAction) {
    return (
      <div css={emptyActionCss}>
        <p>{list.empty}</p>
        <Link to={paths.create} css={primaryButtonCss}>{list.emptyAction}</Link>
      </div>
    );
  }
  const below = list.metaPlacement === 'below';
  return (
    <>
      <div css={listHeaderCss}>
        <p>{list.count(items.length)}</p>
        <Link to={paths.create} css={primaryButtonCss}>{list.createLabel}</Link>
      </div>
      {items.length === 0 ? (
        <p css={emptyCss}>{list.empty}</p>
      ) : (
        <ul css={itemListCss}>
          {items.map((item) => (
            <li key={item.id} css={itemCss}>
              <div>
                {!below && <MetaLine item={item} meta={list.meta(item)} below={false} />}
                <h2>{item.title}</h2>
                <p>{item.excerpt}</p>
                {below && <MetaLine item={item} meta={list.meta(item)} below />}
              </div>
              <Link to={paths.edit(item.id)} css={outlineButtonCss}>
                Edit<span className="visually-hidden"> {item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ContentList<D extends ContentDraft, S extends SavedItem, I extends S & StudioItem>({ type }: { type: ContentType<D, S, I> }) {
  const { list } = type;
  const state = useAdminQuery<S[]>(adminQueryKeys.contentList(type.rules.segment));
  return (
    <AdminLayout title={list.title} intro={list.intro}>
      <AdminQueryView state={state} gateTitle={list.gateTitle} failureMessage={list.failure} loadingLabel={list.loading}>
        {(items) => <ItemList type={type} items={items} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
